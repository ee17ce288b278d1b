import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AuthPanel from '@site/src/pages/user/auth/_components/AuthPanel';
import { fail, server, state, installMockApi } from '../../../../support/apiMock';
import { fill, renderLive } from '../../../../support/render';
import { resetLinkValues } from '@site/src/components/account/ResetPasswordForm/resetLink';

installMockApi();

async function openLogin(route = '/user/auth') {
  const view = renderLive(<AuthPanel />, { route });
  await screen.findByLabelText('Username or email');
  return view;
}

describe('log in', () => {
  it('names every empty field, announces it and moves focus to the first one', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please enter your username or registered email.')).not.toHaveLength(0);
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username or email')).toHaveFocus());
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('says the credentials are wrong and keeps what was typed', async () => {
    await openLogin();
    await fill(screen.getByLabelText('Username or email'), 'demo');
    await fill(screen.getByLabelText('Password'), 'not the password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username, email or password is not correct.');
    expect(screen.getByLabelText('Username or email')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('not the password');
  });

  it('signs in by email and goes to the redirect path on this site', async () => {
    const { where } = await openLogin('/user/auth?redirect=%2Fprompt%2F42');
    await fill(screen.getByLabelText('Username or email'), 'demo@example.test');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where.location?.pathname).toBe('/prompt/42'));
    expect(state.signedIn?.username).toBe('demo');
  });

  it('ignores a redirect to another site and goes to my space', async () => {
    const { where } = await openLogin('/user/auth?redirect=https%3A%2F%2Fevil.example%2F');
    await fill(screen.getByLabelText('Username or email'), 'demo');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where.location?.pathname).toBe('/user/'));
  });

  it('on a server failure says to try again later, keeps the values, and sends once however often it is pressed', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/login', async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return fail(503, 'INTERNAL');
      }),
    );
    await openLogin();
    await fill(screen.getByLabelText('Username or email'), 'demo');
    await fill(screen.getByLabelText('Password'), 'promptdeck-demo{Enter}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in failed, please try again later.');
    expect(calls).toBe(1);
    expect(screen.getByLabelText('Username or email')).toHaveValue('demo');
  });

  it('says how long to wait when rate limited', async () => {
    server.use(http.post('*/api/auth/login', () => fail(429, 'RATE_LIMITED', undefined, { 'retry-after': '30' })));
    await openLogin();
    await fill(screen.getByLabelText('Username or email'), 'demo');
    await fill(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
  });
});

describe('register', () => {
  async function fillRegister(username: string) {
    await fill(screen.getByLabelText('Username'), username);
    await fill(screen.getByLabelText('Email'), `${username}@example.test`);
    await fill(screen.getByLabelText('Password'), 'a long password');
    await fill(screen.getByLabelText('Confirm password'), 'a long password');
  }

  it('opens from ?tab=register, requires the agreement and a matching confirmation', async () => {
    renderLive(<AuthPanel />, { route: '/user/auth?tab=register' });
    await screen.findByLabelText('Confirm password');
    await fill(screen.getByLabelText('Password'), 'a long password');
    await fill(screen.getByLabelText('Confirm password'), 'another one');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms of service and the privacy policy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/docs/terms-of-service');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/docs/privacy-policy');
  });

  it('puts "username taken" on the username field and focuses it', async () => {
    renderLive(<AuthPanel />, { route: '/user/auth?tab=register' });
    await screen.findByLabelText('Confirm password');
    await fillRegister('demo');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This username is already taken.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });

  it('creates the account and lands in my space', async () => {
    const { where } = renderLive(<AuthPanel />, { route: '/user/auth?tab=register' });
    await screen.findByLabelText('Confirm password');
    await fillRegister('newcomer');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(where.location?.pathname).toBe('/user/'));
    expect(state.accounts.map((a) => a.username)).toContain('newcomer');
  });
});

describe('forgot password', () => {
  it('sends the page locale and answers the same message either way, with the code lifetime the server gave', async () => {
    state.resetCodeMinutes = 45;
    renderLive(<AuthPanel />, { route: '/user/auth?tab=forgot' });
    await fill(await screen.findByLabelText('Email'), 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this email, a reset code is on its way. It is valid for 45 minutes.',
    );
    expect(state.forgotRequests).toEqual([{ email: 'nobody@example.test', locale: 'en' }]);
    // The email never goes into an address analytics could read: the reset form finds it where the link left it.
    const haveCode = screen.getByRole('link', { name: /I have the code/ });
    expect(haveCode).toHaveAttribute('href', '/reset-password');
    // jsdom cannot follow a link: the click runs the link's handler, the navigation is left out.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(haveCode);
    expect(resetLinkValues('')).toEqual({ email: 'nobody@example.test', code: '' });
  });

  it('says the mail could not be sent when the server fails', async () => {
    server.use(http.post('*/api/auth/forgot-password', () => fail(500, 'INTERNAL')));
    renderLive(<AuthPanel />, { route: '/user/auth?tab=forgot' });
    await fill(await screen.findByLabelText('Email'), 'demo@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password reset email could not be sent, please try again later.',
    );
  });
});
