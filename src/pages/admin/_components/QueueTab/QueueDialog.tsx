import { translate } from '@docusaurus/Translate';
import { Checkbox, Form, type FormInstance } from 'antd';
import type { QueueAction, QueueItem } from '@site/src/api/contract';
import type { QueueFields } from '../../_utils/actionBodies';
import ActionDialog from '../ActionDialog';
import { actionWording } from '../ActionDialog/actionWording';
import { authorOf } from '../ItemSummary';
import SuspendFields from '../SuspendFields';

interface Props {
  item: QueueItem;
  action: QueueAction;
  onSubmit: (fields: QueueFields) => Promise<unknown>;
  onClose: () => void;
}

/** What an action on a reported prompt or comment does, in whole sentences per kind. */
function intro(action: QueueAction, prompt: boolean): string {
  switch (action) {
    case 'dismiss':
      return prompt
        ? translate({
            id: 'admin.queue.dismissPrompt',
            message: 'The reports on this prompt are closed and the prompt stays as it is.',
            description: 'Console: what dismissing the reports on a prompt does',
          })
        : translate({
            id: 'admin.queue.dismissComment',
            message: 'The reports on this comment are closed and the comment stays as it is.',
            description: 'Console: what dismissing the reports on a comment does',
          });
    case 'hide':
      return prompt
        ? translate({
            id: 'admin.queue.hidePrompt',
            message: 'Only its author and moderators will see the prompt. Its reports are closed.',
            description: 'Console: what hiding a reported prompt does',
          })
        : translate({
            id: 'admin.queue.hideComment',
            message: 'Only its author and moderators will see the comment. Its reports are closed.',
            description: 'Console: what hiding a reported comment does',
          });
    case 'delete':
      return prompt
        ? translate({
            id: 'admin.queue.deletePrompt',
            message: 'The prompt is deleted and its reports are closed. This cannot be undone.',
            description: 'Console: what deleting a reported prompt does',
          })
        : translate({
            id: 'admin.queue.deleteComment',
            message: 'The comment is deleted and its reports are closed. This cannot be undone.',
            description: 'Console: what deleting a reported comment does',
          });
  }
}

function SuspendAuthor({ username, form }: { username: string; form: FormInstance }) {
  const suspend = Form.useWatch<boolean | undefined>('suspendAuthor', form);
  return (
    <>
      <Form.Item name="suspendAuthor" valuePropName="checked">
        <Checkbox>
          {translate(
            {
              id: 'admin.queue.suspendAuthor',
              message: 'Also suspend {username}',
              description: 'Console: check box in the dialogs of the queue; {username} is the author of the item',
            },
            { username },
          )}
        </Checkbox>
      </Form.Item>
      {suspend && <SuspendFields username={username} />}
    </>
  );
}

/** Dismiss, hide or delete one reported item, with a note and, if asked, the author's suspension. */
export default function QueueDialog({ item, action, onSubmit, onClose }: Props) {
  const { title, confirm, note } = actionWording(action, item.kind);
  // An author who deleted their account cannot be suspended.
  const author = authorOf(item);
  return (
    <ActionDialog<QueueFields & Record<string, unknown>>
      open
      title={title}
      intro={<p>{intro(action, item.kind === 'prompt')}</p>}
      confirmLabel={confirm}
      danger={action === 'delete'}
      noteLabel={note}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(form) => author && <SuspendAuthor username={author.username} form={form} />}
    </ActionDialog>
  );
}
