/**
 * The view of /admin as it lives in the URL, so a moderator can share a link
 * to a filtered list and Back returns to the previous one:
 *   ?tab=queue                                  (the default: no query string)
 *   ?tab=content&kind=comment&q=…&author=…&visibility=hidden
 *   ?tab=members&q=…&member=42                  (42: the member whose detail is open)
 *   ?tab=feedback&status=handled
 *   ?tab=log&action=suspend&actor=…
 * Only the open tab's filters are written; values the server would refuse
 * (an unknown kind, a malformed username) read as "any".
 */
import { idFromText, LIMITS, MODERATION_LIMITS, USERNAME_PATTERN } from '@site/src/api/limits';
import {
  MODERATION_ACTIONS,
  type ContentVisibility,
  type FeedbackStatus,
  type ModeratedKind,
  type ModerationAction,
} from '@site/src/api/contract';

export const CONSOLE_TABS = ['queue', 'content', 'members', 'feedback', 'log'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

const KINDS: readonly ModeratedKind[] = ['prompt', 'comment'];
const VISIBILITIES: readonly ContentVisibility[] = ['all', 'visible', 'hidden'];
const STATUSES: readonly FeedbackStatus[] = ['open', 'handled'];

export interface ConsoleView {
  tab: ConsoleTab;
  /** Content tab. */
  kind: ModeratedKind;
  contentQuery: string;
  author: string;
  visibility: ContentVisibility;
  /** Members tab: the search and the member whose detail is open. */
  memberQuery: string;
  member: number | null;
  /** Feedback tab. */
  status: FeedbackStatus;
  /** Log tab. */
  action: ModerationAction | '';
  actor: string;
}

export const DEFAULT_CONSOLE_VIEW: ConsoleView = {
  tab: 'queue',
  kind: 'prompt',
  contentQuery: '',
  author: '',
  visibility: 'all',
  memberQuery: '',
  member: null,
  status: 'open',
  action: '',
  actor: '',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A username as console filters take it, or '' when the text could not be one. */
export function usernameFilter(value: string | null): string {
  const text = (value ?? '').trim();
  return text.length <= LIMITS.USERNAME_MAX && USERNAME_PATTERN.test(text) ? text : '';
}

const searchText = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function parseConsoleView(search: string): ConsoleView {
  const params = new URLSearchParams(search);
  const tab = oneOf(CONSOLE_TABS, params.get('tab'), 'queue');
  const view: ConsoleView = { ...DEFAULT_CONSOLE_VIEW, tab };
  switch (tab) {
    case 'content':
      view.kind = oneOf(KINDS, params.get('kind'), 'prompt');
      view.contentQuery = searchText(params.get('q'), LIMITS.SEARCH_QUERY_MAX);
      view.author = usernameFilter(params.get('author'));
      view.visibility = oneOf(VISIBILITIES, params.get('visibility'), 'all');
      break;
    case 'members':
      view.memberQuery = searchText(params.get('q'), MODERATION_LIMITS.MEMBER_QUERY_MAX);
      view.member = idFromText(params.get('member')) ?? null;
      break;
    case 'feedback':
      view.status = oneOf(STATUSES, params.get('status'), 'open');
      break;
    case 'log':
      view.action = oneOf<ModerationAction | ''>(MODERATION_ACTIONS, params.get('action'), '');
      view.actor = usernameFilter(params.get('actor'));
      break;
    case 'queue':
      break;
  }
  return view;
}

const VIEW_PARAMS = ['tab', 'kind', 'q', 'author', 'visibility', 'member', 'status', 'action', 'actor'];

/** The query string of a view: defaults left out, parameters the console does not own kept. */
export function serializeConsoleView(view: ConsoleView, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of VIEW_PARAMS) params.delete(name);
  const set = (name: string, value: string, fallback = '') => {
    if (value && value !== fallback) params.set(name, value);
  };
  set('tab', view.tab, 'queue');
  switch (view.tab) {
    case 'content':
      set('kind', view.kind, 'prompt');
      set('q', view.contentQuery.trim());
      set('author', view.author.trim());
      set('visibility', view.visibility, 'all');
      break;
    case 'members':
      set('q', view.memberQuery.trim());
      set('member', view.member ? String(view.member) : '');
      break;
    case 'feedback':
      set('status', view.status, 'open');
      break;
    case 'log':
      set('action', view.action);
      set('actor', view.actor.trim());
      break;
    case 'queue':
      break;
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every change of view is a step Back undoes: filters change on Enter or on choosing, never per keystroke. */
export const consoleViewReplacesEntry = () => false;
