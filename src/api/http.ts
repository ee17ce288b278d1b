/**
 * Names the site and the API agree on at the HTTP level: the cross-site request header and the
 * cookies. Free of imports, so the session store that every page loads can read the cookie name
 * without pulling in the limits and text rules.
 */

/** Header every non-GET request must carry (cross-site request protection). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'promptdeck';
export const SESSION_COOKIE = 'promptdeck_session';
/** Readable companion of the session cookie ("1" while a session may exist); holds no secret. */
export const SESSION_HINT_COOKIE = 'promptdeck_signed_in';
