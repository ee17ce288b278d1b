/** `npm start` stops on a Node older than package.json's engines range, naming the range it needs. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeRange } from '../../../scripts/lib/nodeVersion.mjs';

const range = requiredNodeRange(path.resolve(__dirname, '../../../package.json'));

describe('the Node version check', () => {
  it('reads the range from package.json', () => {
    expect(range).toBe('>=22.12.0');
  });

  it.each(['v22.12.0', 'v22.13.1', 'v24.22.3', '25.0.0'])('accepts %s', (version) => {
    expect(nodeVersionProblem(version, range)).toBeUndefined();
  });

  it.each(['v20.20.2', 'v22.11.9', 'v18.0.0'])('refuses %s in one line naming the range', (version) => {
    const message = nodeVersionProblem(version, range);
    expect(message).toContain('>=22.12.0');
    expect(message).toContain(version);
    expect(message).not.toContain('\n');
  });

  it('reads alternatives and caret ranges', () => {
    expect(nodeVersionProblem('v20.19.1', '^20.19.0 || >=24')).toBeUndefined();
    expect(nodeVersionProblem('v21.0.0', '^20.19.0 || >=24')).toBeDefined();
    expect(nodeVersionProblem('v24.0.0', '^20.19.0 || >=24')).toBeUndefined();
  });
});
