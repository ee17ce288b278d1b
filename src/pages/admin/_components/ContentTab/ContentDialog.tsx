import { translate } from '@docusaurus/Translate';
import type { ModeratedItem } from '@site/src/api/contract';
import type { ContentAction } from '@site/src/api/queries/admin';
import ActionDialog from '../ActionDialog';

interface Props {
  item: ModeratedItem;
  action: ContentAction;
  onSubmit: (values: { note?: string }) => Promise<unknown>;
  onClose: () => void;
}

const authorNote = () =>
  translate({
    id: 'admin.note.author',
    message: 'Note to the author (also kept in the log)',
    description: 'Console: label of a note the author of a hidden or deleted item reads',
  });

function wording(action: ContentAction, prompt: boolean) {
  switch (action) {
    case 'hide':
      return {
        title: prompt
          ? translate({
              id: 'admin.queue.hidePromptTitle',
              message: 'Hide this prompt',
              description: 'Console: title of the hide dialog (prompt)',
            })
          : translate({
              id: 'admin.queue.hideCommentTitle',
              message: 'Hide this comment',
              description: 'Console: title of the hide dialog (comment)',
            }),
        intro: prompt
          ? translate({
              id: 'admin.content.hidePrompt',
              message: 'Only its author and moderators will see the prompt until it is unhidden.',
              description: 'Console: what hiding a prompt from the content search does',
            })
          : translate({
              id: 'admin.content.hideComment',
              message: 'Only its author and moderators will see the comment until it is unhidden.',
              description: 'Console: what hiding a comment from the content search does',
            }),
        confirm: translate({
          id: 'admin.queue.hideConfirm',
          message: 'Hide',
          description: 'Console: confirms hiding an item',
        }),
        note: authorNote(),
      };
    case 'unhide':
      return {
        title: prompt
          ? translate({
              id: 'admin.content.unhidePromptTitle',
              message: 'Show this prompt again',
              description: 'Console: title of the unhide dialog (prompt)',
            })
          : translate({
              id: 'admin.content.unhideCommentTitle',
              message: 'Show this comment again',
              description: 'Console: title of the unhide dialog (comment)',
            }),
        intro: prompt
          ? translate({
              id: 'admin.content.unhidePrompt',
              message: 'Everyone will see the prompt again.',
              description: 'Console: what unhiding a prompt does',
            })
          : translate({
              id: 'admin.content.unhideComment',
              message: 'Everyone will see the comment again.',
              description: 'Console: what unhiding a comment does',
            }),
        confirm: translate({
          id: 'admin.content.unhideConfirm',
          message: 'Show again',
          description: 'Console: confirms unhiding an item',
        }),
        note: translate({
          id: 'admin.note.log',
          message: 'Note for the log',
          description: 'Console: label of a note kept in the moderation log only',
        }),
      };
    case 'delete':
      return {
        title: prompt
          ? translate({
              id: 'admin.queue.deletePromptTitle',
              message: 'Delete this prompt for good?',
              description: 'Console: title of the delete dialog (prompt)',
            })
          : translate({
              id: 'admin.queue.deleteCommentTitle',
              message: 'Delete this comment for good?',
              description: 'Console: title of the delete dialog (comment)',
            }),
        intro: prompt
          ? translate({
              id: 'admin.content.deletePrompt',
              message: 'The prompt is deleted. This cannot be undone.',
              description: 'Console: what deleting a prompt from the content search does',
            })
          : translate({
              id: 'admin.content.deleteComment',
              message: 'The comment is deleted. This cannot be undone.',
              description: 'Console: what deleting a comment from the content search does',
            }),
        confirm: translate({
          id: 'admin.queue.deleteConfirm',
          message: 'Delete for good',
          description: 'Console: confirms deleting an item',
        }),
        note: authorNote(),
      };
  }
}

/** Hide, unhide or delete an item found by the content search, with an optional note. */
export default function ContentDialog({ item, action, onSubmit, onClose }: Props) {
  const { title, intro, confirm, note } = wording(action, item.kind === 'prompt');
  return (
    <ActionDialog
      open
      title={title}
      intro={<p>{intro}</p>}
      confirmLabel={confirm}
      danger={action === 'delete'}
      noteLabel={note}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
