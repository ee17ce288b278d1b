import { useId, useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import type { FavoriteItem } from '@site/src/api/contract';
import { useFavoriteList, useRemoveFavorite } from '@site/src/api/queries/favorites';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { createSearchIndex } from '@site/src/prompts/search';
import { communityPromptPath } from '@site/src/navigation/communityPaths';
import { byAuthor, loadingText } from '@site/src/i18n/common';
import { useToast } from '@site/src/components/AntdArea';
import CardSkeleton from '@site/src/components/CardSkeleton';
import CopyButton from '@site/src/components/CopyButton';
import ListFooter from '@site/src/components/ListFooter';
import { nextPageOf } from '@site/src/components/ListFooter/nextPage';
import LiveUnavailable from '@site/src/components/LiveUnavailable';
import MembersOnly from '@site/src/components/MembersOnly';
import { useCuratedPrompts, type CuratedEntry } from './useCuratedPrompts';
import styles from './styles.module.css';

/** What a favorite shows, whichever its kind: undefined fields while a curated prompt's data loads. */
interface Shown {
  item: FavoriteItem;
  key: string;
  href?: string;
  title?: string;
  remark?: string | null;
  text?: string;
  author?: string;
}

function describe(item: FavoriteItem, curated: CuratedEntry | undefined): Shown {
  const key = `${item.kind}-${item.ref}`;
  if (item.kind === 'community') {
    const prompt = item.available ? item.prompt : undefined;
    return prompt
      ? {
          item,
          key,
          href: communityPromptPath(item.ref),
          title: prompt.title,
          remark: prompt.remark,
          text: prompt.description,
          author: prompt.author.username,
        }
      : { item, key };
  }
  const base = { item, key, href: `/prompt/${item.ref}` };
  if (!curated || curated === 'failed') return base;
  return { ...base, title: curated.title, remark: curated.remark, text: curated.text ?? curated.english.text };
}

function FavoriteCard({ shown, curatedFailed }: { shown: Shown; curatedFailed: boolean }) {
  const remove = useRemoveFavorite();
  const toast = useToast();
  const { item } = shown;
  const titleId = `favorite-${shown.key}-title`;
  const unavailable = !item.available;
  const fallbackTitle =
    item.kind === 'curated'
      ? translate(
          {
            id: 'favorites.curatedNumber',
            message: 'Prompt #{number}',
            description: 'Title of a curated favorite whose data is not loaded; {number} is its number',
          },
          { number: item.ref },
        )
      : translate(
          {
            id: 'favorites.communityNumber',
            message: 'Community prompt #{number}',
            description: 'Title of a community favorite that is no longer available; {number} is its id',
          },
          { number: item.ref },
        );
  const title = shown.title ?? fallbackTitle;
  const kindLabel =
    item.kind === 'curated'
      ? translate({
          id: 'favorites.kind.curated',
          message: 'Prompt library',
          description: 'Badge of a favorite from the curated prompt library',
        })
      : translate({
          id: 'favorites.kind.community',
          message: 'Community',
          description: 'Badge of a favorite shared by a member',
        });

  const onRemove = () =>
    remove.mutate(
      { kind: item.kind, ref: item.ref },
      {
        onSuccess: () =>
          toast.success(
            translate({
              id: 'favorite.removed',
              message: 'Removed from favorites',
              description: 'Message after removing a prompt from my favorites',
            }),
          ),
        onError: (error) => toast.error(apiErrorMessage(error, 'submit')),
      },
    );

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <span className={styles.kind}>{kindLabel}</span>
      <h2 className={styles.title} id={titleId} dir="auto">
        {unavailable || !shown.href ? title : <Link to={shown.href}>{title}</Link>}
      </h2>
      {unavailable ? (
        <p className={styles.gone}>
          {translate({
            id: 'favorites.unavailable',
            message: 'This prompt was deleted or is no longer shared.',
            description: 'A community favorite that its author deleted or stopped sharing',
          })}
        </p>
      ) : (
        <>
          {shown.remark && (
            <p className={styles.remark} dir="auto">
              {shown.remark}
            </p>
          )}
          {shown.text !== undefined ? (
            <p className={styles.preview} dir="auto">
              {shown.text}
            </p>
          ) : (
            <p className={styles.remark} aria-busy={!curatedFailed}>
              {curatedFailed
                ? translate({
                    id: 'favorites.curatedFailed',
                    message: 'Its text could not be loaded: open it to read it.',
                    description: 'A curated favorite whose data failed to load',
                  })
                : loadingText()}
            </p>
          )}
          {shown.author && <p className={styles.meta}>{byAuthor(shown.author)}</p>}
        </>
      )}
      <div className={styles.actions}>
        {shown.text !== undefined && !unavailable && <CopyButton getText={() => shown.text ?? ''} />}
        <Button
          size="small"
          danger
          onClick={onRemove}
          loading={remove.isPending}
          aria-label={translate(
            {
              id: 'favorites.removeNamed',
              message: 'Remove “{title}” from favorites',
              description: 'Accessible name of the remove button of a favorite',
            },
            { title },
          )}
        >
          {translate({
            id: 'favorites.remove',
            message: 'Remove',
            description: 'Button that removes a prompt from my favorites',
          })}
        </Button>
      </div>
    </article>
  );
}

