import fs from 'node:fs';
import path from 'node:path';

export const SITE_DIR = path.resolve(__dirname, '../../..');

/**
 * The site's own modules that `entry` reaches through static imports (not `import()`, not
 * `import type`): what the bundler puts in the same chunk or loads with it.
 */
export function staticImportsFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
      const base = specifier!.startsWith('@site/')
        ? path.join(SITE_DIR, specifier!.slice('@site/'.length))
        : specifier!.startsWith('.')
          ? path.resolve(path.dirname(file), specifier!)
          : undefined;
      const resolved =
        base &&
        ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
          .map((ending) => base + ending)
          .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (resolved) visit(resolved);
    }
  };
  visit(path.resolve(SITE_DIR, entry));
  return seen;
}

/** Names a module imports (values, not types) from a package. */
export function namesImportedFrom(file: string, packageName: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const [, list] of source.matchAll(
    new RegExp(`^import\\s+(?!type\\b)\\{([^}]*)\\}\\s+from\\s+'${packageName.replace(/[/.]/g, '\\$&')}';`, 'gm'),
  )) {
    for (const name of list!.split(',')) {
      const trimmed = name.trim();
      if (trimmed && !trimmed.startsWith('type ')) names.push(trimmed.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}
