/**
 * Strings that several parts of the site say the same way: "Loading…",
 * "Retry", "Show more", "Cancel" (under neutral `common.*` ids) and the
 * names of pages that other parts mention. One translate() call each, so a
 * translator meets them once and a component imports them rather than
 * repeating id, message and description. Functions, not constants: the
 * page's locale is known only when they are called.
 */
import { translate } from '@docusaurus/Translate';

export const loadingText = () => translate({ id: 'common.loading', message: 'Loading…', description: 'Shown while data loads' });

export const retryText = () =>
  translate({ id: 'common.retry', message: 'Retry', description: 'Button that loads again what could not be loaded (a live part of a page, the next page of a list)' });

export const showMoreText = () => translate({ id: 'common.showMore', message: 'Show more', description: 'Button under a list that loads its next page' });

export const cancelText = () => translate({ id: 'common.cancel', message: 'Cancel', description: 'Button that closes a dialog or a form without doing anything' });

export const communityPromptsTitle = () =>
  translate({ id: 'page.communityPrompts.title', message: 'Community prompts', description: 'Heading and title of the communityPrompts page' });

export const favoritesTitle = () => translate({ id: 'page.favorites.title', message: 'My favorites', description: 'Heading and title of the favorites page' });

export const myPromptsTitle = () => translate({ id: 'account.section.myPrompts', message: 'My prompts', description: 'Heading of my prompts on my space' });

/** The author line of a community prompt, on its card, its page and in my favorites. */
export const byAuthor = (username: string) =>
  translate({ id: 'community.card.author', message: 'by {author}', description: 'Author line of a community prompt; {author} is a username' }, { author: username });
