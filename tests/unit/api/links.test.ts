/** The link detector new accounts meet (src/api/links.ts). */
import { describe, expect, it } from 'vitest';
import { containsLink } from '../../../src/api/links';

describe('containsLink', () => {
  it.each([
    'see https://example.com',
    'HTTP://EXAMPLE.COM/path',
    'ftp://files.example.org',
    'visit www.example.com today',
    'cheap-followers.shop',
    'Go to bit.ly/abc now',
    'mail me at shop.example.com.',
    '买粉丝 → fans.xyz！',
    '(example.net)',
    'Example.COM',
    'sub.domain.co.uk/x?y=1',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Use node.js and vue.js for this',
    'e.g. this, i.e. that',
    'version 1.2.3 or v2.0',
    'Save it as notes.txt or index.html',
    'ended.In the morning',
    'Write to ada@example.com',
    'http without a colon slash slash',
    'A plain sentence. Another one.',
    'www alone, or www.',
    '学习方法.总结',
    '',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });

  // No pattern can backtrack without bound: long hostile texts return (a catastrophic one would time the test out).
  it.each([['a.'.repeat(20_000)], ['a-'.repeat(20_000) + '.'], ['www.'.repeat(10_000)], ['x.com'.repeat(10_000)]])(
    'answers for a hostile text of %#',
    (text) => {
      expect(typeof containsLink(text)).toBe('boolean');
    },
  );
});
