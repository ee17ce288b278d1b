// Stand-in until the [ui] branch lands extension/ui/panel/ (taken whole from it at merge).
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LibraryData, MemberData } from '../../lib/data/messages';
import type { PanelDeps } from '../../lib/data/pageDeps';
import { combineLibrary, curatedItems, myPromptItem } from '../../lib/library';
import { createLibrarySearch } from '../../lib/search';

function Panel({ deps }: { deps: PanelDeps }) {
  const [library, setLibrary] = useState<LibraryData>();
  const [member, setMember] = useState<MemberData>();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState<{ title: string; text: string }>();
  useEffect(() => {
    void deps.loadLibrary().then(setLibrary);
    void deps.loadMember().then(setMember);
  }, [deps]);
  const search = useMemo(
    () =>
      createLibrarySearch(
        library
          ? combineLibrary({ curated: curatedItems(library.catalog), mine: member?.mine?.map(myPromptItem) })
          : [],
      ),
    [library, member],
  );
  return (
    <main>
      <h1>PromptDeck</h1>
      <button type="button" onClick={() => void deps.readComposer().then(({ text }) => setDraft({ title: '', text }))}>
        Save as prompt
      </button>
      {draft && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void deps
              .savePrompt({ title: draft.title, description: draft.text, shared: false })
              .then(() => setStatus('Saved in your prompts.'));
          }}
        >
          <label>
            Title
            <input value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
          </label>
          <label>
            Prompt text
            <textarea value={draft.text} onChange={(event) => setDraft({ ...draft, text: event.target.value })} />
          </label>
          <button type="submit">Save</button>
        </form>
      )}
      <input aria-label="Search prompts" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p role="status">{status}</p>
      <ul>
        {search(query)
          .slice(0, 30)
          .map((item) => (
            <li key={item.key}>
              {item.title}{' '}
              <button type="button" onClick={() => void deps.insert(item.text).then((outcome) => setStatus(outcome))}>
                Insert into the chat
              </button>
            </li>
          ))}
      </ul>
    </main>
  );
}

export function mountPanel(root: HTMLElement, deps: PanelDeps): () => void {
  const reactRoot = createRoot(root);
  reactRoot.render(<Panel deps={deps} />);
  return () => reactRoot.unmount();
}