function MemberFavorites() {
  const favorites = useFavoriteList(true);
  const searchId = useId();
  const searchLabel = translate({
    id: 'favorites.search',
    message: 'Search my favorites',
    description: 'Placeholder and label of the search over my favorites',
  });
  const [query, setQuery] = useState('');
  const items = useMemo(() => favorites.data?.pages.flatMap((page) => page.items) ?? [], [favorites.data]);
  const curatedIds = useMemo(() => items.filter((item) => item.kind === 'curated').map((item) => item.ref), [items]);
  const curated = useCuratedPrompts(curatedIds);
  const shown = useMemo(
    () => items.map((item) => describe(item, item.kind === 'curated' ? curated[item.ref] : undefined)),
    [items, curated],
  );
  const matches = useMemo(
    () =>
      createSearchIndex(shown, (entry) =>
        [entry.title, entry.remark, entry.text, entry.author].filter(Boolean).join('\n'),
      )(query),
    [shown, query],
  );

  if (favorites.isPending) return <CardSkeleton count={2} />;
  if (favorites.isError && !favorites.data) {
    return <LiveUnavailable part="favorites" onRetry={() => void favorites.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>
          {translate({
            id: 'favorites.none',
            message: 'No favorites yet. Press the star on a prompt to keep it here.',
            description: 'My favorites is empty',
          })}
        </p>
        <div className={styles.links}>
          <Link className="button button--secondary button--sm" to="/">
            {translate({
              id: 'favorites.browseLibrary',
              message: 'Browse the prompt library',
              description: 'Link from an empty favorites list to the home page',
            })}
          </Link>
          <Link className="button button--secondary button--sm" to="/community-prompts">
            {translate({
              id: 'favorites.browseCommunity',
              message: 'Browse community prompts',
              description: 'Link from an empty favorites list to the community page',
            })}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.favorites}>
      <Input
        id={searchId}
        className={styles.search}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        allowClear
        placeholder={searchLabel}
        aria-label={searchLabel}
      />
      {matches.length === 0 ? (
        <p className={styles.empty} role="status">
          {translate({
            id: 'favorites.noMatch',
            message: 'None of your favorites shown here matches this search.',
            description: 'Search over my favorites found nothing',
          })}
        </p>
      ) : (
        <ul className={styles.grid}>
          {matches.map((entry) => (
            <li key={entry.key}>
              <FavoriteCard
                shown={entry}
                curatedFailed={entry.item.kind === 'curated' && curated[entry.item.ref] === 'failed'}
              />
            </li>
          ))}
        </ul>
      )}
      <ListFooter {...nextPageOf(favorites)} />
    </div>
  );
}

/**
 * My favorites, both kinds, newest first: search over what is loaded, "show
 * more", copy and remove. A community prompt its author deleted or stopped
 * sharing stays listed with a note, so it can still be removed. Visitors are
 * asked to sign in and come back.
 */
export default function FavoritesList() {
  return (
    <MembersOnly
      invite={translate({
        id: 'favorites.visitor',
        message: 'Sign in to keep the prompts you like, from the library and the community, in one place.',
        description: 'My favorites for a visitor',
      })}
      loading={<CardSkeleton count={2} />}
    >
      {() => <MemberFavorites />}
    </MembersOnly>
  );
}
