/** The background's answers to the messages of extension/lib/data/messages.ts. */
import { browser, type Browser } from 'wxt/browser';
import { chatLaunch } from '@site/src/components/OpenInChat/chatLaunch';
import { CHAT_SERVICES, serviceForHost } from '@site/src/config/chatServices';
import { ApiError } from '@site/src/api/client';
import { LIMITS } from '@site/src/api/limits';
import { memberApi, revokeToken } from './api';
import { readCatalog, refreshCatalog } from './catalogs';
import { askChatTab, lastChatTab, rememberChatTab } from './chatTab';
import { updateConnectScript } from './connectScript';
import type { BackgroundMessage, BackgroundReply, BackgroundRequests, MemberData } from './messages';
import { parseSiteAddress } from '../siteAddress';
import { promptLocaleOf, readSettings, siteOrigin, uiLocaleOf, writeSettings } from './settings';

type Handlers = {
  [T in keyof BackgroundRequests]: (
    request: Extract<BackgroundMessage, { type: T }>,
    sender: Browser.runtime.MessageSender,
  ) => Promise<BackgroundRequests[T]['response']>;
};

const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : 'INTERNAL');

async function readMember(): Promise<MemberData> {
  const settings = await readSettings();
  const api = memberApi(settings);
  const pageSize = LIMITS.PAGE_SIZE_MAX;
  const connected = Boolean(settings.token);
  const [mine, favorites, community] = await Promise.allSettled([
    connected ? api.prompts.list({ pageSize }) : Promise.resolve(null),
    connected ? api.favorites.list({ pageSize }) : Promise.resolve(null),
    api.community.list({ pageSize, sort: 'votes' }),
  ]);
  const failure = [mine, favorites, community].find((result) => result.status === 'rejected');
  return {
    connected,
    mine: mine.status === 'fulfilled' ? (mine.value?.items ?? null) : null,
    favorites: favorites.status === 'fulfilled' ? (favorites.value?.items ?? null) : null,
    community: community.status === 'fulfilled' ? community.value.items : null,
    error: failure?.status === 'rejected' ? errorCode(failure.reason) : null,
  };
}

export const handlers: Handlers = {
  async library() {
    const settings = await readSettings();
    const locale = promptLocaleOf(settings);
    // Answered from what the extension holds; the refresh is for next time.
    void refreshCatalog(settings.site, locale);
    return { locale, uiLocale: uiLocaleOf(settings), catalog: await readCatalog(settings.site, locale) };
  },
  member: () => readMember(),
  'settings:get': () => readSettings(),
  async 'settings:set'({ patch }) {
    const site = patch.site === undefined ? undefined : (parseSiteAddress(patch.site) ?? null);
    if (site === null) throw new ApiError('VALIDATION_FAILED', 400, 'The site address must be an http(s) URL', 'site');
    return writeSettings({ ...patch, ...(site ? { site } : {}) });
  },
  async 'member:list'({ tab, query }) {
    const api = memberApi(await readSettings());
    const pageSize = LIMITS.PAGE_SIZE_MAX;
    const q = query.trim() || undefined;
    if (tab === 'mine') return { tab, items: (await api.prompts.list({ q, pageSize })).items };
    if (tab === 'favorites') return { tab, items: (await api.favorites.list({ pageSize })).items };
    return { tab, items: (await api.community.list({ q, pageSize, sort: 'votes' })).items };
  },
  async standing({ kind, ref }) {
    const settings = await readSettings();
    const api = memberApi(settings);
    const [vote, favorite] = await Promise.all([
      api.votes.get(kind, ref),
      settings.token ? api.favorites.get(kind, ref) : Promise.resolve(null),
    ]);
    return { score: vote.score, myVote: vote.myVote, favorited: favorite?.favorited ?? false };
  },
  async 'community:get'({ id }) {
    return (await memberApi(await readSettings()).community.get(id)).prompt;
  },
  async 'prompt:save'({ body }) {
    return (await memberApi(await readSettings()).prompts.create(body)).prompt;
  },
  async vote({ kind, ref, value }) {
    return memberApi(await readSettings()).votes.set(kind, ref, value);
  },
  async favorite({ kind, ref, on }) {
    const { favorites } = memberApi(await readSettings());
    return on ? favorites.add(kind, ref) : favorites.remove(kind, ref);
  },
  async disconnect() {
    const settings = await readSettings();
    // Forgotten here whatever the site answers (an unreachable site must not keep the member connected).
    const revoked = settings.token
      ? await revokeToken(settings).then(
          () => true,
          () => false,
        )
      : true;
    await writeSettings({ token: null });
    return { revoked };
  },
  async 'connect:script'() {
    return { handsOver: await updateConnectScript((await readSettings()).site) };
  },
  async 'connect:token'({ token, site }, sender) {
    const settings = await readSettings();
    // Only the configured site's own page may hand a token over.
    const senderOrigin = sender.url ? new URL(sender.url).origin : null;
    const expected = siteOrigin(settings.site);
    if (senderOrigin !== expected || siteOrigin(site) !== expected)
      throw new ApiError('FORBIDDEN', 403, 'The token does not come from the configured site');
    return writeSettings({ token });
  },
  async 'chat:insert'({ text }) {
    const chat = await lastChatTab();
    const outcome = chat && (await askChatTab(chat.tabId, { type: 'composer:insert', text }));
    if (outcome) return outcome;
    // No chat tab open: a new chat of the service used last (else the first that takes a prompt in
    // its address) opens with the prompt, where the service has such a link.
    const service =
      CHAT_SERVICES.find((candidate) => candidate.id === chat?.serviceId) ??
      CHAT_SERVICES.find((candidate) => candidate.prefill);
    const launch = service && chatLaunch(service, text);
    if (launch?.mode !== 'prefill') return 'no-chat-tab';
    await browser.tabs.create({ url: launch.url });
    return 'opened';
  },
  async 'chat:read'() {
    const chat = await lastChatTab();
    const read = chat && (await askChatTab(chat.tabId, { type: 'composer:read' }));
    return read ?? { found: false, text: '' };
  },
  async 'chat:here'(_request, sender) {
    if (sender.tab?.id === undefined) return null;
    const host = sender.url ? new URL(sender.url).hostname : '';
    await rememberChatTab({ tabId: sender.tab.id, serviceId: serviceForHost(host)?.id });
    return null;
  },
};

/** Runs the handler of a message; errors become a reply with the API's code. */
export async function handleMessage(
  message: BackgroundMessage,
  sender: Browser.runtime.MessageSender,
): Promise<BackgroundReply<unknown>> {
  const handler = handlers[message.type] as (
    request: BackgroundMessage,
    sender: Browser.runtime.MessageSender,
  ) => Promise<unknown>;
  if (!handler) return { ok: false, code: 'BAD_REQUEST', message: `Unknown message ${String(message.type)}` };
  try {
    return { ok: true, value: await handler(message, sender) };
  } catch (error) {
    return {
      ok: false,
      code: errorCode(error),
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
