/**
 * Where the connect content script runs: the site's connect page in every locale
 * (`/user/extension`, `/fr/user/extension`; src/config/extensionHandoff.ts names the path), and
 * the host permission a self-hosted site's page needs before the script can run there.
 */
// Relative imports: wxt.config.ts reads OPTIONAL_SITE_PERMISSIONS without the bundler's @site alias.
import { EXTENSION_CONNECT_PATH } from '../../src/config/extensionHandoff';
import { LOCAL_HOSTNAMES } from '../../src/config/localHosts';

/**
 * The match patterns of a site's connect page. Match patterns take no port, so a site on a port
 * matches its host on any port; the script itself checks the page's origin against the configured site.
 */
export function connectMatchPatterns(site: string): string[] {
  const { protocol, hostname, pathname } = new URL(site);
  const base = `${protocol}//${hostname}${pathname.replace(/\/+$/, '')}`;
  return [`${base}${EXTENSION_CONNECT_PATH}*`, `${base}/*${EXTENSION_CONNECT_PATH}*`];
}

/**
 * The hosts the extension may ask for at run time (the manifest's optional host permissions): any
 * https site, and plain http on this computer, as parseSiteAddress allows. Match patterns have no
 * IPv6 form, so `[::1]` is left out (a member there pastes the token).
 */
export const OPTIONAL_SITE_PERMISSIONS: readonly string[] = [
  'https://*/*',
  ...[...LOCAL_HOSTNAMES].filter((host) => !host.startsWith('[')).map((host) => `http://${host}/*`),
];

/** The host permission that lets the connect script run on `site` (parsed by parseSiteAddress). */
export function siteHostPermission(site: string): string {
  const { protocol, hostname } = new URL(site);
  return `${protocol}//${hostname}/*`;
}

/** True when the manifest's connect script, made for the build's site, already runs on `site`'s connect page. */
export function connectScriptIsBuiltIn(site: string, buildSite: string): boolean {
  const built = new Set(connectMatchPatterns(buildSite));
  return connectMatchPatterns(site).every((pattern) => built.has(pattern));
}
