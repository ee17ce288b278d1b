import { describe, expect, it } from 'vitest';
import { CHAT_SERVICES, type ChatService } from '@site/src/config/chatServices';
import { chatLaunch, MAX_PREFILL_URL_LENGTH, prefillUrl } from '@site/src/components/OpenInChat/chatLaunch';

const service = (id: string): ChatService => CHAT_SERVICES.find((s) => s.id === id)!;

describe('chat services config', () => {
  it('lists each assistant once, on https, with at most one {text} in a prefill template', () => {
    expect(new Set(CHAT_SERVICES.map((s) => s.id)).size).toBe(CHAT_SERVICES.length);
    for (const s of CHAT_SERVICES) {
      expect(new URL(s.start).protocol).toBe('https:');
      if (s.prefill) {
        expect(s.prefill.split('{text}')).toHaveLength(2);
        expect(new URL(s.prefill.replace('{text}', 'x')).host).toBe(new URL(s.start).host);
      }
    }
    expect(CHAT_SERVICES.map((s) => s.name)).toEqual(
      expect.arrayContaining(['ChatGPT', 'Claude', 'Gemini', 'Microsoft Copilot']),
    );
  });
});

describe('prefillUrl', () => {
  it('puts the whole prompt, encoded, where the template says', () => {
    const text = 'Act as a "chef" & plan 3 meals?\nUse #tags, 50% less salt — 中文 / عربى';
    const url = prefillUrl(service('chatgpt'), text)!;
    expect(url.startsWith('https://chatgpt.com/?q=')).toBe(true);
    expect(new URL(url).searchParams.get('q')).toBe(text);
    expect(new URL(prefillUrl(service('claude'), text)!).searchParams.get('q')).toBe(text);
    expect(new URL(prefillUrl(service('perplexity'), text)!).pathname).toBe('/search');
  });

  it('has nothing for a service without a template', () => {
    expect(prefillUrl(service('gemini'), 'hello')).toBeUndefined();
  });
});

describe('chatLaunch', () => {
  it('prefills where the service takes the prompt in its address, else copies and opens the start page', () => {
    expect(chatLaunch(service('claude'), 'hello world')).toEqual({
      mode: 'prefill',
      url: 'https://claude.ai/new?q=hello%20world',
    });
    expect(chatLaunch(service('gemini'), 'hello world')).toEqual({
      mode: 'copy',
      url: 'https://gemini.google.com/app',
    });
  });

  it('copies instead when the address would be longer than the limit', () => {
    const base = 'https://chatgpt.com/?q='.length;
    const fits = 'a'.repeat(MAX_PREFILL_URL_LENGTH - base);
    expect(chatLaunch(service('chatgpt'), fits)).toEqual({ mode: 'prefill', url: `https://chatgpt.com/?q=${fits}` });
    expect(chatLaunch(service('chatgpt'), `${fits}a`)).toEqual({ mode: 'copy', url: 'https://chatgpt.com/' });
    // Counted after encoding: 1000 CJK characters take 9000 characters in the address.
    expect(chatLaunch(service('chatgpt'), '中'.repeat(1000)).mode).toBe('copy');
    expect(chatLaunch(service('chatgpt'), '中'.repeat(700)).mode).toBe('prefill');
  });
});
