import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEventModule, { PointerEventsCheckLevel } from '@testing-library/user-event';
import axe from 'axe-core';
import AdminPage from '@site/src/pages/admin';
import { setPageLocale } from '../../stubs/useDocusaurusContext';
import { installMockApi, server } from '../../support/apiMock';
import { adminHandlers, resetAdmin, signInAs } from '../../support/mockAdmin';
import { renderLive } from '../../support/render';

installMockApi();
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const userEvent = userEventModule.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  resetAdmin();
  server.use(...adminHandlers);
});
afterEach(() => setPageLocale('en'));

/** axe's serious and critical violations in the page (contrast needs a layout engine: checked in the browser). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the console with axe', () => {
  it.each(['en', 'ar'])('has no serious or critical violations on every admin tab (%s)', async (locale) => {
    setPageLocale(locale);
    signInAs('admin');
    renderLive(<AdminPage />, { route: '/admin' });
    await screen.findByRole('article', { name: 'Comment #21' });
    expect(await seriousViolations()).toEqual([]);

    for (const [tab, ready] of [
      ['Content', () => screen.findByRole('article', { name: 'Email helper' })],
      ['Members', () => screen.findByRole('table')],
      ['Feedback', () => screen.findByRole('article', { name: /From alice/ })],
      ['Log', () => screen.findByRole('table')],
    ] as const) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      await ready();
      expect(await seriousViolations()).toEqual([]);
    }
  });

  it('has no serious or critical violations with a dialog open', async () => {
    signInAs('moderator');
    renderLive(<AdminPage />, { route: '/admin?tab=members&member=10' });
    const panel = await screen.findByRole('region', { name: 'spammer' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Suspend' }));
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });
});
