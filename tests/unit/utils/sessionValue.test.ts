// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionValue } from '@site/src/utils/sessionValue';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('sessionValue', () => {
  it('keeps a string under its key for the tab, until removed', () => {
    const draft = sessionValue('promptdeck.test');
    expect(draft.read()).toBeUndefined();
    draft.write('half a sentence');
    expect(window.sessionStorage.getItem('promptdeck.test')).toBe('half a sentence');
    expect(sessionValue('promptdeck.test').read()).toBe('half a sentence');
    draft.remove();
    expect(draft.read()).toBeUndefined();
  });

  it('keeps nothing and throws nothing where storage refuses', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const draft = sessionValue('promptdeck.test');
    expect(() => draft.write('text')).not.toThrow();
    expect(draft.read()).toBeUndefined();
    expect(() => draft.remove()).not.toThrow();
  });
});
