import type { ReactNode } from 'react';
import { Button } from 'antd';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { showMoreText } from '@site/src/i18n/common';
import type { NextPage } from './nextPage';

export interface AntdListFooterProps extends NextPage {
  /** The button's text: "Show more" unless given. */
  label?: ReactNode;
  size?: 'small';
  /** Classes of the button and of the failure message. */
  className?: string;
  errorClassName?: string;
}

/**
 * ListFooter in the look of forms and comment threads: an antd button whose
 * spinner shows the wait, the failure's message under it (the button asks
 * again). In its own module so that card pages do not load antd's Button.
 */
export default function AntdListFooter({
  hasMore,
  loading,
  error,
  onMore,
  label = showMoreText(),
  size,
  className,
  errorClassName,
}: AntdListFooterProps) {
  return (
    <>
      {hasMore && (
        <Button className={className} size={size} onClick={onMore} loading={loading} autoInsertSpace={false}>
          {label}
        </Button>
      )}
      {Boolean(error) && (
        <p role="alert" className={errorClassName}>
          {apiErrorMessage(error, 'submit')}
        </p>
      )}
    </>
  );
}
