import { translate } from '@docusaurus/Translate';
import type { ModeratedKind } from '@site/src/api/contract';

/** What a moderator may do to a prompt or comment: the queue's actions and the content search's. */
export type ItemAction = 'dismiss' | 'hide' | 'unhide' | 'delete';

export interface ActionWording {
  title: string;
  confirm: string;
  /** The label of the dialog's note: to the author, or for the log only. */
  note: string;
}

const authorNote = () =>
  translate({
    id: 'admin.note.author',
    message: 'Note to the author (also kept in the log)',
    description: 'Console: label of a note the author of a hidden or deleted item reads',
  });

const logNote = () =>
  translate({
    id: 'admin.note.log',
    message: 'Note for the log',
    description: 'Console: label of a note kept in the moderation log only',
  });

/**
 * The title, confirm button and note label of the dialog of an action on an item, in whole
 * sentences per kind. What the action does (its intro) depends on where it is taken: the
 * queue's dialog and the content search's say it.
 */
export function actionWording(action: ItemAction, kind: ModeratedKind): ActionWording {
  const prompt = kind === 'prompt';
  switch (action) {
    case 'dismiss':
      return {
        title: translate({
          id: 'admin.queue.dismissTitle',
          message: 'Dismiss the reports',
          description: 'Console: title of the dismiss dialog',
        }),
        confirm: translate({
          id: 'admin.queue.dismissConfirm',
          message: 'Dismiss reports',
          description: 'Console: confirms dismissing reports',
        }),
        note: logNote(),
      };
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
        confirm: translate({
          id: 'admin.content.unhideConfirm',
          message: 'Show again',
          description: 'Console: confirms unhiding an item',
        }),
        note: logNote(),
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
        confirm: translate({
          id: 'admin.queue.deleteConfirm',
          message: 'Delete for good',
          description: 'Console: confirms deleting an item',
        }),
        note: authorNote(),
      };
  }
}
