/** The options page: labelled fields, localized validation, the shortcut, Connect and Disconnect, the UI language. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import { mountOptions, type OptionsDeps, type OptionsHandle, type OptionsValues } from '@site/extension/ui/options';
import { seriousViolations } from '../support/axe';

const TOKEN = `${TOKEN_LIMITS.SECRET_PREFIX}${'a'.repeat(43)}`;
const stored: OptionsValues = { site: 'http://localhost:3000', token: '', promptLanguage: 'en', uiLanguage: 'browser' };

let handle: OptionsHandle | undefined;
afterEach(() => {
  act(() => handle?.unmount());
  document.body.innerHTML = '';
});

async function open(overrides: Partial<OptionsDeps> = {}, values: OptionsValues = stored) {
  const root = document.createElement('div');
  document.body.append(root);
  const deps: OptionsDeps = {
    locale: 'en',
    browserLanguages: ['en-US'],
    load: vi.fn(() => Promise.resolve(values)),
    save: vi.fn(() => Promise.resolve()),
    shortcut: vi.fn(() => Promise.resolve('Alt+Shift+S')),
    requestHandover: vi.fn(() => Promise.resolve(true)),
    connect: vi.fn(),
    disconnect: vi.fn(() => Promise.resolve({ revoked: true })),
    ...overrides,
  };
  await act(async () => {
    handle = await mountOptions(root, deps);
  });
  await screen.findByRole('textbox', { name: /Site address|Adresse du site/ });
  return { deps, user: userEvent.setup() };
}

describe('the options page', () => {
  it('has labelled fields, the token in a password field, and the shortcut with how to change it', async () => {
    await open();
    expect(screen.getByRole('textbox', { name: 'Site address' })).toHaveValue('http://localhost:3000');
    expect(screen.getByLabelText('Access token')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('combobox', { name: 'Prompt language' })).toHaveValue('en');
    expect(screen.getByRole('combobox', { name: 'Language of the extension' })).toHaveValue('browser');
    expect(screen.getByText('Open the picker in a chat page: Alt+Shift+S')).toBeInTheDocument();
    expect(screen.getByText(/chrome:\/\/extensions\/shortcuts/)).toBeInTheDocument();
    expect(screen.getByText(/about:addons/)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('refuses a site address that is not https (or http on this computer) and a token of another kind', async () => {
    const { deps, user } = await open();
    const site = screen.getByRole('textbox', { name: 'Site address' });
    await user.clear(site);
    await user.type(site, 'http://prompts.example.com');
    await user.type(screen.getByLabelText('Access token'), 'ghp_123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/Enter a web address that starts with https:\/\//)).toBeInTheDocument();
    expect(site).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(`This is not a PromptDeck access token: those start with ${TOKEN_LIMITS.SECRET_PREFIX}.`),
    ).toBeInTheDocument();
    expect(deps.save).not.toHaveBeenCalled();

    await user.clear(site);
    await user.type(site, 'https://prompts.example.com/');
    await user.clear(screen.getByLabelText('Access token'));
    await user.type(screen.getByLabelText('Access token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(deps.save).toHaveBeenCalledWith({ ...stored, site: 'https://prompts.example.com', token: TOKEN });
    expect(await screen.findByText('Options saved.')).toBeInTheDocument();
  });

  it('says its problems in the UI language', async () => {
    const { user } = await open({ locale: 'fr', browserLanguages: ['fr-FR'] });
    await user.clear(screen.getByRole('textbox', { name: 'Adresse du site' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText(/Saisissez une adresse web qui commence par https:\/\//)).toBeInTheDocument();
  });

  it('asks for the typed site’s access on Connect, and says to paste the token when it is refused', async () => {
    const { deps, user } = await open({ requestHandover: vi.fn(() => Promise.resolve(false)) });
    const site = screen.getByRole('textbox', { name: 'Site address' });
    await user.clear(site);
    await user.type(site, 'https://prompts.example.com/deck/');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(deps.requestHandover).toHaveBeenCalledWith('https://prompts.example.com/deck');
    expect(deps.connect).toHaveBeenCalledWith('https://prompts.example.com/deck/en/user/extension');
    expect(screen.getByRole('status')).toHaveTextContent(/copy it from the page that opens and paste it/);
  });

  it('connects through the site’s page in the UI language, and disconnects', async () => {
    const { deps, user } = await open({ locale: 'fr', browserLanguages: ['fr'] });
    await user.click(screen.getByRole('button', { name: 'Associer' }));
    expect(deps.requestHandover).toHaveBeenCalledWith('http://localhost:3000');
    expect(deps.connect).toHaveBeenCalledWith('http://localhost:3000/fr/user/extension');
    expect(screen.getByRole('status')).toHaveTextContent('');
    handle?.unmount();
    document.body.innerHTML = '';

    const connected = await open({}, { ...stored, token: TOKEN });
    expect(screen.getByText('Your account is connected.')).toBeInTheDocument();
    await connected.user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(connected.deps.disconnect).toHaveBeenCalled();
    expect(await screen.findByText(/Disconnected: the token was forgotten here and revoked/)).toBeInTheDocument();
    expect(screen.getByLabelText('Access token')).toHaveValue('');
  });

  it('switches to the UI language saved', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the extension' }), 'fr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Options de PromptDeck'));
  });
});
