import clsx from 'clsx';
import { useId } from 'react';
import { translate } from '@docusaurus/Translate';
import { formatCount, pageLocale } from '@site/src/i18n/plural';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { TargetKind } from '@site/src/api/contract';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { useSession } from '@site/src/api/queries/session';
import { useSetVote, useVoteCounts } from '@site/src/api/queries/votes';
import { nextVote, type VoteCounts } from '@site/src/api/voteCounts';
import { signInPath } from '@site/src/navigation/redirect';
import { useGoTo } from '@site/src/hooks/useGoTo';
import { useToast } from '@site/src/components/AntdArea';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import CompactUnavailable from '@site/src/components/CompactUnavailable';
import styles from './styles.module.css';

interface Props {
  kind: TargetKind;
  id: number;
  /** The counts a community answer carries (the prompt itself): shown and changed there, no request of their own. */
  listed?: VoteCounts;
  size?: 'small' | 'default';
  /** The viewer wrote this prompt: nobody votes on their own, so the buttons are inactive and say why. */
  own?: boolean;
}

const ownPromptMessage = () =>
  translate({
    id: 'vote.ownPrompt',
    message: 'You can’t vote on your own prompt.',
    description:
      'Why the vote buttons of a prompt are inactive for its author (also shown when the server refuses such a vote)',
  });

const groupLabel = () =>
  translate({
    id: 'vote.group',
    message: 'Votes',
    description: 'Label of the up/down vote buttons of a prompt (also names them when they are unavailable)',
  });

interface VoteButtonProps {
  direction: 'up' | 'down';
  /** My vote now: 1, -1 or 0. */
  myVote: number;
  /** The id of the note saying why the button is inactive; none when it is active. */
  inactiveNote?: string;
  onPress: (value: 1 | -1) => void;
}

/** One of the two buttons, an arrow that shows pressed while it is my vote. */
function VoteButton({ direction, myVote, inactiveNote, onPress }: VoteButtonProps) {
  const up = direction === 'up';
  const value = up ? 1 : -1;
  return (
    <button
      type="button"
      className={clsx(styles.button, styles[direction])}
      aria-pressed={myVote === value}
      aria-disabled={inactiveNote ? true : undefined}
      aria-describedby={inactiveNote}
      aria-label={
        up
          ? translate({
              id: 'vote.up',
              message: 'Vote up',
              description: 'Button that votes a prompt up (pressed again: takes the vote back)',
            })
          : translate({
              id: 'vote.down',
              message: 'Vote down',
              description: 'Button that votes a prompt down (pressed again: takes the vote back)',
            })
      }
      onClick={() => onPress(value)}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={up ? 'M8 3 14 11H2z' : 'M8 13 2 5h12z'} fill="currentColor" />
      </svg>
    </button>
  );
}

function Unavailable({ compact, onRetry }: { compact: boolean; onRetry: () => void }) {
  return compact ? (
    <CompactUnavailable part="votes" onRetry={onRetry} />
  ) : (
    <LiveUnavailable part="votes" onRetry={onRetry} />
  );
}

/**
 * Up and down votes with the score between them. Pressing my vote again takes
 * it back, the other button switches; the change shows at once and is undone
 * with a message when the server refuses it. Visitors go to sign in and come
 * back here. On one's own prompt the buttons stay focusable but inactive
 * (aria-disabled), described by why. Renders inside an AntdArea with queries
 * (toasts, react-query).
 */
export default function VoteButtons({ kind, id, listed, size = 'default', own = false }: Props) {
  const ownNoteId = useId();
  const session = useSession();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const signIn = useBaseUrl(signInPath(pathname, search));
  const goTo = useGoTo();
  const vote = useVoteCounts(kind, id, listed);
  const setVote = useSetVote(kind, id);
  const compact = size === 'small';

  if (vote.failed) return <Unavailable compact={compact} onRetry={vote.retry} />;

  const state = vote.counts;
  const myVote = state?.myVote ?? 0;
  const inactiveNote = own ? ownNoteId : undefined;
  const press = (pressed: 1 | -1) => {
    if (own) return;
    if (session.status === 'signedOut') {
      goTo(signIn);
      return;
    }
    // While the session is unknown, wait; when it could not be read, the server decides (401: "Please log in first").
    if (session.status === 'loading' || !state) return;
    setVote.mutate(
      { from: state, value: nextVote(state.myVote, pressed) },
      {
        // A vote is refused (403) only on one's own prompt, when this page did not know it was.
        onError: (error) =>
          toast.error(
            (error as { code?: unknown } | null)?.code === 'FORBIDDEN' ? ownPromptMessage() : apiErrorMessage(error),
          ),
      },
    );
  };
  const summary = state
    ? translate(
        {
          id: 'vote.summary',
          message: 'Score {score}: {ups} up, {downs} down',
          description: 'Score of a prompt with its numbers of up and down votes',
        },
        {
          score: formatCount(pageLocale(), state.score),
          ups: formatCount(pageLocale(), state.ups),
          downs: formatCount(pageLocale(), state.downs),
        },
      )
    : undefined;

  return (
    <div
      role="group"
      aria-label={groupLabel()}
      aria-busy={state ? undefined : true}
      title={own ? ownPromptMessage() : undefined}
      className={clsx(styles.votes, compact && styles.small, own && styles.inactive)}
    >
      <VoteButton direction="up" myVote={myVote} inactiveNote={inactiveNote} onPress={press} />
      <span className={styles.score} title={summary}>
        <span aria-hidden="true" data-testid="vote-score">
          {state ? state.score : '·'}
        </span>
        {summary && <span className={styles.srOnly}>{summary}</span>}
      </span>
      <VoteButton direction="down" myVote={myVote} inactiveNote={inactiveNote} onPress={press} />
      {own && (
        <span id={ownNoteId} className={styles.srOnly}>
          {ownPromptMessage()}
        </span>
      )}
    </div>
  );
}
