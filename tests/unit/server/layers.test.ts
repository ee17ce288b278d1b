// The server's layers (issue 28, review turn 4 §3.1): no module of server/ imports from a layer
// above its own. The order is written once, here, and described folder by folder in
// server/README.md. A new folder or top-level file of server/ must be placed in LAYERS.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(__dirname, '../../../server');

/**
 * Bottom first. A module may import from its own layer and the layers below it, never above.
 * Parts are server/'s folders and its top-level files (without extension).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['errors', 'clock'],
  ['db'],
  ['config'],
  ['rules'],
  ['http'],
  ['cache', 'mail'],
  ['types'],
  ['search'],
  ['repositories'],
  ['auth'],
  ['mcp', 'transfer'],
  ['routes'],
  ['plugins'],
  ['setup'],
  ['app'],
  ['main'],
];

/**
 * Files that sit in another part's layer than their folder's. The demo accounts are data (they
 * import nothing); the configuration reads the demo admin's name from them (the ADMIN_USERNAMES
 * default of a set-up with the demo seed), the seed their passwords.
 */
const SITS_WITH: Readonly<Record<string, string>> = {
  'setup/demoAccounts.ts': 'config',
};

/**
 * Upward imports known to be on their way out, as `from -> to` (paths under server/). Each must
 * still exist: remove its line once the import is gone.
 * - isModerator moves to the shared src/api/permissions.ts (issue 28, "one home for every rule
 *   that guards a request").
 */
const PENDING: readonly string[] = [];

const SOURCE = /\.(ts|mts|mjs|js)$/;

/** Every source file under `dir`, as paths relative to `dir` with forward slashes. */
function sourceFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), `${rel}/`);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** The module specifiers a source imports or re-exports (static, side-effect and dynamic imports). */
function specifiersOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s*from\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

/** The part of server/ a path under it belongs to: its folder, or a top-level file's name. */
function partOf(rel: string): string {
  if (SITS_WITH[rel]) return SITS_WITH[rel];
  const [head, ...rest] = rel.split('/');
  return rest.length === 0 ? head!.replace(SOURCE, '') : head!;
}

/** The file under server/ a relative specifier names, or undefined when it leaves server/ (src/, packages). */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (base.startsWith('..')) return undefined;
  const candidates = [base, ...['.ts', '.mts', '.mjs', '.js'].flatMap((ext) => [base + ext, `${base}/index${ext}`])];
  return candidates.find((candidate) => files.has(candidate)) ?? base;
}

function levelOf(part: string): number {
  return LAYERS.findIndex((layer) => layer.includes(part));
}

/** Every import from a layer above the importing module's, as `from -> to`. */
function upwardImports(sources: ReadonlyMap<string, string>): string[] {
  const files = new Set(sources.keys());
  const found: string[] = [];
  for (const [from, source] of sources) {
    for (const specifier of specifiersOf(source)) {
      const to = resolve(from, specifier, files);
      if (to === undefined) continue;
      if (levelOf(partOf(to)) > levelOf(partOf(from))) found.push(`${from} -> ${to}`);
    }
  }
  return [...new Set(found)].sort();
}

const sources = new Map(
  sourceFiles(serverDir).map((rel) => [rel, fs.readFileSync(path.join(serverDir, rel), 'utf8')] as const),
);

describe('the layers of server/', () => {
  it('places every folder and top-level file of server/ in a layer', () => {
    const parts = new Set([...sources.keys()].map(partOf));
    expect([...parts].filter((part) => levelOf(part) === -1)).toEqual([]);
  });

  it('has no import from a layer above the importing module', () => {
    expect(upwardImports(sources).filter((edge) => !PENDING.includes(edge))).toEqual([]);
  });

  it('lists only pending upward imports that still exist', () => {
    const upward = upwardImports(sources);
    expect(PENDING.filter((edge) => !upward.includes(edge))).toEqual([]);
  });

  it('reads the imports it checks (a planted upward import is caught)', () => {
    expect(sources.size).toBeGreaterThan(100);
    const planted = new Map([
      [
        'db/planted.ts',
        "import type { Db } from '.';\nimport {\n  writeLogEntry,\n} from '../repositories/moderationLog';",
      ],
      ['db/index.ts', ''],
      ['repositories/moderationLog.ts', "export { x } from '../db';\nconst later = () => import('../setup/seed');"],
      ['setup/seed.ts', ''],
    ]);
    expect(upwardImports(planted)).toEqual([
      'db/planted.ts -> repositories/moderationLog.ts',
      'repositories/moderationLog.ts -> setup/seed.ts',
    ]);
  });
});
