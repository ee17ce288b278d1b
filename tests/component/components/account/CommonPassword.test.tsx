import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ResetPasswordForm from '@site/src/components/account/ResetPasswordForm';
import AuthPanel from '@site/src/pages/user/auth/_components/AuthPanel';
import MySpace from '@site/src/pages/user/_components/MySpace';
import { fail, server, signInDemo, state, installMockApi } from '../../support/apiMock';
import { fill, renderLive } from '../../support/render';

installMockApi();

const MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

/** The error under a field: antd ties it to the input with aria-describedby. */
function fieldError(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('a common password refused by the server (COMMON_PASSWORD)', () => {
  it('is marked on the password field of the register form, which gets the focus', async () => {
    server.use(http.post('*/api/auth/register', () => fail(400, 'COMMON_PASSWORD', 'password')));
    renderLive(<AuthPanel />, { route: '/user/auth?tab=register' });
    await screen.findByLabelText('Confirm password');
    await fill(screen.getByLabelText('Username'), 'newcomer');
    await fill(screen.getByLabelText('Email'), 'newcomer@example.test');
    await fill(screen.getByLabelText('Password'), 'iloveyou');
    await fill(screen.getByLabelText('Confirm password'), 'iloveyou');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText(MESSAGE)).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(fieldError(screen.getByLabelText('Password'))).toContain(MESSAGE);
    expect(state.accounts.map((a) => a.username)).not.toContain('newcomer');
  });

  it('is marked on the new password field of the reset form', async () => {
    server.use(http.post('*/api/auth/reset-password', () => fail(400, 'COMMON_PASSWORD', 'password')));
    renderLive(<ResetPasswordForm />, { route: '/reset-password?email=demo%40example.test&code=ABCD2345' });
    await fill(await screen.findByLabelText('New password'), 'sunshine');
    await fill(screen.getByLabelText('Confirm new password'), 'sunshine');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findAllByText(MESSAGE)).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(fieldError(screen.getByLabelText('New password'))).toContain(MESSAGE);
  });

  it('is marked on the new password field of the change-password form, and the password stays', async () => {
    server.use(http.post('*/api/auth/change-password', () => fail(400, 'COMMON_PASSWORD', 'newPassword')));
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await fill(await screen.findByLabelText('Current password'), 'promptdeck-demo');
    await fill(screen.getByLabelText('New password'), 'football');
    await fill(screen.getByLabelText('Confirm new password'), 'football');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(MESSAGE)).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(fieldError(screen.getByLabelText('New password'))).toContain(MESSAGE);
    expect(state.accounts[0]!.password).toBe('promptdeck-demo');
  });
});
