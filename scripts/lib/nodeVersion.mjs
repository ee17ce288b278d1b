// Whether this Node.js is one the project runs on: package.json's `engines.node` is the one home of
// the range; `npm start` (scripts/start.mjs) stops at once with the message below when it is not.
import fs from 'node:fs';

/** [major, minor, patch] of `v24.1.0` or `24.1.0`. */
function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) throw new Error(`not a version: ${version}`);
  return match.slice(1, 4).map(Number);
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** One comparator of a range: `>=22.12.0`, or `^22.12.0` (the same major, not older). */
function satisfies(version, comparator) {
  const match = /^(>=|\^)\s*(\d+(?:\.\d+){0,2})$/.exec(comparator.trim());
  if (!match) throw new Error(`unsupported engines range: ${comparator}`);
  const wanted = parts(match[2].split('.').concat('0', '0').slice(0, 3).join('.'));
  if (compare(version, wanted) < 0) return false;
  return match[1] === '>=' || version[0] === wanted[0];
}

/**
 * Undefined when `version` (such as process.version) falls in `range` (alternatives joined by
 * `||`, each `>=x.y.z` or `^x.y.z`); otherwise the one line to show.
 */
export function nodeVersionProblem(version, range) {
  const current = parts(version);
  if (range.split('||').some((comparator) => satisfies(current, comparator))) return undefined;
  return `PromptDeck needs Node.js ${range.trim()}, and this is ${version.startsWith('v') ? version : `v${version}`}: install a current Node.js (24 LTS) and run again.`;
}

/** The range package.json's `engines.node` asks for. */
export function requiredNodeRange(packageJsonFile) {
  return JSON.parse(fs.readFileSync(packageJsonFile, 'utf8')).engines.node;
}
