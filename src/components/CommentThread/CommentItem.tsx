import type { Ref } from 'react';
import { translate } from '@docusaurus/Translate';
import type { Comment, Reply } from '@site/src/api/contract';
import CommentDate from './CommentDate';
import CommentText from './CommentText';
import styles from './styles.module.css';

interface Props {
  comment: Comment | Reply;
  /** Signed-in readers may answer (not a deleted placeholder: the server refuses replies to it). */
  canReply: boolean;
  replyOpen: boolean;
  onReply: () => void;
  onDelete: () => void;
  replyButtonRef?: Ref<HTMLButtonElement>;
}

/** One comment or reply: who, when, whom it answers, the text, and what I may do with it. */
export default function CommentItem({ comment, canReply, replyOpen, onReply, onDelete, replyButtonRef }: Props) {
  if (comment.deleted) {
    return (
      <article className={styles.item}>
        <p className={styles.deleted}>
          {translate({
            id: 'comments.deleted',
            message: 'This comment was deleted.',
            description: 'Placeholder of a deleted comment that still has replies',
          })}
        </p>
      </article>
    );
  }
  const author = comment.author?.username ?? '';
  const replyTo = 'replyTo' in comment ? comment.replyTo : null;
  return (
    <article className={styles.item}>
      <header className={styles.meta}>
        <bdi className={styles.author}>{author}</bdi>
        {replyTo && (
          <span className={styles.replyTo}>
            <span className={styles.replyArrow} aria-hidden="true">
              ↪
            </span>
            <span className={styles.srOnly}>
              {translate({
                id: 'comments.inReplyTo',
                message: 'in reply to',
                description: 'Read before the name a reply answers (the screen shows an arrow)',
              })}
            </span>{' '}
            <bdi>@{replyTo}</bdi>
          </span>
        )}
        <span className={styles.date}>
          <CommentDate iso={comment.createdAt} />
        </span>
      </header>
      <CommentText text={comment.text} />
      {(canReply || comment.mine) && (
        <div className={styles.actions}>
          {canReply && (
            <button
              ref={replyButtonRef}
              type="button"
              className={styles.action}
              aria-expanded={replyOpen}
              aria-label={translate(
                {
                  id: 'comments.action.replyTo',
                  message: 'Reply to {name}',
                  description: 'Accessible name of the reply button of a comment',
                },
                { name: author },
              )}
              onClick={onReply}
            >
              {translate({
                id: 'comments.action.reply',
                message: 'Reply',
                description: 'Button that opens the reply form under a comment',
              })}
            </button>
          )}
          {comment.mine && (
            <button
              type="button"
              className={`${styles.action} ${styles.danger}`}
              aria-label={translate({
                id: 'comments.action.deleteMine',
                message: 'Delete my comment',
                description: 'Accessible name of the delete button of my own comment',
              })}
              onClick={onDelete}
            >
              {translate({
                id: 'comments.action.delete',
                message: 'Delete',
                description: 'Button that deletes my own comment',
              })}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
