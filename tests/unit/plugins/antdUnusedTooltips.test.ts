import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '@site/docusaurus.config';
import antdUnusedTooltipsPlugin, { UNUSED_TOOLTIP_IMPORTS } from '@site/src/plugins/antd-unused-tooltips';
import { moduleReplacements, resolvedRequest } from '../support/moduleReplacements';
import { SITE_DIR } from '../support/staticImports';

const antd = (file: string) => path.join(SITE_DIR, 'node_modules/antd/es', file);
const importers = {
  '../tooltip': antd('form/FormItemLabel.js'),
  '../tooltip/UniqueProvider': antd('config-provider/index.js'),
};

describe('antd without the tooltip parts the site never uses', () => {
  it('replaces the imports antd makes (checked again on each antd upgrade), in the browser bundle only', () => {
    expect(config.plugins).toContain(antdUnusedTooltipsPlugin);
    const replacements = moduleReplacements(antdUnusedTooltipsPlugin());
    expect(replacements).toHaveLength(UNUSED_TOOLTIP_IMPORTS.length);
    UNUSED_TOOLTIP_IMPORTS.forEach(({ request }, index) => {
      const importer = importers[request];
      expect(fs.readFileSync(importer, 'utf8'), importer).toContain(`from '${request}';`);
      expect(resolvedRequest(replacements[index]!, request, importer)).toMatch(
        /antd-unused-tooltips[\\/]NotBundled\.tsx$/,
      );
      // Tooltip, Popconfirm and the like keep theirs.
      expect(resolvedRequest(replacements[index]!, request, antd('popconfirm/index.js'))).toBe(request);
    });
    expect(moduleReplacements(antdUnusedTooltipsPlugin(), { isServer: true })).toEqual([]);
  });

  it('is safe because no component in src/ asks antd for a tooltip', () => {
    const files = fs
      .readdirSync(path.join(SITE_DIR, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'));
    for (const file of files)
      expect(fs.readFileSync(path.join(SITE_DIR, 'src', file), 'utf8'), file).not.toMatch(/\btooltip\s*[=:]/);
  });
});
