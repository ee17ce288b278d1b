import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_LINK_LENGTH,
  tokenizeCommentText,
  trimmedEnd,
  type CommentToken,
  type TrimMeter,
} from '@site/src/components/CommentThread/linkify';

const links = (text: string) => tokenizeCommentText(text).filter((token) => token.kind === 'link');
const joined = (tokens: CommentToken[]) => tokens.map((token) => token.text).join('');

describe('tokenizeCommentText', () => {
  it('leaves plain text alone, as one text token', () => {
    expect(tokenizeCommentText('Just words,\nand a second line.')).toEqual([
      { kind: 'text', text: 'Just words,\nand a second line.' },
    ]);
    expect(tokenizeCommentText('')).toEqual([]);
  });

  it('turns http and https addresses into links between text', () => {
    expect(tokenizeCommentText('See https://example.com/a?b=1#c and http://example.org now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.org', href: 'http://example.org/' },
      { kind: 'text', text: ' now' },
    ]);
    expect(links('HTTPS://EXAMPLE.COM/Path')).toEqual([
      { kind: 'link', text: 'HTTPS://EXAMPLE.COM/Path', href: 'https://example.com/Path' },
    ]);
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'mailto:someone@example.com',
      'file:///etc/passwd',
      'ftp://example.com/file',
      '//example.com/protocol-relative',
      'www.example.com',
    ]) {
      expect(tokenizeCommentText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup-looking text as text, and stops an address at markup characters', () => {
    const html = '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    expect(tokenizeCommentText(html)).toEqual([{ kind: 'text', text: html }]);
    expect(links('<a href="https://evil.example/x">click</a>')).toEqual([
      { kind: 'link', text: 'https://evil.example/x', href: 'https://evil.example/x' },
    ]);
    expect(links('https://example.com/"onmouseover="alert(1)')).toEqual([
      { kind: 'link', text: 'https://example.com/', href: 'https://example.com/' },
    ]);
  });

  it('does not count sentence punctuation after an address as part of it', () => {
    expect(links('Read https://example.com/page.')[0]?.text).toBe('https://example.com/page');
    expect(links('Is it https://example.com/page?')[0]?.text).toBe('https://example.com/page');
    expect(links('Try https://example.com/a, https://example.com/b; ok!')?.map((link) => link.text)).toEqual([
      'https://example.com/a',
      'https://example.com/b',
    ]);
    expect(links('见 https://example.com/页面。谢谢')[0]?.text).toBe('https://example.com/页面');
    expect(links('请看https://example.com/a，谢谢！')[0]?.text).toBe('https://example.com/a');
    expect(links('"https://example.com/quoted"')[0]?.text).toBe('https://example.com/quoted');
    // Punctuation inside stays: only the end is trimmed.
    expect(links('https://example.com/a.b,c?d=e!f')[0]?.text).toBe('https://example.com/a.b,c?d=e!f');
  });

  it('keeps balanced parentheses and drops an unbalanced closing one', () => {
    expect(links('(see https://example.com/path)')[0]?.text).toBe('https://example.com/path');
    expect(links('https://en.wikipedia.org/wiki/Tree_(data_structure)')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Tree_(data_structure)',
    );
    expect(links('(https://en.wikipedia.org/wiki/Tree_(data_structure)).')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Tree_(data_structure)',
    );
    expect(links('[https://example.com/x]')[0]?.text).toBe('https://example.com/x');
    expect(links('（https://example.com/全角）')[0]?.text).toBe('https://example.com/全角');
  });

  it('links unicode addresses by their encoded form and shows them as typed', () => {
    expect(links('https://例え.テスト/パス?q=中文')).toEqual([
      {
        kind: 'link',
        text: 'https://例え.テスト/パス?q=中文',
        href: 'https://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9?q=%E4%B8%AD%E6%96%87',
      },
    ]);
    expect(links('مرحبا https://example.com/عربي شكرا')[0]?.text).toBe('https://example.com/عربي');
  });

  it('refuses addresses that hide their host or have none', () => {
    expect(links('https://bank.example@evil.example/login')).toEqual([]);
    expect(links('https://user:pass@example.com/')).toEqual([]);
    expect(links('https://')).toEqual([]);
    expect(links('http://[not-an-ip]/')).toEqual([]);
  });

  it('needs the scheme to start a word', () => {
    expect(links('xhttps://example.com')).toEqual([]);
    expect(links('javascript:https://example.com')[0]?.href).toBe('https://example.com/');
  });

  it('keeps every character of very long texts, and links no address longer than MAX_LINK_LENGTH', () => {
    const longWord = 'a'.repeat(100_000);
    const longest = `https://example.com/${'x'.repeat(MAX_LINK_LENGTH - 'https://example.com/'.length)}`;
    const tooLong = `https://example.com/${'x'.repeat(50_000)}`;
    const text = `${longWord} ${longest} ${tooLong} ${'https:// '.repeat(10_000)}${'(('.repeat(5_000)}`;
    const tokens = tokenizeCommentText(text);
    expect(joined(tokens)).toBe(text);
    expect(tokens.filter((token) => token.kind === 'link').map((token) => token.text)).toEqual([longest]);
    // The limit applies to the address, not to the closers trimmed after it.
    expect(links(`${longest}${')'.repeat(5_000)}`).map((token) => token.text)).toEqual([longest]);
  });

  it('gives back exactly the text it was given', () => {
    const samples = [
      'a https://x.example/(b)) c.',
      '😀https://x.example😀',
      'line\nhttps://x.example/\n\tend',
      'https://a.example https://b.example',
    ];
    for (const sample of samples) expect(joined(tokenizeCommentText(sample))).toBe(sample);
  });
});

