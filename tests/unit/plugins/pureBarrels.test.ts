import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '@site/docusaurus.config';
import pureBarrelsPlugin, { PURE_BARRELS } from '@site/src/plugins/pure-barrels';

const barrels = [path.resolve(__dirname, '../../../node_modules/@rc-component/util/es/index.js')];

interface Rules {
  module?: { rules: Array<{ test: RegExp; sideEffects: boolean }> };
}

const rulesFor = (isServer: boolean) =>
  // @ts-expect-error: the plugin reads neither the config nor the bundler utilities
  (pureBarrelsPlugin().configureWebpack!({}, isServer, {}, undefined) as Rules).module?.rules ?? [];

describe('package indexes that only re-export', () => {
  it('hold nothing but re-exports (checked again on each upgrade of the packages)', () => {
    for (const file of barrels) {
      const statements = fs
        .readFileSync(file, 'utf8')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      expect(statements.length).toBeGreaterThan(10);
      for (const statement of statements) expect(statement).toMatch(/^export (\{[^}]*\}|\*) from ["'][^"']+["']$/);
    }
  });

  it('are declared free of side effects in the browser bundle, and only they', () => {
    expect(config.plugins).toContain(pureBarrelsPlugin);
    const rules = rulesFor(false);
    for (const file of barrels)
      expect(rules.some((rule) => rule.test.test(file) && rule.sideEffects === false)).toBe(true);
    expect(rules.some((rule) => rule.test.test(barrels[0]!.replace('index.js', 'KeyCode.js')))).toBe(false);
    expect(rules).toHaveLength(PURE_BARRELS.length);
    expect(rulesFor(true)).toEqual([]);
  });
});
