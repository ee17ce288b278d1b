// Stand-in until the [ui] branch lands extension/ui/options/ (taken whole from it at merge).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { OptionsDeps } from '../../lib/data/pageDeps';
import type { Settings } from '../../lib/data/settings';

function Options({ deps }: { deps: OptionsDeps }) {
  const [settings, setSettings] = useState<Settings>();
  const [status, setStatus] = useState('');
  useEffect(() => {
    void deps.getSettings().then(setSettings);
    return deps.onSettingsChanged(() => void deps.getSettings().then(setSettings));
  }, [deps]);
  if (!settings) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void deps.saveSettings(settings).then(() => setStatus('Options saved.'));
      }}
    >
      <label>
        Site address
        <input value={settings.site} onChange={(event) => setSettings({ ...settings, site: event.target.value })} />
      </label>
      <label>
        Access token
        <input
          value={settings.token ?? ''}
          onChange={(event) => setSettings({ ...settings, token: event.target.value || null })}
        />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={() => void deps.connect()}>
        Connect
      </button>
      <p role="status">{status}</p>
    </form>
  );
}

export function mountOptions(root: HTMLElement, deps: OptionsDeps): () => void {
  const reactRoot = createRoot(root);
  reactRoot.render(<Options deps={deps} />);
  return () => reactRoot.unmount();
}
