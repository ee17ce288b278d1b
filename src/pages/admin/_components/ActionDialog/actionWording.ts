import { translate } from '@docusaurus/Translate';
import type { ModeratedKind, QueueAction } from '@site/src/api/contract';
import type { ContentAction } from '@site/src/api/queries/admin';

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

/** Where an action is taken: the report queue (it closes the reports) or the content search. */
export type ActionPlace = 'queue' | 'content';

/** What an action on an item found by the content search does, in whole sentences per kind. */
const contentIntros: Record<ContentAction, Record<ModeratedKind, () => string>> = {
  hide: {
    prompt: () =>
      translate({
        id: 'admin.content.hidePrompt',
        message: 'Only its author and moderators will see the prompt until it is unhidden.',
        description: 'Console: what hiding a prompt from the content search does',
      }),
    comment: () =>
      translate({
        id: 'admin.content.hideComment',
        message: 'Only its author and moderators will see the comment until it is unhidden.',
        description: 'Console: what hiding a comment from the content search does',
      }),
  },
  unhide: {
    prompt: () =>
      translate({
        id: 'admin.content.unhidePrompt',
        message: 'Everyone will see the prompt again.',
        description: 'Console: what unhiding a prompt does',
      }),
    comment: () =>
      translate({
        id: 'admin.content.unhideComment',
        message: 'Everyone will see the comment again.',
        description: 'Console: what unhiding a comment does',
      }),
  },
  delete: {
    prompt: () =>
      translate({
        id: 'admin.content.deletePrompt',
        message: 'The prompt is deleted. This cannot be undone.',
        description: 'Console: what deleting a prompt from the content search does',
      }),
    comment: () =>
      translate({
        id: 'admin.content.deleteComment',
        message: 'The comment is deleted. This cannot be undone.',
        description: 'Console: what deleting a comment from the content search does',
      }),
  },
};

/** What an action on a reported prompt or comment does (its reports are closed), in whole sentences per kind. */
const queueIntros: Record<QueueAction, Record<ModeratedKind, () => string>> = {
  dismiss: {
    prompt: () =>
      translate({
        id: 'admin.queue.dismissPrompt',
        message: 'The reports on this prompt are closed and the prompt stays as it is.',
        description: 'Console: what dismissing the reports on a prompt does',
      }),
    comment: () =>
      translate({
        id: 'admin.queue.dismissComment',
        message: 'The reports on this comment are closed and the comment stays as it is.',
        description: 'Console: what dismissing the reports on a comment does',
      }),
  },
  hide: {
    prompt: () =>
      translate({
        id: 'admin.queue.hidePrompt',
        message: 'Only its author and moderators will see the prompt. Its reports are closed.',
        description: 'Console: what hiding a reported prompt does',
      }),
    comment: () =>
      translate({
        id: 'admin.queue.hideComment',
        message: 'Only its author and moderators will see the comment. Its reports are closed.',
        description: 'Console: what hiding a reported comment does',
      }),
  },
  delete: {
    prompt: () =>
      translate({
        id: 'admin.queue.deletePrompt',
        message: 'The prompt is deleted and its reports are closed. This cannot be undone.',
        description: 'Console: what deleting a reported prompt does',
      }),
    comment: () =>
      translate({
        id: 'admin.queue.deleteComment',
        message: 'The comment is deleted and its reports are closed. This cannot be undone.',
        description: 'Console: what deleting a reported comment does',
      }),
  },
};

/** What the action does, in a sentence or two: it depends on where it is taken. */
export function actionIntro(place: 'queue', action: QueueAction, kind: ModeratedKind): string;
export function actionIntro(place: 'content', action: ContentAction, kind: ModeratedKind): string;
export function actionIntro(place: ActionPlace, action: QueueAction | ContentAction, kind: ModeratedKind): string {
  return place === 'queue'
    ? queueIntros[action as QueueAction][kind]()
    : contentIntros[action as ContentAction][kind]();
}

/** The title, confirm button and note label of the dialog of an action on an item, in whole sentences per kind. */
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
