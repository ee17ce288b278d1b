import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../src/prompts/search';
import { createTrigramSearchIndex } from '../../../src/prompts/trigramSearch';

const texts = [
  'Write a short story about a lighthouse keeper',
  'stoic tortoise memory: no such word here',
  'Résumé für die Bewerbung — ÉCRIRE',
  'حافظ على دقة المعنى وأعد كتابة النص',
  'ज़रूरत के हिसाब से लिखें',
  '请你担任我的小说合著者',
  'emoji 👍🏽 and a ﬁ ligature',
  'ab',
  '',
];

describe('trigram search', () => {
  const plain = createSearchIndex(texts, (text) => text);
  const sketched = createTrigramSearchIndex(texts, (text) => text);

  it('finds what the plain scan finds, for every kind of query', () => {
    const queries = [
      'story',
      'STORY lighthouse',
      'stor',
      'sto tor ory',
      'resume',
      'ecrire',
      'معنى',
      'المعنى النص',
      'जरूरत',
      '小说',
      '合著者',
      '👍',
      'fi',
      'a',
      'ab',
      '  ',
      'nothing-like-this',
      'e',
    ];
    for (const query of queries) expect(sketched(query), query).toEqual(plain(query));
  });

  it('does not take three-letter pieces scattered over a text for the word', () => {
    // "stoic", "tortoise", "memory" hold "sto", "tor" and "ory", but not "story".
    expect(sketched('story')).toEqual(['Write a short story about a lighthouse keeper']);
  });

  it('agrees with the plain scan on every substring of the texts', () => {
    for (const text of texts) {
      for (let start = 0; start < text.length; start += 3) {
        const query = text.slice(start, start + 5);
        expect(sketched(query), query).toEqual(plain(query));
      }
    }
  });
});
