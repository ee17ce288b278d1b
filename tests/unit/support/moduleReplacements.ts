import type { Plugin } from '@docusaurus/types';

/** What a NormalModuleReplacementPlugin callback is handed and may change. */
export interface ResolveData {
  request: string;
  contextInfo: { issuer: string };
}

/** A module replacement a plugin asked for: the requests it matches and what it does with them. */
export interface Replacement {
  pattern: RegExp;
  target: string | ((data: ResolveData) => void);
}

class RecordedReplacement implements Replacement {
  constructor(
    public pattern: RegExp,
    public target: Replacement['target'],
  ) {}
}

/** The module replacements a plugin's configureWebpack returns, for one bundle. */
export function moduleReplacements(
  plugin: Plugin<unknown>,
  { isServer = false, mode = 'production', content }: { isServer?: boolean; mode?: string; content?: unknown } = {},
): Replacement[] {
  const utils = {
    currentBundler: { name: 'rspack', instance: { NormalModuleReplacementPlugin: RecordedReplacement } },
  };
  // @ts-expect-error: only the parts of the config and the bundler utilities the plugins read
  const result = plugin.configureWebpack!({ mode }, isServer, utils, content) as { plugins?: Replacement[] };
  return result.plugins ?? [];
}

/** The request `replacement` makes of `request` imported by `issuer`. */
export function resolvedRequest(replacement: Replacement, request: string, issuer: string): string {
  if (typeof replacement.target === 'string') return replacement.pattern.test(request) ? replacement.target : request;
  const data = { request, contextInfo: { issuer } };
  if (replacement.pattern.test(request)) replacement.target(data);
  return data.request;
}
