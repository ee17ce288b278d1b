import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { __importDefault as tslibImportDefault } from 'tslib';
import config from '@site/docusaurus.config';
import tslibHelperPlugin from '@site/src/plugins/tslib-helper';
import { __importDefault } from '@site/src/plugins/tslib-helper/importDefault';
import { moduleReplacements, resolvedRequest } from '../support/moduleReplacements';

describe('the tslib helper', () => {
  it('is all that @docusaurus/utils-common takes from tslib (checked again on each Docusaurus upgrade)', () => {
    const lib = path.resolve(__dirname, '../../../node_modules/@docusaurus/utils-common/lib');
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(lib).filter((name) => name.endsWith('.js'))) {
      for (const [, helper] of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_1\.(\w+)/g))
        helpers.add(helper!);
    }
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it('does what tslib’s __importDefault does', () => {
    const commonJs = { value: 1 };
    const esModule = { __esModule: true, default: 2 };
    expect(__importDefault(commonJs)).toEqual(tslibImportDefault(commonJs));
    expect(__importDefault(esModule)).toBe(tslibImportDefault(esModule));
    expect(__importDefault(undefined)).toEqual(tslibImportDefault(undefined));
  });

  it('stands in for tslib in the browser bundle, for @docusaurus/utils-common only', () => {
    expect(config.plugins).toContain(tslibHelperPlugin);
    const [replacement] = moduleReplacements(tslibHelperPlugin());
    const utilsCommon = path.join('node_modules', '@docusaurus', 'utils-common', 'lib', 'index.js');
    expect(resolvedRequest(replacement!, 'tslib', utilsCommon)).toMatch(/tslib-helper[\\/]importDefault\.ts$/);
    expect(resolvedRequest(replacement!, 'tslib', path.join('node_modules', 'some-package', 'index.js'))).toBe('tslib');
    expect(moduleReplacements(tslibHelperPlugin(), { isServer: true })).toEqual([]);
  });
});
