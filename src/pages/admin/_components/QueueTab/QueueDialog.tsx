import { translate } from '@docusaurus/Translate';
import { Checkbox, Form, type FormInstance } from 'antd';
import type { QueueAction, QueueItem } from '@site/src/api/contract';
import type { QueueFields } from '../../_utils/actionBodies';
import ItemActionDialog from '../ActionDialog/ItemActionDialog';
import { actionIntro } from '../ActionDialog/actionWording';
import { authorOf } from '../ItemSummary';
import SuspendFields from '../SuspendFields';

interface Props {
  item: QueueItem;
  action: QueueAction;
  onSubmit: (fields: QueueFields) => Promise<unknown>;
  onClose: () => void;
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
  // An author who deleted their account cannot be suspended.
  const author = authorOf(item);
  return (
    <ItemActionDialog<QueueFields & Record<string, unknown>>
      action={action}
      kind={item.kind}
      intro={actionIntro('queue', action, item.kind)}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(form) => author && <SuspendAuthor username={author.username} form={form} />}
    </ItemActionDialog>
  );
}
