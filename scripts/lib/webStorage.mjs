// Node 25 and later have browser-style `localStorage` and `sessionStorage` globals. Where code is
// run as if in a browser, they get in the way: Docusaurus renders pages in a sandbox that copies
// every Node global (reading the `localStorage` getter warns without --localstorage-file, once per
// locale) and hands the pages storage they never have on Node 20-24; jsdom's storage, which the
// component tests use, is hidden behind Node's. These arguments switch Node's Web Storage off, so
// both run the same on every Node. The descriptor is looked at, not the getter, which would warn.
export const WEB_STORAGE_OFF = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  ? ['--no-experimental-webstorage']
  : [];

/** `env` with the arguments above added to NODE_OPTIONS (unchanged where Node has no Web Storage). */
export function withoutWebStorage(env) {
  if (WEB_STORAGE_OFF.length === 0) return env;
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, ...WEB_STORAGE_OFF].filter(Boolean).join(' ') };
}
