/**
 * Addresses of /community-prompts that other pages link to (favorites list,
 * the community page's own cards and prompt pages). The page's URL model
 * (tab, search, sort, page) stays private to the page, in its `_utils`.
 */

/** The list path (relative to the locale's base URL, as links take it). */
export const COMMUNITY_PATH = '/community-prompts';

/** The own page of a community prompt: one static page, switching on `id`, so it loads directly from any host. */
export function communityPromptPath(id: number): string {
  return `${COMMUNITY_PATH}/?id=${id}`;
}
