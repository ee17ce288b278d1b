import type { ReactNode } from 'react';
import { Button } from 'antd';
import FormAlert from '@site/src/components/FormAlert';

interface Props {
  /** The form's failure (useFormFailure): its alert stands right above the button. */
  failure: { message?: string; announcement?: string };
  /** A request is under way: the button spins. */
  pending: boolean;
  /** The button takes the form's whole width. */
  block?: boolean;
  /** News between the alert and the button, e.g. that the code was sent. */
  notice?: ReactNode;
  /** The button's text. */
  children: ReactNode;
}

/** How a form ends: its failure, said where the person looks, and its one primary submit button. */
export default function FormSubmitRow({ failure, pending, block, notice, children }: Props) {
  return (
    <>
      <FormAlert message={failure.message} announcement={failure.announcement} />
      {notice}
      <Button type="primary" htmlType="submit" block={block} loading={pending}>
        {children}
      </Button>
    </>
  );
}
