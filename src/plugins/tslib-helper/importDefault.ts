/**
 * tslib's `__importDefault`, alone: what @docusaurus/utils-common asks of tslib in the browser
 * (see ./index.ts). A CommonJS module becomes `{ default: module }`; an ES module stays itself.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
