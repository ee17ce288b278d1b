/**
 * Review M1: one counter per rule name, whichever route applies the rule. Change-password and
 * account deletion (the member's own, and an admin's in the console) share changePasswordAccount:
 * a session holder gets one budget of password guesses.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, registerUser, setRole } from './helpers/app';

describe('changePasswordAccount', () => {
  it('10 wrong change-passwords leave no guess for an account deletion', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '10' } });
    try {
      const me = await registerUser(t.app);
      for (let i = 0; i < 10; i += 1) {
        const res = await me.post('/api/auth/change-password', {
          currentPassword: `wrong-guess-${i}`,
          newPassword: 'a-new-password-here',
        });
        expect(res.status).toBe(400);
      }
      const deletion = await me.delete('/api/auth/account', { password: 'another-wrong-guess' });
      expect(deletion.status).toBe(429);
      expect(deletion.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await me.get('/api/auth/me')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("an admin's wrong guesses in the console count with their change-passwords", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false', RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '10' } });
    try {
      const admin = await registerUser(t.app);
      await setRole(t.database, admin, 'admin');
      const member = await registerUser(t.app);
      for (let i = 0; i < 10; i += 1)
        expect(
          (
            await admin.post('/api/auth/change-password', {
              currentPassword: `wrong-guess-${i}`,
              newPassword: 'a-new-password-here',
            })
          ).status,
        ).toBe(400);
      const deletion = await admin.delete(`/api/admin/members/${member.user!.id}`, { password: 'wrong-again' });
      expect(deletion.status).toBe(429);
      expect((await member.get('/api/auth/me')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
