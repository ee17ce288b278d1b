/**
 * A suspended member's refused write, in the words of the page language: the messages of
 * i18n/<locale>/code.json (not the English defaults the other tests read) and the date as
 * that language writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FavoriteStar from '@site/src/components/FavoriteStar';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { setPageLocale } from '../stubs/useDocusaurusContext';
import { installMockApi, server, signInDemo } from '../support/apiMock';
import { resetWidgets, widgetHandlers } from '../support/mockWidgets';
import { suspendedAnswer } from '../support/mockModeration';
import { renderLive } from '../support/render';

const catalog = vi.hoisted(() => ({ messages: {} as Record<string, { message: string }> }));

vi.mock('@docusaurus/Translate', async () => {
  const stub = await vi.importActual<typeof import('../stubs/Translate')>('../stubs/Translate');
  return {
    ...stub,
    translate: (entry: { id?: string; message: string }, values?: Record<string, string | number>) =>
      stub.translate({ message: (entry.id && catalog.messages[entry.id]?.message) || entry.message }, values),
  };
});

function usePage(locale: string) {
  catalog.messages = JSON.parse(
    fs.readFileSync(path.join(__dirname, `../../../i18n/${locale}/code.json`), 'utf8'),
  ) as Record<string, { message: string }>;
  setPageLocale(locale);
  document.documentElement.lang = locale;
}

installMockApi();
beforeEach(() => {
  resetWidgets();
  server.use(...widgetHandlers);
});
afterEach(() => {
  usePage('en');
  document.documentElement.lang = '';
});

const until = '2026-12-03T14:05:00.000Z';
const moment = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));

async function pressStarWhileSuspended(suspension: { until: string | null; note: string | null }) {
  server.use(http.put('*/api/favorites/:kind/:ref', () => suspendedAnswer(suspension)));
  signInDemo();
  renderLive(<FavoriteStar kind="curated" id={42} />);
  await waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));
  const star = await screen.findByRole('button', { name: catalog.messages['favorite.label']!.message });
  await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'));
  await userEvent.click(star);
}

describe('the suspension message of a refused write', () => {
  it('names the end date in English', async () => {
    usePage('en');
    await pressStarWhileSuspended({ until, note: null });
    expect(
      await screen.findByText(`Your account is suspended until ${moment('en')}. You can still read and sign in.`),
    ).toBeInTheDocument();
  });

  it('says "until a moderator lifts it" in English, with the note', async () => {
    usePage('en');
    await pressStarWhileSuspended({ until: null, note: 'Spam links.' });
    expect(
      await screen.findByText(
        'Your account is suspended until a moderator lifts it. You can still read and sign in. Note from the moderators: Spam links.',
      ),
    ).toBeInTheDocument();
  });

  it('names the end date in Arabic, written the Arabic way', async () => {
    usePage('ar');
    await pressStarWhileSuspended({ until, note: null });
    expect(
      await screen.findByText(`حسابك موقوف حتى ${moment('ar')}. لا يزال بإمكانك القراءة وتسجيل الدخول.`),
    ).toBeInTheDocument();
  });

  it('says "until a moderator lifts it" in Arabic, with the note', async () => {
    usePage('ar');
    await pressStarWhileSuspended({ until: null, note: 'روابط مزعجة.' });
    expect(
      await screen.findByText(
        'حسابك موقوف إلى أن يرفع أحد المشرفين الإيقاف. لا يزال بإمكانك القراءة وتسجيل الدخول. ملاحظة من المشرفين: روابط مزعجة.',
      ),
    ).toBeInTheDocument();
  });
});
