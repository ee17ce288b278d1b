import { lazy, Suspense, useRef, useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { ModeratedKind } from '@site/src/api/contract';
import { useSession } from '@site/src/api/queries/session';
import { signInPath } from '@site/src/navigation/redirect';
import { useGoTo } from '@site/src/hooks/useGoTo';
import styles from './styles.module.css';

// The dialog (antd Modal, Radio, TextArea and the typed client) loads when a member first opens it.
const ReportDialog = lazy(() => import('./ReportDialog'));

interface Props {
  kind: ModeratedKind;
  id: number;
  /** The item is the reader's own: nobody reports themselves, so there is no button. */
  mine: boolean;
  /** The button's accessible name, naming the item ("Report the comment by alice"); it starts with the visible word. */
  label: string;
  /** 'text' shows the word, 'icon' a flag (cards, where the row of actions is narrow). */
  look?: 'text' | 'icon';
  /** Visitors: 'signIn' offers the action and sends them to sign in and back (as votes and the star do), 'hide' leaves it out (as replies do). */
  visitors?: 'signIn' | 'hide';
  className?: string;
}

/**
 * The "Report" action of a community prompt or a comment, for signed-in members on other
 * people's items: it opens the report dialog, and focus comes back here when it closes.
 * Renders inside an AntdArea.
 */
export default function ReportButton({ kind, id, mine, label, look = 'text', visitors = 'signIn', className }: Props) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const signIn = useBaseUrl(signInPath(pathname, search));
  const goTo = useGoTo();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const signedIn = session.status === 'signedIn';
  if (mine || (!signedIn && visitors === 'hide')) return null;

  const word = translate({
    id: 'report.action.report',
    message: 'Report',
    description: 'Button that reports a comment or community prompt to the moderators',
  });
  const press = () => {
    if (session.status === 'signedOut') {
      goTo(signIn);
      return;
    }
    if (!signedIn) return;
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(look === 'icon' ? styles.iconButton : styles.wordButton, className)}
        aria-label={label}
        aria-haspopup="dialog"
        title={look === 'icon' ? label : undefined}
        onClick={press}
      >
        {look === 'icon' ? (
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 21V4m0 0h11l-2 4 2 4H5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          word
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            id={id}
            open={open}
            onClose={() => setOpen(false)}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
