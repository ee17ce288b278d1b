/**
 * Where to go after signing in. `?redirect=` is honoured only when it is a
 * path on this site: absolute URLs, protocol-relative `//host`, backslash
 * tricks and `javascript:` are ignored.
 */
const SIGN_IN_PAGE = /\/user\/auth\/?$/;

export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes can turn a path into another host in some browsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://promptdeck.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://promptdeck.invalid') return undefined;
  if (SIGN_IN_PAGE.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in page's address (relative to the locale's base URL, as Docusaurus
 * links take it) that brings the visitor back to `pathname` + `search`.
 */
export function signInPath(pathname: string, search = '', tab?: 'login' | 'register' | 'forgot'): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  const back = safeRedirect(`${pathname}${search}`);
  if (back) params.set('redirect', back);
  const query = params.toString();
  return `/user/auth${query ? `?${query}` : ''}`;
}

/**
 * Whether `path` is a page of the locale site at `baseUrl` ("/" for the
 * default locale, "/en/" …): only those can be reached without a full load.
 */
export function isInLocaleSite(path: string, baseUrl: string, otherLocales: readonly string[]): boolean {
  if (baseUrl !== '/') return path === baseUrl.replace(/\/$/, '') || path.startsWith(baseUrl);
  return !otherLocales.some(
    (locale) => path === `/${locale}` || path.startsWith(`/${locale}/`) || path.startsWith(`/${locale}?`),
  );
}
