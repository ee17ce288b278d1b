/** The slice of Pagefind's browser API that the search bar uses. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

/**
 * The site root, where the one Pagefind bundle for all locales lives: a
 * locale's base URL (/it/) without its locale segment.
 */
export function siteRootUrl(localeBaseUrl: string, localePath: string | null): string {
  if (!localePath) return localeBaseUrl;
  const suffix = `${localePath}/`;
  return localeBaseUrl.endsWith(suffix) ? localeBaseUrl.slice(0, -suffix.length) : localeBaseUrl;
}

let loading: Promise<PagefindApi> | undefined;

/**
 * Loads the Pagefind bundle that `npm run build` writes to /pagefind/. It
 * picks the index of the page's <html lang> by itself, so each locale
 * searches its own pages.
 */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`).then(
    async (module: PagefindApi) => {
      await module.options({ excerptLength: 24 });
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Pagefind strips index.html but keeps a trailing slash; our routes have none, except the locale homes. */
export function toRoutePath(url: string): string {
  const withoutHtml = url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (withoutHtml === '/' || /^\/[a-z]{2}\/$/.test(withoutHtml) || /\/(docs|user)\/$/.test(withoutHtml)) {
    return withoutHtml;
  }
  return withoutHtml.replace(/\/$/, '');
}
