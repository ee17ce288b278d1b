import { describe, expect, it } from 'vitest';
import { describeCommentDate } from '@site/src/components/CommentThread/dates';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('describeCommentDate', () => {
  it('says how long ago within a week', () => {
    expect(describeCommentDate(ago(10_000), now, 'en').short).toBe('now');
    expect(describeCommentDate(ago(5 * MINUTE), now, 'en').short).toBe('5 minutes ago');
    expect(describeCommentDate(ago(3 * 60 * MINUTE), now, 'en').short).toBe('3 hours ago');
    expect(describeCommentDate(ago(26 * 60 * MINUTE), now, 'en').short).toBe('yesterday');
    expect(describeCommentDate(ago(3 * 24 * 60 * MINUTE), now, 'en').short).toBe('3 days ago');
  });

  it('gives the date after a week, and the full date and time always', () => {
    const old = describeCommentDate('2026-10-01T08:30:00.000Z', now, 'en');
    expect(old.short).toBe('Oct 1, 2026');
    expect(old.full).toMatch(/^October 1, 2026 at \d{1,2}:30/);
  });

  it('speaks the page language', () => {
    expect(describeCommentDate(ago(5 * MINUTE), now, 'zh-Hans').short).toBe('5分钟前');
    expect(describeCommentDate(ago(5 * MINUTE), now, 'de').short).toBe('vor 5 Minuten');
    expect(describeCommentDate('2026-10-01T08:30:00.000Z', now, 'ja').short).toBe('2026/10/01');
  });

  it('reads a clock slightly behind the server as "now", and survives a bad date', () => {
    expect(describeCommentDate(new Date(now + 90_000).toISOString(), now, 'en').short).toBe('now');
    expect(describeCommentDate('not a date', now, 'en')).toEqual({ short: 'not a date', full: 'not a date' });
  });
});
