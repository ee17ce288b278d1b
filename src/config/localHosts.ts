/**
 * Hosts that only this machine can reach. The server reads them to tell a local set-up from a
 * production one (server/config.ts), the browser extension to allow plain http:// for a site
 * address on this computer (extension/lib/siteAddress.ts).
 */
export const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when `siteUrl` is an absolute URL on one of LOCAL_HOSTNAMES. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  try {
    return LOCAL_HOSTNAMES.has(new URL(siteUrl).hostname.toLowerCase());
  } catch {
    return false;
  }
}
