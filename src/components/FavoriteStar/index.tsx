import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { TargetKind } from '@site/src/api/contract';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { useFavorited, useToggleFavorite } from '@site/src/api/queries/favorites';
import { useSession } from '@site/src/api/queries/session';
import { signInPath } from '@site/src/navigation/redirect';
import { useGoTo } from '@site/src/hooks/useGoTo';
import { useToast } from '@site/src/components/AntdArea';
import CompactUnavailable from '@site/src/components/CompactUnavailable';
import styles from './styles.module.css';

interface Props {
  kind: TargetKind;
  id: number;
  /** Whether it is a favorite, as a community answer says (the prompt's `favorited`): shown and changed there, no request of its own. */
  listed?: boolean;
}

/**
 * The favorite star of a prompt: pressed when the prompt is among my
 * favorites. The change shows at once, is confirmed with a message and undone
 * with one when the server refuses it; visitors go to sign in and come back
 * here. Renders inside an AntdArea with queries.
 */
export default function FavoriteStar({ kind, id, listed }: Props) {
  const session = useSession();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const signIn = useBaseUrl(signInPath(pathname, search));
  const goTo = useGoTo();
  const signedIn = session.status === 'signedIn';
  const favorite = useFavorited(kind, id, { enabled: signedIn, listed });
  const toggle = useToggleFavorite();
  const label = translate({
    id: 'favorite.label',
    message: 'Favorite',
    description: 'Star button that adds a prompt to my favorites or, when pressed, removes it',
  });

  if (signedIn && favorite.failed) {
    return <CompactUnavailable part="favorites" onRetry={favorite.retry} />;
  }

  const favorited = signedIn ? (favorite.favorited ?? false) : false;
  const known = !signedIn || favorite.favorited !== undefined;
  const press = () => {
    if (session.status === 'signedOut') {
      goTo(signIn);
      return;
    }
    if (session.status === 'loading' || (signedIn && !known)) return;
    const next = !favorited;
    toggle.mutate(
      { kind, ref: id, favorite: next },
      {
        onSuccess: () =>
          toast.success(
            next
              ? translate({
                  id: 'favorite.added',
                  message: 'Added to favorites',
                  description: 'Message after adding a prompt to my favorites',
                })
              : translate({
                  id: 'favorite.removed',
                  message: 'Removed from favorites',
                  description: 'Message after removing a prompt from my favorites',
                }),
          ),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );
  };

  return (
    <button
      type="button"
      className={clsx(styles.star, favorited && styles.on)}
      aria-pressed={favorited}
      aria-label={label}
      aria-busy={known ? undefined : true}
      title={label}
      onClick={press}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={favorited ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
