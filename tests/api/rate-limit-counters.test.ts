/**
 * Review M1: one counter per rule name, whichever route applies the rule. Change-password and
 * account deletion share changePasswordAccount: a session holder gets one budget of password guesses.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, registerUser } from './helpers/app';

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
});
