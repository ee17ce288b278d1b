/** My access tokens over the contract-checked mock API: create (secret once), list, revoke. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccessTokensSection from '@site/src/pages/user/_components/AccessTokensSection';
import { fail, installMockApi, server, signInDemo, state } from '../../../support/apiMock';
import { fill, renderLive } from '../../../support/render';
import { http } from 'msw';
import { TOKEN_LIMITS } from '@site/src/api/limits';

installMockApi();

const token = (id: number, name: string, extra: Partial<(typeof state.tokens)[number]> = {}) => ({
  id,
  name,
  scope: 'read' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2099-01-31T00:00:00.000Z',
  lastUsedAt: null,
  ...extra,
});

/** An option of the open antd select (its dropdown items carry their label as title). */
const option = async (label: string) =>
  (await screen.findAllByTitle(label)).at(-1)!.closest('.ant-select-item-option') as HTMLElement;

describe('access tokens in my space', () => {
  it('lists my tokens with created, last used and expiry', async () => {
    state.tokens = [
      token(2, 'Laptop', { scope: 'write', lastUsedAt: '2026-11-20T08:00:00.000Z', expiresAt: null }),
      token(1, 'Old script', { expiresAt: '2026-01-01T00:00:00.000Z' }),
    ];
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Laptop · Read and write');
    expect(items[0]).toHaveTextContent('Created Nov 1, 2026 · Last used Nov 20, 2026 · Does not expire');
    expect(items[1]).toHaveTextContent('Old script · Read only');
    expect(items[1]).toHaveTextContent('Never used · Expired Jan 1, 2026');
  });

  it('creates a token and shows its secret once, with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
    await fill(screen.getByLabelText('Name'), 'Claude Desktop');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = `pdk_${'S'.repeat(43)}`;
    expect(await screen.findByText(secret)).toBeInTheDocument();
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    // Creating a token mails its owner; the panel says so.
    expect(screen.getByRole('status')).toHaveTextContent('We have also emailed you a notice about this new token.');
    expect(state.tokens[0]).toMatchObject({ name: 'Claude Desktop', scope: 'read' });
    // The default expiry is EXPIRY_DAYS_DEFAULT (90 days).
    expect(Date.parse(state.tokens[0]!.expiresAt!) - Date.parse(state.tokens[0]!.createdAt)).toBe(90 * 86_400_000);
    await userEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    expect(screen.getByRole('listitem')).toHaveTextContent('Claude Desktop');
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(screen.queryByText('We have also emailed you a notice about this new token.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeInTheDocument();
  });

  it('needs a name', async () => {
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    await screen.findByText('You have no access tokens.');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name, such as the tool that will use it.')).toBeInTheDocument();
    expect(state.tokens).toHaveLength(0);
  });

  it('says when the account keeps the most tokens it may', async () => {
    server.use(http.post('*/api/tokens', () => fail(403, 'QUOTA_EXCEEDED', 'tokens', {}, 20)));
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    await screen.findByText('You have no access tokens.');
    await fill(screen.getByLabelText('Name'), 'One more');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(
      await screen.findByText('You can keep at most 20 access tokens. Revoke one to create a new one.'),
    ).toBeInTheDocument();
  });

  it('asks for the password again and sends it with the page locale; a wrong one is marked on its field', async () => {
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    await screen.findByText('You have no access tokens.');
    await fill(screen.getByLabelText('Name'), 'CLI');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findAllByText('Please enter your password.')).not.toHaveLength(0);
    expect(state.tokenRequests).toHaveLength(0);
    await fill(screen.getByLabelText('Password'), 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findAllByText('The current password is not correct.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(state.tokens).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Password'));
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(/it will not be shown again/)).toBeInTheDocument();
    expect(state.tokenRequests.at(-1)).toMatchObject({ name: 'CLI', password: 'promptdeck-demo', locale: 'en' });
  });

  it('offers "never" only for read-only tokens', async () => {
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    await screen.findByText('You have no access tokens.');
    const expiry = screen.getByLabelText('Expires');
    await userEvent.click(expiry);
    await userEvent.click(await option('Never'));
    await userEvent.click(screen.getByLabelText('Access'));
    await userEvent.click(await option('Read and write'));
    const message = `A read-and-write token expires after at most ${TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS} days. Only read-only tokens can be set to never expire.`;
    // Said under the field, and as its error while "never" stays chosen.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    await fill(screen.getByLabelText('Name'), 'Writer');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    // Not sent: the field's error is also said aloud (three times the sentence in all).
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(3));
    expect(state.tokenRequests).toHaveLength(0);
    await userEvent.click(expiry);
    expect(await option('Never')).toHaveClass('ant-select-item-option-disabled');
  });

  it('says why when the server refuses a write token that never expires', async () => {
    server.use(http.post('*/api/tokens', () => fail(400, 'TOKEN_EXPIRY_REQUIRED', 'expiresInDays')));
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    await screen.findByText('You have no access tokens.');
    await fill(screen.getByLabelText('Name'), 'Writer');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(
      await screen.findByText(
        `A read-and-write token expires after at most ${TOKEN_LIMITS.WRITE_TOKEN_MAX_DAYS} days. Only read-only tokens can be set to never expire.`,
      ),
    ).toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    state.tokens = [token(1, 'Laptop')];
    signInDemo();
    renderLive(<AccessTokensSection />, { route: '/user/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke: Laptop' }, { timeout: 5000 }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Revoke “Laptop”? Tools using it lose access at once.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(state.tokens).toHaveLength(0);
  });
});
