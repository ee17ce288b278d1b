/**
 * The mailed reset link carries the email and the code in its query
 * (/reset-password?email=…&code=…). With GTAG_ID set, gtag's `config` call in
 * the page head sends the whole address (page_location) to Google Analytics
 * before React runs. An inline script placed in the head BEFORE gtag's (see
 * docusaurus.config.ts) takes both out of the address bar with
 * history.replaceState and keeps them on `window` for the form to read.
 */

export const RESET_LINK_GLOBAL = '__promptdeckResetLink';

export interface ResetLinkValues {
  email: string;
  code: string;
}

// Plain ES5 in a string: it runs in the head, before any bundle. Only on reset pages (any locale).
export const RESET_LINK_HEAD_SCRIPT = `(function(){try{var l=window.location;if(!/\\/reset-password\\/?$/.test(l.pathname))return;var p=new URLSearchParams(l.search);if(!p.has('email')&&!p.has('code'))return;window.${RESET_LINK_GLOBAL}={email:p.get('email')||'',code:p.get('code')||''};p.delete('email');p.delete('code');var q=p.toString();window.history.replaceState(window.history.state,'',l.pathname+(q?'?'+q:'')+l.hash);}catch(e){}})();`;

/**
 * What the form starts with: the query when it still has the values (the
 * site's own "I have the code" link, the dev server), else what the head
 * script took out of the mailed link, else nothing.
 */
export function resetLinkValues(search: string): ResetLinkValues {
  const params = new URLSearchParams(search);
  if (params.has('email') || params.has('code'))
    return { email: params.get('email') ?? '', code: params.get('code') ?? '' };
  const kept =
    typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[RESET_LINK_GLOBAL];
  if (kept && typeof kept === 'object') {
    const { email, code } = kept as Partial<ResetLinkValues>;
    return { email: typeof email === 'string' ? email : '', code: typeof code === 'string' ? code : '' };
  }
  return { email: '', code: '' };
}

/**
 * The site's own "I have the code" link goes to the reset page without the
 * email in its address (gtag sends the path with its query on every route
 * change): the email waits where the head script keeps the mailed link's.
 */
export function rememberResetEmail(email: string): void {
  (window as unknown as Record<string, unknown>)[RESET_LINK_GLOBAL] = { email, code: '' } satisfies ResetLinkValues;
}
