import type { Ref } from 'react';
import { translate } from '@docusaurus/Translate';
import type { Comment, Reply } from '@site/src/api/contract';
import HiddenNotice from '@site/src/components/HiddenNotice';
import ReportButton from '@site/src/components/Report';
import CommentDate from './CommentDate';
import CommentText from './CommentText';
import styles from './styles.module.css';

interface Props {
  comment: Comment | Reply;
  /** Signed-in readers may answer (not a deleted placeholder: the server refuses replies to it). */
  canReply: boolean;
  /** Signed-in readers may report other people's comments. */
  canReport: boolean;
  replyOpen: boolean;
  onReply: () => void;
  onDelete: () => void;
  replyButtonRef?: Ref<HTMLButtonElement>;
}

/** Stands for the author of a comment kept after they deleted their account (others replied to it). */
export const deletedMemberText = () =>
  translate({
    id: 'comments.author.deletedMember',
    message: 'a deleted member',
    description: 'In place of the name: the author deleted their account',
  });

/** One comment or reply: who, when, whom it answers, the text, and what I may do with it. */
export default function CommentItem({
  comment,
  canReply,
  canReport,
  replyOpen,
  onReply,
  onDelete,
  replyButtonRef,
}: Props) {
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
  const authorGone = comment.authorDeleted === true;
  const replyTo = 'replyTo' in comment ? comment.replyTo : null;
  return (
    <article className={styles.item}>
      <header className={styles.meta}>
        {authorGone ? (
          <span className={`${styles.author} ${styles.authorGone}`}>{deletedMemberText()}</span>
        ) : (
          <bdi className={styles.author}>{author}</bdi>
        )}
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
      {comment.hidden && <HiddenNotice hidden={comment.hidden} kind="comment" className={styles.hidden} />}
      <CommentText text={comment.text} />
      {(canReply || canReport || comment.mine) && (
        <div className={styles.actions}>
          {canReply && (
            <button
              ref={replyButtonRef}
              type="button"
              className={styles.action}
              aria-expanded={replyOpen}
              aria-label={
                authorGone
                  ? translate({
                      id: 'comments.action.replyToDeletedMember',
                      message: 'Reply to the comment of a deleted member',
                      description: 'Reply button name; the author deleted their account',
                    })
                  : translate(
                      {
                        id: 'comments.action.replyTo',
                        message: 'Reply to {name}',
                        description: 'Accessible name of the reply button of a comment',
                      },
                      { name: author },
                    )
              }
              onClick={onReply}
            >
              {translate({
                id: 'comments.action.reply',
                message: 'Reply',
                description: 'Button that opens the reply form under a comment',
              })}
            </button>
          )}
          {canReport && (
            <ReportButton
              kind="comment"
              id={comment.id}
              mine={comment.mine}
              visitors="hide"
              className={styles.action}
              label={
                authorGone
                  ? translate({
                      id: 'comments.action.reportDeletedMember',
                      message: 'Report the comment of a deleted member',
                      description: 'Report button name; the author deleted their account (start with the word Report)',
                    })
                  : translate(
                      {
                        id: 'comments.action.reportNamed',
                        message: 'Report the comment by {name}',
                        description: 'Report button name; {name} = author (start with the word Report)',
                      },
                      { name: author },
                    )
              }
            />
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
