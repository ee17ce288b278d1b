import { useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale } from '@site/src/i18n/plural';
import type { Comment, Reply, TargetKind } from '@site/src/api/contract';
import { useMoreReplies } from '@site/src/api/queries/comments';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import CommentForm from './LazyCommentForm';
import CommentItem from './CommentItem';
import styles from './styles.module.css';

export interface ThreadActions {
  /** Posts a reply to `parentId` in this thread; resolves with the posted reply. */
  reply: (text: string, parentId: number, threadId: number) => Promise<Reply>;
  /** Asks for confirmation, deletes, and calls `onDeleted` when the server has. */
  remove: (comment: Comment | Reply, onDeleted: () => void) => void;
  /** Reply drafts by the id answered, so that closing a form by opening another loses nothing. */
  drafts: Map<number, string>;
}

interface Props {
  kind: TargetKind;
  targetId: number;
  thread: Comment;
  signedIn: boolean;
  actions: ThreadActions;
}

function withoutDuplicates(replies: Reply[]): Reply[] {
  const seen = new Set<number>();
  return replies.filter((reply) => (seen.has(reply.id) ? false : (seen.add(reply.id), true)));
}

/**
 * A top comment and its replies (oldest first): the ones it came with, more
 * on demand, and the ones I just posted, which stay at the end until the
 * replies before them are loaded.
 */
export default function ThreadView({ kind, targetId, thread, signedIn, actions }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [posted, setPosted] = useState<Reply[]>([]);
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
  const more = useMoreReplies(kind, targetId, thread.id, thread.repliesCursor, expanded);

  const loaded = withoutDuplicates([...thread.replies, ...(more.data?.pages.flatMap((page) => page.items) ?? [])]);
  const loadedIds = new Set(loaded.map((reply) => reply.id));
  const justPosted = posted.filter((reply) => !loadedIds.has(reply.id));
  const remaining = Math.max(0, thread.replyCount - loaded.length - justPosted.length);
  // A first page that failed keeps the button, which then tries again.
  const hasMore = expanded
    ? more.hasNextPage || more.isPending || (more.isError && !more.data)
    : thread.repliesCursor !== null;
  const showMore = () => {
    if (!expanded) setExpanded(true);
    else if (!more.data) void more.refetch();
    else void more.fetchNextPage();
  };

  const closeReply = (id: number) => {
    setReplyingTo(null);
    replyButtons.current.get(id)?.focus();
  };

  const render = (comment: Comment | Reply) => (
    <>
      <CommentItem
        comment={comment}
        canReply={signedIn && !comment.deleted}
        canReport={signedIn && !comment.deleted && !comment.mine}
        replyOpen={replyingTo === comment.id}
        onReply={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
        onDelete={() =>
          actions.remove(comment, () => {
            setPosted((list) => list.filter((reply) => reply.id !== comment.id));
            actions.drafts.delete(comment.id);
          })
        }
        replyButtonRef={(button) => {
          if (button) replyButtons.current.set(comment.id, button);
          else replyButtons.current.delete(comment.id);
        }}
      />
      {signedIn && replyingTo === comment.id && !comment.deleted && (
        <CommentForm
          mode="reply"
          name={`reply-${kind}-${targetId}-${comment.id}`}
          label={
            comment.authorDeleted
              ? translate({
                  id: 'comments.field.replyToDeletedMember',
                  message: 'Your reply to a deleted member',
                  description: 'Reply field label; the author deleted their account',
                })
              : translate(
                  {
                    id: 'comments.field.reply',
                    message: 'Your reply to {name}',
                    description: 'Label of the reply field; {name} is whom it answers',
                  },
                  { name: comment.author?.username ?? '' },
                )
          }
          initialText={actions.drafts.get(comment.id) ?? ''}
          onTextChange={(text) => actions.drafts.set(comment.id, text)}
          send={(text) =>
            actions.reply(text, comment.id, thread.id).then((reply) => setPosted((list) => [...list, reply]))
          }
          onPosted={() => {
            actions.drafts.delete(comment.id);
            closeReply(comment.id);
          }}
          onCancel={() => closeReply(comment.id)}
          autoFocus
        />
      )}
    </>
  );

  return (
    <li className={styles.thread}>
      {render(thread)}
      {(loaded.length > 0 || justPosted.length > 0 || hasMore) && (
        <ol className={styles.replies}>
          {loaded.map((reply) => (
            <li key={reply.id}>{render(reply)}</li>
          ))}
          {hasMore && (
            <li className={styles.moreReplies}>
              <AntdListFooter
                size="small"
                hasMore
                loading={expanded && more.isFetching}
                error={more.isError ? more.error : null}
                onMore={showMore}
                label={translate(
                  {
                    id: 'comments.action.moreReplies',
                    message: 'More replies ({count})',
                    description: 'Button that loads more replies of a thread; {count} is how many are not shown',
                  },
                  { count: formatCount(pageLocale(), remaining) },
                )}
                errorClassName={styles.inlineError}
              />
            </li>
          )}
          {justPosted.map((reply) => (
            <li key={reply.id}>{render(reply)}</li>
          ))}
        </ol>
      )}
    </li>
  );
}
