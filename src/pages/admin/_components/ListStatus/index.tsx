import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import type { ListState } from '@site/src/components/ListFooter/nextPage';
import Loading from '@site/src/components/Loading';
import Notice from '@site/src/components/Notice';
import { retryText } from '@site/src/i18n/common';

interface Props extends ListState {
  /** The whole sentence that says the list is empty. */
  emptyText: string;
  children: ReactNode;
}

/** A console list, or what stands in for it: "Loading…", why it failed (with Retry), or its empty sentence. */
export default function ListStatus({ loading, error, onRetry, empty, emptyText, children }: Props) {
  if (loading) return <Loading />;
  if (error)
    return (
      <Notice
        type="error"
        role="alert"
        title={translate({
          id: 'admin.list.failed',
          message: 'This list could not be loaded. Please try again.',
          description: 'Console: a list failed to load',
        })}
        action={
          <Button size="small" onClick={onRetry}>
            {retryText()}
          </Button>
        }
      />
    );
  if (empty) return <p role="status">{emptyText}</p>;
  return <>{children}</>;
}
