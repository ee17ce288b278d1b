import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ReportButton from '@site/src/components/Report';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { MODERATION_LIMITS } from '@site/src/api/limits';
import { fail, installMockApi, server, signInDemo } from '../../support/apiMock';
import { moderationHandlers, moderationStore, resetModeration } from '../../support/mockModeration';
import { seriousViolations } from '../../support/axe';
import { fill, renderLive } from '../../support/render';

installMockApi();
beforeEach(() => {
  resetModeration();
  server.use(...moderationHandlers);
});

const LABEL = 'Report the comment by alice';
const signedIn = () => waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));
const reportButton = () => screen.findByRole('button', { name: LABEL });
const dialog = () => screen.findByRole('dialog', { name: 'Report this comment' });

async function openDialog() {
  signInDemo();
  renderLive(<ReportButton kind="comment" id={7} mine={false} label={LABEL} visitors="hide" />);
  await signedIn();
  await userEvent.click(await reportButton());
  return dialog();
}

describe('ReportButton', () => {
  it('sends the reason and the note, says the report arrived, and gives focus back to the button', async () => {
    const box = await openDialog();
    await userEvent.click(within(box).getByRole('radio', { name: 'Abuse or harassment' }));
    await fill(within(box).getByLabelText('Note (optional)'), '  Insults in every reply.  ');
    await userEvent.click(within(box).getByRole('button', { name: 'Send report' }));

    expect(await within(box).findByText('Thank you. A moderator will review it.')).toBeInTheDocument();
    expect(moderationStore.reports).toEqual([
      { kind: 'comment', id: 7, reason: 'abuse', note: 'Insults in every reply.', reporter: 'demo' },
    ]);
    // The answer's own button (antd's × in the corner is named "Close" too).
    await userEvent.click(within(box).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await reportButton()).toHaveFocus());
  });

  it('says so when the member reported the item before', async () => {
    moderationStore.reports.push({ kind: 'comment', id: 7, reason: 'spam', reporter: 'demo' });
    const box = await openDialog();
    await userEvent.click(within(box).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect(
      await within(box).findByText('You have already reported this. A moderator will review it.'),
    ).toBeInTheDocument();
    expect(within(box).queryByText('Thank you. A moderator will review it.')).not.toBeInTheDocument();
    expect(moderationStore.reports).toHaveLength(1);
  });

  it('asks for a reason and sends nothing without one', async () => {
    const box = await openDialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect(await within(box).findAllByText('Please choose a reason.')).not.toHaveLength(0);
    expect(moderationStore.reports).toHaveLength(0);
  });

  it('counts the characters left of the note through the plural rules', async () => {
    const box = await openDialog();
    const note = within(box).getByLabelText('Note (optional)');
    expect(within(box).getByText(`${MODERATION_LIMITS.REPORT_NOTE_MAX} characters left`)).toBeInTheDocument();
    await fill(note, 'x'.repeat(MODERATION_LIMITS.REPORT_NOTE_MAX - 1));
    expect(within(box).getAllByText('1 character left')).not.toHaveLength(0);
    await fill(note, 'yz');
    expect(within(box).getAllByText('1 character over the limit')).not.toHaveLength(0);
  });

  it('keeps the reason and the note when sending fails, and says why in the dialog', async () => {
    server.use(http.post('*/api/reports', () => fail(500, 'INTERNAL')));
    const box = await openDialog();
    await userEvent.click(within(box).getByRole('radio', { name: 'Illegal content' }));
    await fill(within(box).getByLabelText('Note (optional)'), 'Pirated book.');
    await userEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    expect(await within(box).findByText('The report could not be sent. Please try again later.')).toBeInTheDocument();
    expect(within(box).getByLabelText('Note (optional)')).toHaveValue('Pirated book.');
    expect(within(box).getByRole('radio', { name: 'Illegal content' })).toBeChecked();
  });

  it('is not offered on the reader’s own items', async () => {
    signInDemo();
    renderLive(
      <>
        <ReportButton kind="comment" id={7} mine label={LABEL} visitors="hide" />
        <ReportButton kind="prompt" id={8} mine label="Report this prompt" />
        <ReportButton kind="prompt" id={9} mine={false} label="Report another prompt" />
      </>,
    );
    await signedIn();
    // Someone else's prompt beside them has the action: the area has rendered.
    expect(await screen.findByRole('button', { name: 'Report another prompt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this prompt' })).not.toBeInTheDocument();
  });

  it('sends visitors to sign in and back, or leaves the action out where replies are left out', async () => {
    const { where } = renderLive(
      <>
        <ReportButton kind="comment" id={7} mine={false} label={LABEL} visitors="hide" />
        <ReportButton kind="prompt" id={8} mine={false} label="Report this prompt" />
      </>,
      { route: '/en/community-prompts/?id=8' },
    );
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedOut'));
    const onPrompt = await screen.findByRole('button', { name: 'Report this prompt' });
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
    await userEvent.click(onPrompt);
    expect(where.location?.pathname).toBe('/user/auth');
    expect(new URLSearchParams(where.location?.search).get('redirect')).toBe('/en/community-prompts/?id=8');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no serious accessibility problems, open or answered', async () => {
    const box = await openDialog();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(box).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    await within(box).findByText('Thank you. A moderator will review it.');
    expect(await seriousViolations()).toEqual([]);
  });
});
