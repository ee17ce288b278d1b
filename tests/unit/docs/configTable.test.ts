/**
 * The configuration table has one home: the deploy guide's "Environment
 * variables" section, in every locale. This test asks the two environment
 * schemas which variables they read (the server's in server/config.ts, the
 * build's in src/config/env.ts) by handing each an environment that records
 * every name looked up, and fails when a locale's deploy.mdx has no table row
 * naming one of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@site/server/config';
import { readSiteEnv } from '@site/src/config/env';
import { LOCALES, DEFAULT_LOCALE } from '@site/src/config/locales';

const siteDir = path.resolve(__dirname, '../../..');

/** The names a schema reads: it is given an empty environment that remembers each lookup. */
function namesRead(parse: (env: Record<string, string | undefined>) => unknown): string[] {
  const names = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) names.add(key);
      return undefined;
    },
  });
  parse(env);
  return [...names].sort();
}

const serverNames = namesRead(loadConfig);
const buildNames = namesRead(readSiteEnv);
const allNames = [...new Set([...serverNames, ...buildNames])].sort();

function deployGuide(locale: string): string {
  const file =
    locale === DEFAULT_LOCALE
      ? path.join(siteDir, 'docs/deploy.mdx')
      : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current/deploy.mdx');
  return fs.readFileSync(file, 'utf8');
}

/** The variables named in the first column of the table under the {#environment-variables} heading. */
function documentedNames(mdx: string): Set<string> {
  const lines = mdx.split('\n');
  const start = lines.findIndex((line) => /^## .*\{#environment-variables\}/.test(line));
  if (start < 0) return new Set();
  const names = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]!);
  }
  return names;
}

describe('the deploy guide’s configuration table', () => {
  it('reads the variable names from both schemas', () => {
    // Guards the probe itself: a schema that stopped reading through it would pass every locale below.
    expect(serverNames).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'RATE_LIMIT_LOGIN_IP']));
    expect(buildNames).toEqual(expect.arrayContaining(['SITE_URL', 'COMMUNITY_URL']));
  });

  it.each(LOCALES)('names every variable in %s', (locale) => {
    const documented = documentedNames(deployGuide(locale));
    expect(allNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it.each(LOCALES)('names no variable the schemas do not read, in %s', (locale) => {
    const documented = documentedNames(deployGuide(locale));
    expect([...documented].filter((name) => !allNames.includes(name))).toEqual([]);
  });
});
