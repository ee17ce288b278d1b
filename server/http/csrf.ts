/**
 * Cross-site request protection for cookie-authenticated writes: every request
 * other than GET/HEAD/OPTIONS must carry `X-Requested-With: promptdeck` (a
 * header a cross-site form cannot send, and a cross-site fetch cannot send
 * without a preflight we never grant), and its Origin, when present, must be
 * this site. A request authenticated by an access token needs neither: a
 * browser never attaches the Authorization header on its own, so a cross-site
 * page cannot borrow the credential (the cookie is ignored when a token is sent).
 */
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/limits';
import { AppError } from '../errors';
import { isSafeMethod } from './methods';

export function createCsrfCheck(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  const headerName = CSRF_HEADER.toLowerCase();
  /** Throws 403 CSRF_REJECTED; synchronous, as it runs on every /api request. */
  return function csrfCheck(request: FastifyRequest): void {
    if (isSafeMethod(request.method) || request.credential?.kind === 'token') return;
    const reject = (why: string) => new AppError(403, 'CSRF_REJECTED', `Cross-site request rejected: ${why}`);
    if (request.headers[headerName] !== CSRF_HEADER_VALUE) throw reject(`missing ${CSRF_HEADER} header`);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw reject('request comes from another site');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw reject('origin is not valid');
    }
    if (parsed.origin === siteOrigin) return;
    if (request.headers.host && parsed.host === request.headers.host) return;
    throw reject('origin does not match this site');
  };
}
