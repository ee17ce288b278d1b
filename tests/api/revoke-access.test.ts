/**
 * Which event ends which credentials: each event of REVOCATIONS (server/auth/revokeAccess.ts) is
 * made over HTTP, then the member's sessions and tokens are checked against the table's row.
 * Where the event lets the request keep something (its own session, keepTokenIds), it asks to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVOCATIONS, type RevocationReason } from '../../server/auth/revokeAccess';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';
import { resetCodeFrom } from './helpers/mail';
import { staffMember } from './helpers/moderation';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

/** Makes the event `reason` names happen to `member`, from `acting` (one of the member's sessions) where it is theirs. */
const EVENTS: Record<RevocationReason, (member: Agent, acting: Agent, keepTokenId: number) => Promise<number>> = {
  'password-reset': async (member) => {
    const email = member.user!.email;
    await new Agent(t.app).post('/api/auth/forgot-password', { email });
    const code = resetCodeFrom(t.mailer.lastTo(email)!.text)!;
    return (await new Agent(t.app).post('/api/auth/reset-password', { email, code, password: 'a reset password' }))
      .status;
  },
  'staff-sign-out': async (member) =>
    (await admin.post(`/api/admin/members/${member.user!.id}/end-sessions`, {})).status,
  'password-change': async (member, acting, keepTokenId) =>
    (
      await acting.post('/api/auth/change-password', {
        currentPassword: member.password,
        newPassword: 'a changed password',
        keepTokenIds: [keepTokenId],
      })
    ).status,
  'sign-out-everywhere': async (_member, acting, keepTokenId) =>
    (await acting.post('/api/auth/logout-all', { keepTokenIds: [keepTokenId] })).status,
};

async function newToken(owner: Agent): Promise<{ id: number; secret: string }> {
  const res = await owner.post('/api/tokens', { name: 'script', scope: 'read', expiresInDays: 30 });
  expect(res.status).toBe(201);
  return res.body;
}

async function sessionWorks(cookie: string | undefined): Promise<boolean> {
  const agent = new Agent(t.app);
  agent.cookie = cookie;
  return (await agent.get('/api/auth/me')).status === 200;
}

async function tokenWorks(secret: string): Promise<boolean> {
  const res = await new Agent(t.app).get('/api/favorites', { headers: { authorization: `Bearer ${secret}` } });
  return res.status === 200;
}

describe('revokeAccess: each event ends what REVOCATIONS says', () => {
  it.each(Object.entries(REVOCATIONS) as [RevocationReason, (typeof REVOCATIONS)[RevocationReason]][])(
    '%s',
    async (reason, rule) => {
      const acting = await registerUser(t.app);
      const otherDevice = new Agent(t.app);
      expect(
        (await otherDevice.post('/api/auth/login', { login: acting.user!.username, password: acting.password })).status,
      ).toBe(200);
      const [kept, other] = [await newToken(acting), await newToken(acting)];
      const [actingCookie, otherCookie] = [acting.cookie, otherDevice.cookie];
      // A bystander's session and token are never touched.
      const bystander = await registerUser(t.app);
      const bystanderToken = await newToken(bystander);

      expect(await EVENTS[reason](acting, acting, kept.id)).toBe(200);

      expect({
        actingSession: await sessionWorks(actingCookie),
        otherSession: await sessionWorks(otherCookie),
        keptToken: await tokenWorks(kept.secret),
        otherToken: await tokenWorks(other.secret),
      }).toEqual({
        actingSession: rule.sessions === 'others',
        otherSession: false,
        keptToken: rule.tokens === 'unless-kept',
        otherToken: false,
      });
      expect(await sessionWorks(bystander.cookie)).toBe(true);
      expect(await tokenWorks(bystanderToken.secret)).toBe(true);
    },
  );
});
