import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import type { ModeratedKind } from '@site/src/api/contract';
import ActionDialog, { type DialogValues } from '.';
import { actionWording, type ItemAction } from './actionWording';

interface Props<Values extends DialogValues> {
  action: ItemAction;
  kind: ModeratedKind;
  /** What the action does where it is taken (actionIntro). */
  intro: string;
  children?: (form: FormInstance<Values>) => ReactNode;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}

/** The dialog of an action on a prompt or comment, worded by actionWording, with its note. */
export default function ItemActionDialog<Values extends DialogValues>({
  action,
  kind,
  intro,
  children,
  onSubmit,
  onClose,
}: Props<Values>) {
  const { title, confirm, note } = actionWording(action, kind);
  return (
    <ActionDialog<Values>
      open
      title={title}
      intro={<p>{intro}</p>}
      confirmLabel={confirm}
      danger={action === 'delete'}
      noteLabel={note}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {children}
    </ActionDialog>
  );
}
