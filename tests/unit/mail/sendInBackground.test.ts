/** Mail the answer does not wait for: retried with backoff, an error logged when it finally fails. */
import { describe, expect, it } from 'vitest';
import { MAIL_RETRY_DELAYS_MS, sendInBackground, type Mailer, type MailMessage } from '../../../server/mail';

const message: MailMessage = { to: 'someone@example.test', subject: 'Code', text: 'Your code is: SECRET12' };

function setup(failures: number) {
  const tries: number[] = [];
  const waits: number[] = [];
  const logs: Array<{ level: 'warn' | 'error'; object: Record<string, unknown>; message: string }> = [];
  const mailer: Mailer = {
    async send() {
      tries.push(tries.length + 1);
      if (tries.length <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
  };
  const options = {
    purpose: 'password reset code',
    log: {
      warn: (object: object, text: string) =>
        logs.push({ level: 'warn', object: object as Record<string, unknown>, message: text }),
      error: (object: object, text: string) =>
        logs.push({ level: 'error', object: object as Record<string, unknown>, message: text }),
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
  return { tries, waits, logs, run: () => sendInBackground(mailer, message, options) };
}

describe('sendInBackground', () => {
  it('retries after each delay, growing, and stops at the first success', async () => {
    const { tries, waits, logs, run } = setup(2);
    await run();
    expect(tries).toHaveLength(3);
    expect(waits).toEqual([...MAIL_RETRY_DELAYS_MS]);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(logs.map((log) => log.level)).toEqual(['warn', 'warn']);
  });

  it('logs an error when every try failed, without the message content, and never rejects', async () => {
    const { tries, logs, run } = setup(Infinity);
    await expect(run()).resolves.toBeUndefined();
    expect(tries).toHaveLength(MAIL_RETRY_DELAYS_MS.length + 1);
    const errors = logs.filter((log) => log.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.object).toMatchObject({ purpose: 'password reset code', attempts: 3 });
    expect(JSON.stringify(logs)).not.toContain('SECRET12');
    expect(JSON.stringify(logs)).not.toContain('someone@example.test');
  });

  it('sends once when the mail server answers', async () => {
    const { tries, logs, run } = setup(0);
    await run();
    expect(tries).toHaveLength(1);
    expect(logs).toEqual([]);
  });
});
