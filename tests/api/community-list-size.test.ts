/**
 * A community list page is bounded whatever its prompts hold: items carry the start of the text
 * (LIST_PREVIEW_CODE_POINTS) and no notes, and say whether the text goes on; the prompt's own
 * answer carries it whole. Every path of the list (newest, most voted, a search) answers the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_UNITS_PER_CHARACTER_MAX, LIMITS } from '../../src/api/limits';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';

/** The longest character the contract accepts: a CJK letter and combining marks, 4 code units, 9 UTF-8 bytes. */
const MAXIMAL_CHARACTER = '中' + '\u0301'.repeat(CODE_UNITS_PER_CHARACTER_MAX - 1);
/** A text of 400 astral code points (emoji, two code units each) and then more. */
const EMOJI_TEXT = '😀'.repeat(LIMITS.LIST_PREVIEW_CODE_POINTS + 50);

function maximalPrompt(n: number) {
  const text = (max: number) => `w${n} ${MAXIMAL_CHARACTER.repeat(max - String(n).length - 2)}`;
  return {
    title: text(LIMITS.PROMPT_TITLE_MAX),
    description: text(LIMITS.PROMPT_DESCRIPTION_MAX),
    remark: text(LIMITS.PROMPT_REMARK_MAX),
    notes: text(LIMITS.PROMPT_NOTES_MAX),
    shared: true,
  };
}

/** A list page of maximal prompts stays under this; whole texts would make it about 4 MB. */
const PAGE_BYTES_BOUND = 400_000;

let t: TestApp;
let emojiId: number;
let shortId: number;
beforeAll(async () => {
  t = await createTestApp();
  const authors = [await registerUser(t.app), await registerUser(t.app)];
  for (let i = 0; i < LIMITS.PAGE_SIZE_MAX; i += 1) {
    t.clock.advance(1000);
    await createPrompt(authors[i % 2]!, maximalPrompt(i));
  }
  t.clock.advance(1000);
  emojiId = (
    await createPrompt(authors[0]!, {
      title: 'Emoji wall',
      description: EMOJI_TEXT,
      notes: 'kept for the page',
      shared: true,
    })
  ).id;
  t.clock.advance(1000);
  shortId = (await createPrompt(authors[1]!, { title: 'Short one', description: 'Short and whole', shared: true })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const visitor = () => new Agent(t.app);

describe('community list pages', () => {
  it('carry the start of a long text, cut on a code point, and say it goes on; the prompt answer has it whole', async () => {
    const page = await visitor().get('/api/community/prompts?pageSize=5');
    expect(page.status).toBe(200);
    const emoji = page.body.items.find((item: { id: number }) => item.id === emojiId);
    expect(emoji.description).toBe('😀'.repeat(LIMITS.LIST_PREVIEW_CODE_POINTS));
    expect(emoji.descriptionComplete).toBe(false);
    expect(emoji).not.toHaveProperty('notes');
    const short = page.body.items.find((item: { id: number }) => item.id === shortId);
    expect(short).toMatchObject({ description: 'Short and whole', descriptionComplete: true });

    const whole = await visitor().get(`/api/community/prompts/${emojiId}`);
    expect(whole.body.prompt).toMatchObject({ description: EMOJI_TEXT, notes: 'kept for the page' });
  });

  it.each([
    ['newest first', '/api/community/prompts'],
    ['most voted first', '/api/community/prompts?sort=votes'],
    ['a search, newest first', `/api/community/prompts?q=${encodeURIComponent('中')}`],
    ['a search, most voted first', `/api/community/prompts?sort=votes&q=${encodeURIComponent('中')}`],
  ])('%s: a page of maximal prompts is a bounded answer', async (_, url) => {
    const res = await visitor().get(`${url}${url.includes('?') ? '&' : '?'}pageSize=${LIMITS.PAGE_SIZE_MAX}`);
    expect(res.status).toBe(200);
    const maximal = res.body.items.filter((item: { title: string }) => item.title.startsWith('w'));
    expect(maximal.length).toBeGreaterThanOrEqual(LIMITS.PAGE_SIZE_MAX - 2);
    for (const item of maximal) {
      expect(Array.from(item.description as string)).toHaveLength(LIMITS.LIST_PREVIEW_CODE_POINTS);
      expect(item.descriptionComplete).toBe(false);
    }
    expect(Buffer.byteLength(res.raw.body)).toBeLessThan(PAGE_BYTES_BOUND);
  });
});
