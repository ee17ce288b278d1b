import { describe, expect, it } from 'vitest';
import { isInLocaleSite, safeRedirect, signInPath } from '@site/src/navigation/redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirect('/en/prompt/42')).toBe('/en/prompt/42');
    expect(safeRedirect('/community-prompts?sort=votes#top')).toBe('/community-prompts?sort=votes#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /en/',
    'en/user/',
    '/\t/evil.example',
    '/%0a/x\n',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('never sends back to the sign-in page itself', () => {
    expect(safeRedirect('/en/user/auth')).toBeUndefined();
    expect(safeRedirect('/user/auth/?tab=register')).toBeUndefined();
  });
});

describe('signInPath', () => {
  it('links to the sign-in page with the way back', () => {
    expect(signInPath('/ar/prompt/7')).toBe('/user/auth?redirect=%2Far%2Fprompt%2F7');
    expect(signInPath('/user/', '', 'register')).toBe('/user/auth?tab=register&redirect=%2Fuser%2F');
    expect(signInPath('/ja/user/auth', '?tab=forgot')).toBe('/user/auth');
  });
});

describe('isInLocaleSite', () => {
  const others = ['en', 'ar'];
  it('tells pages of the same locale from pages of another', () => {
    expect(isInLocaleSite('/en/prompt/1', '/en/', others)).toBe(true);
    expect(isInLocaleSite('/prompt/1', '/en/', others)).toBe(false);
    expect(isInLocaleSite('/prompt/1', '/', others)).toBe(true);
    expect(isInLocaleSite('/ar/user/', '/', others)).toBe(false);
    expect(isInLocaleSite('/english-notes', '/', others)).toBe(true);
  });
});
