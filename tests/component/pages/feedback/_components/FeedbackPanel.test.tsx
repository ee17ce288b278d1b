import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FeedbackPanel from '@site/src/pages/feedback/_components/FeedbackPanel';
import { resetSessionStore } from '@site/src/api/runtime/sessionStore';
import { fail, server, signInDemo, state, installMockApi } from '../../../support/apiMock';
import { feedbackHandlers, resetFeedback, sentFeedback } from '../../../support/mockFeedback';
import { fill, renderLive } from '../../../support/render';

installMockApi();

beforeEach(() => {
  resetFeedback();
  sessionStorage.clear();
  server.use(...feedbackHandlers);
});

const messageField = () => screen.findByLabelText('Your message');
const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });

async function renderSignedIn() {
  signInDemo();
  const view = renderLive(<FeedbackPanel />, { route: '/en/feedback' });
  await messageField();
  return view;
}

describe('feedback page', () => {
  it('asks a visitor to sign in or register and come back to /feedback', async () => {
    renderLive(<FeedbackPanel />, { route: '/en/feedback' });
    expect(await screen.findByText(/Sign in to send us feedback/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fen%2Ffeedback',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/auth?tab=register&redirect=%2Fen%2Ffeedback',
    );
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  });

  it('says when the session cannot be checked, and retries', async () => {
    signInDemo();
    server.use(http.get('*/api/auth/me', () => fail(503, 'SERVICE_UNAVAILABLE')));
    renderLive(<FeedbackPanel />, { route: '/en/feedback' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page is unavailable right now.');
    server.resetHandlers();
    server.use(...feedbackHandlers);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await messageField()).toBeInTheDocument();
  });

  it('requires a message and sends nothing without one', async () => {
    await renderSignedIn();
    await fill(screen.getByLabelText(/^Contact/), 'me@example.test');
    await userEvent.click(sendButton());
    expect(await screen.findAllByText('Please write your message.')).not.toHaveLength(0);
    await fill(await messageField(), '   ');
    await userEvent.click(sendButton());
    expect(await screen.findAllByText('Please write your message.')).not.toHaveLength(0);
    expect(sentFeedback).toHaveLength(0);
  });

  it('counts characters as a person sees them and refuses a message over the limit', async () => {
    await renderSignedIn();
    expect(screen.getByText('4,000 characters left')).toBeInTheDocument();
    // "e" + combining accent and a thumbs-up with skin tone are one character each.
    await fill(await messageField(), 'he\u0301llo 👍🏽');
    expect(await screen.findByText('3,993 characters left')).toBeInTheDocument();
    await userEvent.clear(await messageField());
    await fill(await messageField(), 'x'.repeat(4001));
    expect(await screen.findAllByText('1 character over the limit')).not.toHaveLength(0);
    await userEvent.click(sendButton());
    expect(await screen.findAllByText('At most 4,000 characters.')).not.toHaveLength(0);
    expect(sentFeedback).toHaveLength(0);
  });

  it('sends the message with the page language, thanks, clears the form and offers to send another', async () => {
    await renderSignedIn();
    await fill(await messageField(), '  The search could also look in the notes.  ');
    await fill(screen.getByLabelText(/^Contact/), 'me@example.test');
    await userEvent.click(sendButton());
    expect(await screen.findByText('Feedback sent. Thank you!')).toBeInTheDocument();
    const thanks = await screen.findByRole('heading', { name: 'Thank you!' });
    expect(thanks).toHaveFocus();
    expect(sentFeedback).toEqual([
      {
        username: 'demo',
        message: 'The search could also look in the notes.',
        contact: 'me@example.test',
        locale: 'en',
      },
    ]);
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await messageField()).toHaveValue('');
    expect(screen.getByLabelText(/^Contact/)).toHaveValue('');
    expect(screen.getByText('4,000 characters left')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveFocus());
  });

  it('keeps what was typed and says so when sending fails', async () => {
    await renderSignedIn();
    server.use(http.post('*/api/feedback', () => fail(500, 'INTERNAL')));
    await fill(await messageField(), 'Dark mode is great.');
    await fill(screen.getByLabelText(/^Contact/), '@someone');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed, please try again later.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Dark mode is great.');
    expect(screen.getByLabelText(/^Contact/)).toHaveValue('@someone');
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();

    server.resetHandlers();
    server.use(...feedbackHandlers);
    await userEvent.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sentFeedback).toHaveLength(1);
  });

  it('tells how long to wait when too many messages were sent', async () => {
    await renderSignedIn();
    server.use(http.post('*/api/feedback', () => fail(429, 'RATE_LIMITED', undefined, { 'retry-after': '30' })));
    await fill(await messageField(), 'One more idea.');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    expect(screen.getByLabelText('Your message')).toHaveValue('One more idea.');
  });

  it('shows a refused field on that field', async () => {
    await renderSignedIn();
    server.use(http.post('*/api/feedback', () => fail(400, 'VALIDATION_FAILED', 'contact')));
    await fill(await messageField(), 'Hello');
    await fill(screen.getByLabelText(/^Contact/), 'someone');
    await userEvent.click(sendButton());
    const contact = screen.getByLabelText(/^Contact/);
    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'));
    const help = document.getElementById(`${contact.id}_help`);
    expect(contact.getAttribute('aria-describedby')).toContain(`${contact.id}_help`);
    expect(help).toHaveTextContent('Please check this field.');
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Contact/)).toHaveValue('someone');
  });

  it('keeps the message when the session has ended, and offers to sign in again', async () => {
    const first = await renderSignedIn();
    await fill(await messageField(), 'Written before the session ended.');
    state.signedIn = null;
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fen%2Ffeedback',
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('Written before the session ended.');

    // Back from signing in (a new page load), the text is still there.
    first.unmount();
    resetSessionStore();
    signInDemo();
    renderLive(<FeedbackPanel />, { route: '/en/feedback' });
    expect(await messageField()).toHaveValue('Written before the session ended.');
  });
});
