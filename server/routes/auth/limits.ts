/**
 * Whom the rate limits of the account routes count. Login, forgot and reset
 * limits per account count per (account, address), so attempts from elsewhere
 * never spend the owner's budget at their own address; across all addresses,
 * failed logins of an account meet a ceiling of growing delays (the
 * failure ceiling of plugins/rateLimit.ts) and reset mails a ceiling per hour.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../../http/addresses';
import * as users from '../../repositories/users';
import type { CountedAttempt } from '../../auth/accounts';

/** The keys and the login ceiling of the account routes of `app`. */
export function accountLimitKeys(app: FastifyInstance) {
  const lowerLogin = (request: { body?: unknown }) => {
    const login = (request.body as { login?: unknown; email?: unknown } | undefined) ?? {};
    const value =
      typeof login.login === 'string' ? login.login : typeof login.email === 'string' ? login.email : undefined;
    return value?.trim().toLowerCase();
  };
  /** The login or email of the body, with the address it came from (IPv6 by /64). */
  const loginAtAddress = (request: FastifyRequest) => {
    const text = lowerLogin(request);
    return text ? `${text}@${addressKey(request.ip)}` : undefined;
  };
  /**
   * Whom a login names: the account however it is written ("Ada", "ada" and
   * "ada@example.com" are one), or for a login naming no account its
   * normalised text, limited the same way (so the limits do not tell which
   * names exist) but counted apart (so junk names cannot push real accounts'
   * counters out of the store). Looked up once per request.
   */
  const named = new WeakMap<FastifyRequest, Promise<{ known: boolean; key: string } | undefined>>();
  const loginTarget = (request: FastifyRequest) => {
    let target = named.get(request);
    if (!target) {
      const text = lowerLogin(request);
      target = !text
        ? Promise.resolve(undefined)
        : users
            .findUserIdByLogin(app.deps.database.kysely, text)
            .then((userId) =>
              userId === undefined ? { known: false, key: `name:${text}` } : { known: true, key: `user:${userId}` },
            );
      named.set(request, target);
    }
    return target;
  };
  const loginAccountKey = (known: boolean) => async (request: FastifyRequest) => {
    const target = await loginTarget(request);
    return target?.known === known ? `${target.key}@${addressKey(request.ip)}` : undefined;
  };
  const loginCeiling = app.deps.config.rateLimit.loginCeiling;
  const accountCeiling = app.failureCeiling('login-account', loginCeiling);
  const unknownCeiling = app.failureCeiling('login-name', loginCeiling);
  /** The login's attempt against the failure ceiling of whom it names (none without a login). */
  const loginAttempt = async (request: FastifyRequest): Promise<CountedAttempt | undefined> => {
    const target = await loginTarget(request);
    if (!target) return undefined;
    const ceiling = target.known ? accountCeiling : unknownCeiling;
    return { enter: () => ceiling.enter(request, target.key), refund: () => ceiling.refund(request, target.key) };
  };
  return { loginAtAddress, loginAccountKey, loginAttempt };
}
