import { describe, expect, it } from 'vitest';
import { itemPath, logTargetPath } from '@site/src/pages/admin/_utils/links';

describe('itemPath', () => {
  it('leads to a prompt, or to the page of the prompt a comment is on', () => {
    expect(itemPath({ kind: 'prompt', id: 5, on: null })).toBe('/community-prompts/?id=5');
    expect(itemPath({ kind: 'comment', id: 9, on: { kind: 'community', ref: 5 } })).toBe('/community-prompts/?id=5');
    expect(itemPath({ kind: 'comment', id: 9, on: { kind: 'curated', ref: 12 } })).toBe('/prompt/12');
    expect(itemPath({ kind: 'comment', id: 9, on: null })).toBeNull();
  });
});

describe('logTargetPath', () => {
  it('links prompts the action kept', () => {
    expect(logTargetPath({ action: 'hide', target: { kind: 'prompt', ref: 3 } })).toBe('/community-prompts/?id=3');
    expect(logTargetPath({ action: 'delete', target: { kind: 'prompt', ref: 3 } })).toBeNull();
    expect(logTargetPath({ action: 'hide', target: { kind: 'comment', ref: 3 } })).toBeNull();
    expect(logTargetPath({ action: 'suspend', target: null })).toBeNull();
  });
});
