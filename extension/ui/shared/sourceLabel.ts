/** How the picker and the side panel name where a prompt comes from: "No. 42", Mine, Favorite, Community. */
import type { Translator } from '@site/extension/lib/i18n';
import type { LibraryItem } from '@site/extension/lib/library';

export function sourceLabel(t: Translator['t'], item: LibraryItem): string {
  if (item.source === 'curated') return t('extension.source.curated', { number: item.number ?? 0 });
  if (item.source === 'mine') return t('extension.source.mine');
  if (item.source === 'favorite') {
    const favorite = t('extension.source.favorite');
    return item.number === undefined
      ? favorite
      : `${favorite} · ${t('extension.source.curated', { number: item.number })}`;
  }
  return t('extension.source.community');
}
