import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONSOLE_VIEW,
  parseConsoleView,
  serializeConsoleView,
  usernameFilter,
  type ConsoleView,
} from '@site/src/pages/admin/_utils/consoleView';

describe('parseConsoleView', () => {
  it('opens the queue without a query string', () => {
    expect(parseConsoleView('')).toEqual(DEFAULT_CONSOLE_VIEW);
  });

  it('reads the filters of the open tab', () => {
    expect(parseConsoleView('?tab=content&kind=comment&q=free%20money&author=spam_bot&visibility=hidden')).toEqual({
      ...DEFAULT_CONSOLE_VIEW,
      tab: 'content',
      kind: 'comment',
      contentQuery: 'free money',
      author: 'spam_bot',
      visibility: 'hidden',
    });
    expect(parseConsoleView('?tab=members&q=ali&member=42')).toMatchObject({ memberQuery: 'ali', member: 42 });
    expect(parseConsoleView('?tab=feedback&status=handled').status).toBe('handled');
    expect(parseConsoleView('?tab=log&action=suspend&actor=moderator')).toMatchObject({
      action: 'suspend',
      actor: 'moderator',
    });
  });

  it('ignores the filters of other tabs', () => {
    expect(parseConsoleView('?tab=feedback&q=ali&action=suspend')).toEqual({
      ...DEFAULT_CONSOLE_VIEW,
      tab: 'feedback',
    });
  });

  it('reads values the server would refuse as "any"', () => {
    expect(parseConsoleView('?tab=nope')).toEqual(DEFAULT_CONSOLE_VIEW);
    const content = parseConsoleView('?tab=content&kind=user&author=a%20b&visibility=secret');
    expect(content).toMatchObject({ kind: 'prompt', author: '', visibility: 'all' });
    expect(parseConsoleView('?tab=log&action=drop_tables&actor=x%3By').action).toBe('');
    expect(parseConsoleView('?tab=members&member=-3').member).toBeNull();
    expect(parseConsoleView('?tab=members&member=99999999999').member).toBeNull();
  });

  it('bounds the search text', () => {
    expect(parseConsoleView(`?tab=content&q=${'a'.repeat(500)}`).contentQuery).toHaveLength(200);
  });
});

describe('serializeConsoleView', () => {
  it('writes only what differs from the defaults, for the open tab', () => {
    expect(serializeConsoleView(DEFAULT_CONSOLE_VIEW)).toBe('');
    const view: ConsoleView = { ...DEFAULT_CONSOLE_VIEW, tab: 'members', memberQuery: ' ali ', member: 7, actor: 'x' };
    expect(serializeConsoleView(view)).toBe('?tab=members&q=ali&member=7');
  });

  it('keeps parameters it does not own and drops the old view', () => {
    const view: ConsoleView = { ...DEFAULT_CONSOLE_VIEW, tab: 'feedback', status: 'handled' };
    expect(serializeConsoleView(view, '?utm=mail&tab=log&action=hide')).toBe('?utm=mail&tab=feedback&status=handled');
  });

  it('reads back what it writes', () => {
    const views: ConsoleView[] = [
      {
        ...DEFAULT_CONSOLE_VIEW,
        tab: 'content',
        kind: 'comment',
        contentQuery: 'ça & co',
        author: 'bob',
        visibility: 'visible',
      },
      { ...DEFAULT_CONSOLE_VIEW, tab: 'log', action: 'grant_moderator', actor: 'system' },
    ];
    for (const view of views) expect(parseConsoleView(serializeConsoleView(view))).toEqual(view);
  });
});

describe('usernameFilter', () => {
  it('keeps usernames and drops what cannot be one', () => {
    expect(usernameFilter(' demo-user_1 ')).toBe('demo-user_1');
    expect(usernameFilter('has space')).toBe('');
    expect(usernameFilter('x'.repeat(100))).toBe('');
    expect(usernameFilter(null)).toBe('');
  });
});
