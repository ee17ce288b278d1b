// Stand-in until the [ui] branch lands extension/ui/picker/ (taken whole from it at merge).
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LibraryData, MemberData } from '../../lib/data/messages';
import { combineLibrary, curatedItems, favoriteItems, myPromptItem, communityItem } from '../../lib/library';
import { createLibrarySearch } from '../../lib/search';

export interface PickerDeps {
  loadLibrary(): Promise<LibraryData>;
  loadMember(): Promise<MemberData>;
  insert(text: string): Promise<'inserted' | 'copied' | 'failed'>;
  onClose(): void;
}

function Picker({ deps }: { deps: PickerDeps }) {
  const [library, setLibrary] = useState<LibraryData>();
  const [member, setMember] = useState<MemberData>();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    void deps.loadLibrary().then(setLibrary);
    void deps.loadMember().then(setMember);
  }, [deps]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const items = library
    ? combineLibrary({
        curated: curatedItems(library.catalog),
        mine: member?.mine?.map(myPromptItem),
        favorites: member?.favorites ? favoriteItems(member.favorites, library.catalog) : undefined,
        community: member?.community?.map((prompt) => communityItem(prompt)),
      })
    : [];
  const results = createLibrarySearch(items)(query).slice(0, 50);
  const pick = (index: number) => {
    const item = results[index];
    if (!item) return;
    void deps.insert(item.text).then(() => deps.onClose());
  };
  return (
    <div role="dialog" aria-label="PromptDeck" aria-modal="true">
      <input
        role="searchbox"
        aria-label="Search prompts"
        ref={input}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') deps.onClose();
          if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, results.length - 1));
          if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
          if (event.key === 'Enter') pick(active);
        }}
      />
      <ul role="listbox" aria-label="Prompts found">
        {results.map((item, index) => (
          <li key={item.key} role="option" aria-selected={index === active}>
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function mountPicker(host: HTMLElement, deps: PickerDeps): () => void {
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  root.render(<Picker deps={deps} />);
  return () => root.unmount();
}
