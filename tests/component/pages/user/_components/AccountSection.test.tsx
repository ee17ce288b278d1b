/**
 * Signing out everywhere and changing the password revoke the member's access tokens, all of them
 * unless unticked (issue 27, H2), over the contract-checked mock API.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountSection from '@site/src/pages/user/_components/AccountSection';
import AccessTokensSection from '@site/src/pages/user/_components/AccessTokensSection';
import { installMockApi, signInDemo, state } from '../../../support/apiMock';
import { fill, renderLive } from '../../../support/render';

installMockApi();

const token = (id: number, name: string) => ({
  id,
  name,
  scope: 'read' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2099-01-31T00:00:00.000Z',
  lastUsedAt: null,
});

function renderAccount() {
  signInDemo();
  const { password: _password, ...user } = state.accounts[0]!;
  return renderLive(
    <>
      <AccountSection user={user} />
      <AccessTokensSection />
    </>,
    { route: '/user/' },
  );
}

const listedTokens = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('revoking tokens with the sessions', () => {
  it('changing the password revokes the ticked tokens, keeps the unticked one, and the list shows it', async () => {
    state.tokens = [token(2, 'Laptop'), token(1, 'Backup script')];
    renderAccount();
    const revokeLaptop = await screen.findByRole('checkbox', { name: 'Revoke “Laptop”' });
    const revokeScript = screen.getByRole('checkbox', { name: 'Revoke “Backup script”' });
    expect(screen.getByText('Your access tokens are revoked too. Untick a token to keep it working.')).toBeVisible();
    expect(revokeLaptop).toBeChecked();
    expect(revokeScript).toBeChecked();
    await userEvent.click(revokeScript);
    expect(revokeScript).not.toBeChecked();
    await fill(screen.getByLabelText('Current password'), 'promptdeck-demo');
    await fill(screen.getByLabelText('New password'), 'new password 1');
    await fill(screen.getByLabelText('Confirm new password'), 'new password 1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Password changed. Your other devices have been signed out and 1 access token was revoked.',
      ),
    ).toBeInTheDocument();
    expect(state.tokens.map((kept) => kept.name)).toEqual(['Backup script']);
    // The token list asks again: the revoked token is gone from it, and from the choice.
    await waitFor(() => expect(listedTokens()).toHaveLength(1));
    expect(listedTokens()[0]).toContain('Backup script');
    expect(screen.queryByRole('checkbox', { name: 'Revoke “Laptop”' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Revoke “Backup script”' })).toBeChecked();
  });

  it('changing the password with every token ticked revokes them all', async () => {
    state.tokens = [token(2, 'Laptop'), token(1, 'Backup script')];
    renderAccount();
    await screen.findByRole('checkbox', { name: 'Revoke “Laptop”' });
    await fill(screen.getByLabelText('Current password'), 'promptdeck-demo');
    await fill(screen.getByLabelText('New password'), 'new password 1');
    await fill(screen.getByLabelText('Confirm new password'), 'new password 1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Password changed. Your other devices have been signed out and 2 access tokens were revoked.',
      ),
    ).toBeInTheDocument();
    expect(state.tokens).toEqual([]);
    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
  });

  it('signing out everywhere lists the tokens in its confirmation, ticked; an unticked one is kept', async () => {
    state.tokens = [token(2, 'Laptop'), token(1, 'Backup script')];
    renderAccount();
    await screen.findAllByRole('checkbox', { name: 'Revoke “Laptop”' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Your access tokens are revoked too. Untick a token to keep it working.');
    const revokeLaptop = within(confirm).getByRole('checkbox', { name: 'Revoke “Laptop”' });
    expect(revokeLaptop).toBeChecked();
    expect(within(confirm).getByRole('checkbox', { name: 'Revoke “Backup script”' })).toBeChecked();
    await userEvent.click(revokeLaptop);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('You are signed out on every device, and 1 access token was revoked.'),
    ).toBeInTheDocument();
    expect(state.signedIn).toBeNull();
    expect(state.tokens.map((kept) => kept.name)).toEqual(['Laptop']);
  });

  it('signing out everywhere with every token ticked counts them all', async () => {
    state.tokens = [token(2, 'Laptop'), token(1, 'Backup script')];
    renderAccount();
    await screen.findAllByRole('checkbox', { name: 'Revoke “Laptop”' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('You are signed out on every device, and 2 access tokens were revoked.'),
    ).toBeInTheDocument();
    expect(state.tokens).toEqual([]);
  });

  it('says nothing of tokens when none was revoked', async () => {
    state.tokens = [token(2, 'Laptop')];
    renderAccount();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Revoke “Laptop”' }));
    await fill(screen.getByLabelText('Current password'), 'promptdeck-demo');
    await fill(screen.getByLabelText('New password'), 'new password 1');
    await fill(screen.getByLabelText('Confirm new password'), 'new password 1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other devices have been signed out.')).toBeInTheDocument();
    expect(state.tokens.map((kept) => kept.name)).toEqual(['Laptop']);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('checkbox', { name: 'Revoke “Laptop”' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You are signed out on every device.')).toBeInTheDocument();
    expect(state.tokens.map((kept) => kept.name)).toEqual(['Laptop']);
  });

  it('shows no choice while the member has no tokens', async () => {
    renderAccount();
    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
