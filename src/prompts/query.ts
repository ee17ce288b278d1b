import { isTagKey, type TagKey } from './tags';
import { SORT_KEYS, type SortKey } from './types';

/** The library view as it lives in the URL: ?q=…&tags=a,b&sort=newest */
export interface LibraryView {
  query: string;
  tags: TagKey[];
  sort: SortKey;
}

export const DEFAULT_VIEW: LibraryView = { query: '', tags: [], sort: 'weight' };

export function parseView(search: string): LibraryView {
  const params = new URLSearchParams(search);
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(isTagKey);
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    tags: [...new Set(tags)],
    sort: SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : 'weight',
  };
}

/** The query string for a view, keeping unrelated parameters; default values are left out. */
export function serializeView(view: LibraryView, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('q', view.query);
  set('tags', view.tags.join(','));
  set('sort', view.sort === 'weight' ? '' : view.sort);
  const result = params.toString();
  return result ? `?${result}` : '';
}
