/**
 * The extension's one shape of a prompt, whatever it comes from: the bundled curated catalogue
 * (`/catalog/<locale>.json`, src/api/contract/catalog.ts), my prompts, my favorites and the
 * community prompts of the API (src/api/contract/prompts.ts, favorites.ts, community.ts). The
 * picker, the side panel and the search read only this. Types come from the contract with
 * `import type`, so no zod schema is bundled with the picker.
 */
import type { CatalogDocument, CatalogPrompt } from '@site/src/api/contract/catalog';
import type { CommunityListItem, CommunityPrompt } from '@site/src/api/contract/community';
import type { FavoriteItem } from '@site/src/api/contract/favorites';
import type { Prompt } from '@site/src/api/contract/prompts';
import type { TargetKind } from '@site/src/api/contract/targets';
import type { VoteValue } from '@site/src/api/contract/votes';
import { extractVariables, variableLabel } from '@site/src/prompts/variables';

/** Where an item comes from, as the picker and the panel label it. */
export type LibrarySource = 'curated' | 'mine' | 'favorite' | 'community';

/** A placeholder of the text and its fill-in label in the UI's language (or its readable name). */
export interface LibraryVariable {
  name: string;
  label: string;
}

/** What votes and favorites are about (src/api/contract/targets.ts): a curated number or a community id. */
export interface LibraryTarget {
  kind: TargetKind;
  ref: number;
}

/** The member's standing towards a community prompt, as the API answered it. */
export interface LibraryStanding {
  score: number;
  myVote: VoteValue;
  favorited: boolean;
}

export interface LibraryItem {
  /** Unique among the items of one list: `<source>:<id>` (a favorite adds its target's kind). */
  key: string;
  source: LibrarySource;
  /** The curated prompt's number (curated prompts and favorites of one). */
  number?: number;
  /** The API's id of my prompt or of a community prompt. */
  id?: number;
  title: string;
  /** The text to fill and insert. */
  text: string;
  /** True when `text` is only the start of the prompt (a community list answer): fetch the whole before use. */
  partial?: boolean;
  /** The English text of a curated prompt, searched too (as the site's library does). */
  textEn?: string;
  /** The curated prompt's role, or the remark of a member's prompt. */
  role?: string;
  /** Category names in the catalogue's language. */
  tags: string[];
  variables: LibraryVariable[];
  /** What a vote or a star is about; none for my own prompts that are not shared. */
  target?: LibraryTarget;
  /** A community prompt's author. */
  author?: string;
  standing?: LibraryStanding;
}

/** The key of a target, to find the same prompt among several sources. */
export const targetKey = (target: LibraryTarget) => `${target.kind}:${target.ref}`;

/** Variables of a text a member wrote: the names as labels. */
const variablesOfText = (text: string): LibraryVariable[] =>
  extractVariables(text).map((name) => ({ name, label: variableLabel(name) }));

export function curatedItem(prompt: CatalogPrompt, source: 'curated' | 'favorite' = 'curated'): LibraryItem {
  return {
    key: `${source === 'curated' ? 'curated' : 'favorite:curated'}:${prompt.id}`,
    source,
    number: prompt.id,
    title: prompt.title,
    text: prompt.text,
    textEn: prompt.textEn,
    role: prompt.role,
    tags: prompt.tags.map((tag) => tag.label),
    variables: prompt.variables.map(({ name, label }) => ({ name, label })),
    target: { kind: 'curated', ref: prompt.id },
  };
}

/** Every curated prompt of a catalogue, by number. */
export const curatedItems = (catalogue: CatalogDocument): LibraryItem[] =>
  catalogue.prompts.map((prompt) => curatedItem(prompt));

export function myPromptItem(prompt: Prompt): LibraryItem {
  return {
    key: `mine:${prompt.id}`,
    source: 'mine',
    id: prompt.id,
    title: prompt.title,
    text: prompt.description,
    role: prompt.remark ?? undefined,
    tags: [],
    variables: variablesOfText(prompt.description),
    target: prompt.shared ? { kind: 'community', ref: prompt.id } : undefined,
  };
}

export function communityItem(
  prompt: CommunityPrompt | CommunityListItem,
  source: 'community' | 'favorite' = 'community',
): LibraryItem {
  const partial = 'descriptionComplete' in prompt && !prompt.descriptionComplete;
  return {
    key: `${source === 'community' ? 'community' : 'favorite:community'}:${prompt.id}`,
    source,
    id: prompt.id,
    title: prompt.title,
    text: prompt.description,
    ...(partial ? { partial: true } : {}),
    role: prompt.remark ?? undefined,
    tags: [],
    variables: variablesOfText(prompt.description),
    target: { kind: 'community', ref: prompt.id },
    author: prompt.author.username,
    standing: { score: prompt.score, myVote: prompt.myVote, favorited: prompt.favorited },
  };
}

/**
 * My favorites as items: a curated favorite is read from the catalogue (in its language), a
 * community one from the prompt the API inlines; favorites no longer available are left out.
 */
export function favoriteItems(favorites: readonly FavoriteItem[], catalogue: CatalogDocument): LibraryItem[] {
  const byNumber = new Map(catalogue.prompts.map((prompt) => [prompt.id, prompt]));
  const items: LibraryItem[] = [];
  for (const favorite of favorites) {
    if (!favorite.available) continue;
    if (favorite.kind === 'curated') {
      const prompt = byNumber.get(favorite.ref);
      if (prompt) items.push(curatedItem(prompt, 'favorite'));
    } else if (favorite.prompt) {
      items.push(communityItem(favorite.prompt, 'favorite'));
    }
  }
  return items;
}

export interface LibrarySources {
  curated: readonly LibraryItem[];
  mine?: readonly LibraryItem[];
  favorites?: readonly LibraryItem[];
  community?: readonly LibraryItem[];
}

/**
 * One list over every source, each prompt once: mine first, then my favorites, the curated
 * prompts and the community. A prompt met again under a later source (a curated prompt I
 * starred, my own shared prompt in the community list) keeps its first place.
 */
export function combineLibrary(sources: LibrarySources): LibraryItem[] {
  const seen = new Set<string>();
  const items: LibraryItem[] = [];
  for (const list of [sources.mine, sources.favorites, sources.curated, sources.community]) {
    for (const item of list ?? []) {
      const identity = item.target ? targetKey(item.target) : item.key;
      if (seen.has(identity)) continue;
      seen.add(identity);
      items.push(item);
    }
  }
  return items;
}
