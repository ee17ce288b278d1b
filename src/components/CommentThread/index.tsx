import { useId, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale } from '@site/src/i18n/plural';
import type { Comment, Reply, TargetKind } from '@site/src/api/contract';
import { useCommentThreads, useDeleteComment, usePostComment } from '@site/src/api/queries/comments';
import { useSession } from '@site/src/api/queries/session';
import { useShownMember } from '@site/src/hooks/useShownMember';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { signInPath } from '@site/src/navigation/redirect';
import { cancelText } from '@site/src/i18n/common';
import { readDraft, writeDraft } from './drafts';
import { useToast } from '@site/src/components/AntdArea';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { nextPageOf } from '@site/src/components/ListFooter/nextPage';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import CommentForm from './LazyCommentForm';
import { useLazyConfirm } from './useLazyConfirm';
import ThreadView, { type ThreadActions } from './ThreadView';
import styles from './styles.module.css';

interface Props {
  kind: TargetKind;
  id: number;
}

const commentsLabel = () =>
  translate({ id: 'comments.heading', message: 'Comments', description: 'Heading of the comment thread of a prompt' });

/**
 * The comments of a curated or community prompt: newest first, a page at a
 * time, each with its replies. Members comment, reply and delete their own;
 * visitors read and are offered to sign in and come back. Renders inside the
 * caller's `<AntdArea withQueries>`.
 */
export default function CommentThread({ kind, id }: Props) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const [confirm, modalHolder] = useLazyConfirm();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [replyDrafts] = useState(() => new Map<number, string>());

  // A session that ended while writing keeps the form (and its text): the post then asks to sign in again.
  const member = useShownMember(session);

  // Who reads decides the `mine` flags: wait until the session is known rather than read twice.
  const threads = useCommentThreads(kind, id, session.status !== 'loading');
  const post = usePostComment(kind, id);
  const remove = useDeleteComment(kind, id);
  const draftKey = `${kind}:${id}`;
  const [draft] = useState(() => readDraft(draftKey));

  const sendComment = (text: string) =>
    post.mutateAsync({ text }).then(() => {
      toast.success(
        translate({
          id: 'comments.success.posted',
          message: 'Comment posted.',
          description: 'Message after posting a comment',
        }),
      );
    });

  const reply: ThreadActions['reply'] = (text, parentId, threadId) =>
    post.mutateAsync({ text, parentId, threadId }).then(({ comment }) => {
      toast.success(
        translate({
          id: 'comments.success.replied',
          message: 'Reply posted.',
          description: 'Message after posting a reply',
        }),
      );
      return comment;
    });

  const confirmRemove: ThreadActions['remove'] = (comment: Comment | Reply, onDeleted) =>
    confirm({
      title: translate({
        id: 'comments.delete.title',
        message: 'Delete this comment?',
        description: 'Title of the confirmation before deleting my comment',
      }),
      content: translate({
        id: 'comments.delete.text',
        message: 'This cannot be undone. Replies to it stay, under a note that it was deleted.',
        description: 'Text of the confirmation before deleting my comment',
      }),
      okText: translate({
        id: 'comments.action.delete',
        message: 'Delete',
        description: 'Button that deletes my own comment',
      }),
      // antd spaces out two-character CJK labels ("删 除"), which screen readers then read apart.
      okButtonProps: { danger: true, autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      cancelText: cancelText(),
      onOk: () =>
        remove.mutateAsync(comment.id).then(
          () => {
            onDeleted();
            toast.success(
              translate({
                id: 'comments.success.deleted',
                message: 'Comment deleted.',
                description: 'Message after deleting my comment',
              }),
            );
            heading.current?.focus();
          },
          (error: unknown) => toast.error(apiErrorMessage(error, 'submit')),
        ),
    });

  const actions: ThreadActions = { reply, remove: confirmRemove, drafts: replyDrafts };
  const pages = threads.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages.at(-1)?.total;
  const retry = () => {
    if (session.status === 'unavailable') session.retry();
    void threads.refetch();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {modalHolder}
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {total === undefined
          ? commentsLabel()
          : translate(
              {
                id: 'comments.headingCount',
                message: 'Comments ({count})',
                description: 'Heading of the comment thread with the number of comments',
              },
              { count: formatCount(pageLocale(), total) },
            )}
      </h2>

      {member ? (
        <>
          {session.expired && !session.user && (
            <p className={styles.notice} role="status">
              {translate({
                id: 'comments.sessionEnded',
                message: 'Your session has ended. Sign in again to post; what you typed is kept.',
                description: 'Shown over the comment form when the session ended while writing',
              })}{' '}
              <Link to={signInPath(pathname, search)}>
                {translate({
                  id: 'comments.signInAgain',
                  message: 'Sign in again',
                  description: 'Link to the sign-in page when the session ended',
                })}
              </Link>
            </p>
          )}
          <CommentForm
            mode="comment"
            name={`comment-${kind}-${id}`}
            label={translate({
              id: 'comments.field.comment',
              message: 'Your comment',
              description: 'Label of the comment field',
            })}
            initialText={draft}
            onTextChange={(text) => writeDraft(draftKey, text)}
            send={sendComment}
          />
        </>
      ) : (
        session.status === 'signedOut' && (
          <p className={styles.signIn}>
            <Link className="button button--secondary button--sm" to={signInPath(pathname, search)}>
              {translate({
                id: 'comments.signIn',
                message: 'Sign in to comment',
                description: 'Link for visitors under the comments, to the sign-in page and back',
              })}
            </Link>
          </p>
        )
      )}

      {threads.isError && !threads.data && <LiveUnavailable part="comments" onRetry={retry} />}
      {threads.isPending && (
        <p aria-busy="true" className={styles.muted}>
          {translate({
            id: 'comments.loading',
            message: 'Loading comments…',
            description: 'Shown while the comments load',
          })}
        </p>
      )}
      {threads.data && items.length === 0 && (
        <p className={styles.muted}>
          {translate({ id: 'comments.empty', message: 'No comments yet.', description: 'The prompt has no comments' })}
        </p>
      )}
      {items.length > 0 && (
        <ol className={styles.threads}>
          {items.map((thread) => (
            <ThreadView
              key={thread.id}
              kind={kind}
              targetId={id}
              thread={thread}
              signedIn={Boolean(member)}
              actions={actions}
            />
          ))}
        </ol>
      )}
      <AntdListFooter
        {...nextPageOf(threads)}
        label={translate({
          id: 'comments.action.loadMore',
          message: 'Load more comments',
          description: 'Button under the comments that loads older ones',
        })}
        className={styles.loadMore}
        errorClassName={styles.inlineError}
      />
    </section>
  );
}
