/**
 * The mailed reset link carries the email and the code in its fragment
 * (/reset-password#email=…&code=…): a browser never sends a fragment, so neither
 * reaches a request log. Links mailed before carried them in the query
 * (?email=…&code=…) and still work; the server's log drops that query.
 *
 * With GTAG_ID set, gtag's `config` call in the page head sends the whole
 * address (page_location) to Google Analytics before React runs. An inline
 * script placed in the head BEFORE gtag's (see docusaurus.config.ts) takes both
 * out of the address bar, fragment or query, with history.replaceState and
 * keeps them on `window` for the form to read. The form takes them out as well
 * when it was reached without a page load (the head script did not run).
 */

export const RESET_LINK_GLOBAL = '__promptdeckResetLink';

export interface ResetLinkValues {
  email: string;
  code: string;
}

/** The names the values have in the link's fragment (and in the query of older links). */
const KEYS = ['email', 'code'] as const;

// Plain ES5 in a string: it runs in the head, before any bundle. Only on reset pages (any locale).
export const RESET_LINK_HEAD_SCRIPT = `(function(){try{var l=window.location;if(!/\\/reset-password\\/?$/.test(l.pathname))return;var h=new URLSearchParams(l.hash.slice(1)),p=new URLSearchParams(l.search);var inHash=h.has('email')||h.has('code'),inQuery=p.has('email')||p.has('code');if(!inHash&&!inQuery)return;var s=inHash?h:p;window.${RESET_LINK_GLOBAL}={email:s.get('email')||'',code:s.get('code')||''};h.delete('email');h.delete('code');p.delete('email');p.delete('code');var q=p.toString(),f=inHash?h.toString():l.hash.slice(1);window.history.replaceState(window.history.state,'',l.pathname+(q?'?'+q:'')+(f?'#'+f:''));}catch(e){}})();`;

const holdsValues = (params: URLSearchParams) => KEYS.some((key) => params.has(key));
const valuesOf = (params: URLSearchParams): ResetLinkValues => ({
  email: params.get('email') ?? '',
  code: params.get('code') ?? '',
});

/**
 * What the form starts with: the fragment when it still has the values (a link
 * followed without a page load, the dev server), else the query (links mailed
 * before the fragment; the site's own "I have the code" link), else what the
 * head script took out of the mailed link, else nothing.
 */
export function resetLinkValues(search: string, hash = ''): ResetLinkValues {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (holdsValues(fragment)) return valuesOf(fragment);
  const query = new URLSearchParams(search);
  if (holdsValues(query)) return valuesOf(query);
  const kept =
    typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[RESET_LINK_GLOBAL];
  if (kept && typeof kept === 'object') {
    const { email, code } = kept as Partial<ResetLinkValues>;
    return { email: typeof email === 'string' ? email : '', code: typeof code === 'string' ? code : '' };
  }
  return { email: '', code: '' };
}

/**
 * The address without the link's values, to replace it once they are read; null
 * when it holds none. Other query parameters and a fragment of another kind stay.
 */
export function addressWithoutResetValues(search: string, hash: string): { search: string; hash: string } | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const inFragment = holdsValues(fragment);
  const inQuery = holdsValues(query);
  if (!inFragment && !inQuery) return null;
  for (const key of KEYS) {
    fragment.delete(key);
    query.delete(key);
  }
  const restQuery = query.toString();
  const restFragment = inFragment ? fragment.toString() : hash.replace(/^#/, '');
  return { search: restQuery ? `?${restQuery}` : '', hash: restFragment ? `#${restFragment}` : '' };
}

/**
 * The site's own "I have the code" link goes to the reset page without the
 * email in its address (gtag sends the path with its query on every route
 * change): the email waits where the head script keeps the mailed link's.
 */
export function rememberResetEmail(email: string): void {
  (window as unknown as Record<string, unknown>)[RESET_LINK_GLOBAL] = { email, code: '' } satisfies ResetLinkValues;
}
