/**
 * The extension's Connect page over the contract-checked mock API: a visitor is sent to sign in and
 * back; a member approves, the token is made with the chosen scope and the browser's name, and is
 * handed to the extension when it announced itself, else shown once to copy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import {
  EXTENSION_PRESENT_ATTRIBUTE,
  EXTENSION_TOKEN_MESSAGE,
  EXTENSION_TOKEN_RECEIVED,
} from '@site/src/config/extensionHandoff';
import ConnectExtension from '@site/src/pages/user/_components/ConnectExtension';
import { installMockApi, server, signInDemo, state } from '../../../support/apiMock';
import { suspendedAnswer } from '../../../support/mockModeration';
import { fill, renderLive, user } from '../../../support/render';

installMockApi();

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The secret the mock answers every creation with. */
const SECRET = `pdk_${'S'.repeat(43)}`;

let postMessage: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_LINUX);
  postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE];
});

async function approve(scope: 'Read only' | 'Read and write') {
  signInDemo();
  renderLive(<ConnectExtension />, { route: '/user/extension' });
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${scope}`) }));
  await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
  await user.click(screen.getByRole('button', { name: 'Approve' }));
}

describe('connecting the extension', () => {
  it('asks a visitor to sign in and come back here', async () => {
    renderLive(<ConnectExtension />, { route: '/user/extension' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fuser%2Fextension',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('makes a token with the chosen scope, named after the browser, and hands it to the extension that announced itself', async () => {
    document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE] = '1';
    await approve('Read and write');
    expect(await screen.findByText('Connected: you can close this tab.')).toBeInTheDocument();
    expect(state.tokens[0]).toMatchObject({ name: 'PromptDeck extension – Chrome on Linux', scope: 'write' });
    expect(state.tokenRequests.at(-1)).toMatchObject({
      expiresInDays: TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS,
      password: 'promptdeck-demo',
      locale: 'en',
    });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      { type: EXTENSION_TOKEN_MESSAGE, token: SECRET, site: window.location.origin },
      window.location.origin,
    );
    // The token is not shown on the page.
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    // The extension's answer, from this page's own window and origin, is said.
    fireEvent(
      window,
      new MessageEvent('message', {
        data: { type: EXTENSION_TOKEN_RECEIVED },
        origin: 'https://elsewhere.example',
        source: window,
      }),
    );
    expect(screen.queryByText('The extension has received its token.')).not.toBeInTheDocument();
    fireEvent(
      window,
      new MessageEvent('message', {
        data: { type: EXTENSION_TOKEN_RECEIVED },
        origin: window.location.origin,
        source: window,
      }),
    );
    expect(await screen.findByText('The extension has received its token.')).toBeInTheDocument();
  });

  it('without the extension, shows the token once with Copy and says to paste it into its options', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await approve('Read only');
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Copy this token and paste it into the options of the extension: it will not be shown again.',
    );
    expect(state.tokens[0]).toMatchObject({ name: 'PromptDeck extension – Chrome on Linux', scope: 'read' });
    expect(state.tokenRequests.at(-1)).toMatchObject({ expiresInDays: null });
    expect(postMessage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
  });

  it('shows a suspended member the suspension, and the refusal when approving, as my space does', async () => {
    const suspension = { until: null, note: 'Repeated spam.' };
    state.accounts[0]!.suspension = suspension;
    server.use(http.post('*/api/tokens', () => suspendedAnswer(suspension)));
    const sentence =
      'Your account is suspended until a moderator lifts it. You can still read and sign in. Note from the moderators: Repeated spam.';
    document.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE] = '1';
    await approve('Read only');
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getAllByText(sentence)).toHaveLength(2);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('keeps the form and says why when the password is wrong', async () => {
    signInDemo();
    renderLive(<ConnectExtension />, { route: '/user/extension' });
    await fill(await screen.findByLabelText('Password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findAllByText('The current password is not correct.')).not.toHaveLength(0);
    expect(state.tokens).toHaveLength(0);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
