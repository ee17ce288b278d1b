import { translate } from '@docusaurus/Translate';
import type { ModeratedItem } from '@site/src/api/contract';
import type { ContentAction } from '@site/src/api/queries/admin';
import ActionDialog from '../ActionDialog';
import { actionWording } from '../ActionDialog/actionWording';

interface Props {
  item: ModeratedItem;
  action: ContentAction;
  onSubmit: (values: { note?: string }) => Promise<unknown>;
  onClose: () => void;
}

/** What an action on an item found by the content search does, in whole sentences per kind. */
function intro(action: ContentAction, prompt: boolean): string {
  switch (action) {
    case 'hide':
      return prompt
        ? translate({
            id: 'admin.content.hidePrompt',
            message: 'Only its author and moderators will see the prompt until it is unhidden.',
            description: 'Console: what hiding a prompt from the content search does',
          })
        : translate({
            id: 'admin.content.hideComment',
            message: 'Only its author and moderators will see the comment until it is unhidden.',
            description: 'Console: what hiding a comment from the content search does',
          });
    case 'unhide':
      return prompt
        ? translate({
            id: 'admin.content.unhidePrompt',
            message: 'Everyone will see the prompt again.',
            description: 'Console: what unhiding a prompt does',
          })
        : translate({
            id: 'admin.content.unhideComment',
            message: 'Everyone will see the comment again.',
            description: 'Console: what unhiding a comment does',
          });
    case 'delete':
      return prompt
        ? translate({
            id: 'admin.content.deletePrompt',
            message: 'The prompt is deleted. This cannot be undone.',
            description: 'Console: what deleting a prompt from the content search does',
          })
        : translate({
            id: 'admin.content.deleteComment',
            message: 'The comment is deleted. This cannot be undone.',
            description: 'Console: what deleting a comment from the content search does',
          });
  }
}

/** Hide, unhide or delete an item found by the content search, with an optional note. */
export default function ContentDialog({ item, action, onSubmit, onClose }: Props) {
  const { title, confirm, note } = actionWording(action, item.kind);
  return (
    <ActionDialog
      open
      title={title}
      intro={<p>{intro(action, item.kind === 'prompt')}</p>}
      confirmLabel={confirm}
      danger={action === 'delete'}
      noteLabel={note}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
