import { translate } from '@docusaurus/Translate';
import type { HiddenState } from '@site/src/api/contract';
import Notice from '@site/src/components/Notice';
import styles from './styles.module.css';

export interface HiddenNoticeProps {
  hidden: HiddenState;
  kind: 'prompt' | 'comment';
  /** A card's narrow space: the title alone, as a label; the prompt's page and my list say more. */
  compact?: boolean;
  className?: string;
}

const hiddenTitle = () =>
  translate({
    id: 'moderation.hidden.title',
    message: 'Hidden by a moderator',
    description: 'Shown to the author on their prompt or comment that moderators (or reports) hid from the community',
  });

/**
 * What the author of a hidden prompt or comment sees on it (nobody else gets it from the
 * server, moderators aside): that it is hidden, that others no longer see it, and the
 * moderator's note. A notice, not an error: nothing failed.
 */
export default function HiddenNotice({ hidden, kind, compact = false, className }: HiddenNoticeProps) {
  if (compact) return <p className={`${styles.label} ${className ?? ''}`}>{hiddenTitle()}</p>;
  const who =
    kind === 'prompt'
      ? translate({
          id: 'moderation.hidden.promptText',
          message: 'Only you and the moderators can see this prompt now: it no longer appears in the community.',
          description: 'Under "Hidden by a moderator" on the author’s hidden community prompt',
        })
      : translate({
          id: 'moderation.hidden.commentText',
          message: 'Only you and the moderators can see this comment now.',
          description: 'Under "Hidden by a moderator" on the author’s hidden comment',
        });
  const note = hidden.note?.trim();
  return (
    <Notice
      type="warning"
      className={className}
      title={hiddenTitle()}
      description={
        <>
          <span>{who}</span>
          {note && (
            <span className={styles.note}>
              {translate(
                {
                  id: 'moderation.hidden.note',
                  message: 'Note from the moderators: {note}',
                  description: "Under a hidden prompt or comment; {note} is the moderator's note to the author",
                },
                { note },
              )}
            </span>
          )}
        </>
      }
    />
  );
}
