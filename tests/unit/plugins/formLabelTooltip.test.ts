import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '@site/docusaurus.config';
import formLabelTooltipPlugin from '@site/src/plugins/form-label-tooltip';
import { moduleReplacements, resolvedRequest } from '../support/moduleReplacements';
import { SITE_DIR } from '../support/staticImports';

const formLabel = path.join(SITE_DIR, 'node_modules/antd/es/form/FormItemLabel.js');

describe('antd form labels without Tooltip', () => {
  it('replaces the Tooltip that antd’s form label imports (checked again on each antd upgrade)', () => {
    expect(fs.readFileSync(formLabel, 'utf8')).toMatch(/^import Tooltip from '\.\.\/tooltip';$/m);
    expect(config.plugins).toContain(formLabelTooltipPlugin);
    const [replacement] = moduleReplacements(formLabelTooltipPlugin());
    expect(resolvedRequest(replacement!, '../tooltip', formLabel)).toMatch(/form-label-tooltip[\\/]NoTooltip\.tsx$/);
    expect(resolvedRequest(replacement!, '../tooltip', path.join(SITE_DIR, 'node_modules/antd/es/popconfirm/index.js'))).toBe('../tooltip');
    expect(moduleReplacements(formLabelTooltipPlugin(), { isServer: true })).toEqual([]);
  });

  it('is safe because no form field of the site asks for a tooltip', () => {
    const files = fs.readdirSync(path.join(SITE_DIR, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    for (const file of files) expect(fs.readFileSync(path.join(SITE_DIR, 'src', file), 'utf8'), file).not.toMatch(/\btooltip\s*[=:]/);
  });
});
