import { describe, expect, it } from 'vitest';
import { CHAT_SERVICES, extensionMatchPatterns, serviceForHost } from '@site/src/config/chatServices';

describe('chat services: hosts', () => {
  it('starts every service on one of its own hosts, and gives each host to one service', () => {
    for (const service of CHAT_SERVICES) expect(service.hosts).toContain(new URL(service.start).hostname);
    const hosts = CHAT_SERVICES.flatMap((service) => service.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) expect(host).toMatch(/^[a-z0-9.-]+$/);
  });

  it('covers the eleven assistants of the extension', () => {
    expect(CHAT_SERVICES.map((service) => service.id)).toEqual([
      'chatgpt',
      'claude',
      'gemini',
      'copilot',
      'perplexity',
      'deepseek',
      'mistral',
      'grok',
      'doubao',
      'kimi',
      'qianwen',
    ]);
  });

  it('finds the service of a page by its hostname, whatever its case, and nothing elsewhere', () => {
    expect(serviceForHost('chatgpt.com')?.id).toBe('chatgpt');
    expect(serviceForHost('chat.openai.com')?.id).toBe('chatgpt');
    expect(serviceForHost('Kimi.Moonshot.CN')?.id).toBe('kimi');
    expect(serviceForHost('tongyi.aliyun.com')?.id).toBe('qianwen');
    expect(serviceForHost('evil-chatgpt.com')).toBeUndefined();
    expect(serviceForHost('chatgpt.com.example.org')).toBeUndefined();
    expect(serviceForHost('localhost')).toBeUndefined();
  });

  it('asks the browser for exactly the services’ hosts, over https', () => {
    const patterns = extensionMatchPatterns();
    expect(patterns).toContain('https://chatgpt.com/*');
    expect(patterns).toContain('https://chat.openai.com/*');
    expect(patterns).toContain('https://www.doubao.com/*');
    expect(patterns).toHaveLength(CHAT_SERVICES.flatMap((service) => service.hosts).length);
    for (const pattern of patterns) {
      expect(pattern).toMatch(/^https:\/\/[a-z0-9.-]+\/\*$/);
      expect(serviceForHost(new URL(pattern.replace('*', '')).hostname)).toBeDefined();
    }
  });
});