/** The trimming rules as first written (rescanning the whole candidate for each closer): the reference for the linear one. */
function referenceTrim(candidate: string): string {
  const closers: Record<string, string> = {
    ')': '(',
    ']': '[',
    '}': '{',
    '）': '（',
    '】': '【',
    '」': '「',
    '』': '『',
  };
  let end = candidate.length;
  for (;;) {
    end = candidate.slice(0, end).replace(/[.,;:!?。，、；：！？…’”»›]+$/u, '').length;
    const last = candidate[end - 1];
    const opener = last === undefined || !Object.hasOwn(closers, last) ? undefined : closers[last];
    if (opener === undefined) return candidate.slice(0, end);
    const inside = candidate.slice(0, end);
    let opened = 0;
    let closed = 0;
    for (const char of inside) {
      if (char === opener) opened += 1;
      else if (char === last) closed += 1;
    }
    if (closed <= opened) return inside;
    end -= 1;
  }
}

describe('trimming an address is linear in its length (review M7)', () => {
  const COMBINING_ACUTE = '\u0301';
  const measure = (candidate: string) => {
    const meter: TrimMeter = { steps: 0 };
    const end = trimmedEnd(candidate, meter);
    return { end, steps: meter.steps };
  };

  it('tokenizes the 2,000-grapheme comment of closers by the same rules, looking at each character at most twice', () => {
    // As the API accepts it: 12 + 1 + 1,987 = 2,000 graphemes, 30,000 code units.
    const comment = `https://a.b/x${COMBINING_ACUTE.repeat(28_000)}${')'.repeat(1_987)}`;
    const { end, steps } = measure(comment);
    // Every closer goes (none has an opener), the marks stay with the x.
    expect(end).toBe(13 + 28_000);
    expect(steps).toBeLessThanOrEqual(2 * comment.length);
    // The address without its closers is still longer than any link: all of it stays text.
    expect(tokenizeCommentText(comment)).toEqual([{ kind: 'text', text: comment }]);

    const shorter = `https://a.b/x${COMBINING_ACUTE.repeat(1_000)}${')'.repeat(1_980)}`;
    const address = `https://a.b/x${COMBINING_ACUTE.repeat(1_000)}`;
    expect(shorter.slice(0, trimmedEnd(shorter))).toBe(referenceTrim(shorter));
    expect(tokenizeCommentText(shorter)).toEqual([
      { kind: 'link', text: address, href: new URL(address).href },
      { kind: 'text', text: ')'.repeat(1_980) },
    ]);
    expect(measure(shorter).steps).toBeLessThanOrEqual(2 * shorter.length);
  });

  it('does work proportional to the length on worst-case inputs of every size', () => {
    for (const size of [10, 100, 1_000, 10_000, 30_000]) {
      for (const candidate of [
        `https://a.b/${')'.repeat(size)}`,
        `https://a.b/${').'.repeat(size)}`,
        `https://a.b/${'('.repeat(size)}${')'.repeat(2 * size)}`,
        `https://a.b/${'」'.repeat(size)}`,
      ]) {
        const { end, steps } = measure(candidate);
        // The reference itself is quadratic: compared on the smaller sizes only.
        if (size <= 1_000) expect(end).toBe(referenceTrim(candidate).length);
        expect(steps).toBeLessThanOrEqual(2 * candidate.length);
      }
    }
  });

  it('ends every random address where the first rules ended it', () => {
    const piece = fc.constantFrom(
      'https://a.b/',
      'x',
      'é',
      COMBINING_ACUTE,
      '😀',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      '（',
      '）',
      '【',
      '】',
      '「',
      '」',
      '『',
      '』',
      '.',
      ',',
      '!',
      '?',
      '…',
      '”',
      '»',
      '。',
      '！',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const candidate = pieces.join('');
        const { end, steps } = measure(candidate);
        expect(end).toBe(referenceTrim(candidate).length);
        expect(steps).toBeLessThanOrEqual(2 * candidate.length);
      }),
      { numRuns: 3_000 },
    );
  });
});
