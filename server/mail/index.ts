/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise a
 * local outbox that writes every message as an .eml file under the data folder.
 * Mail that the answer does not wait for goes through sendInBackground, which
 * retries a mail server that is briefly down and logs an error when it gives up.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void> | void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Told where an outbox message was written (never its content). */
  onOutboxWrite?: (file: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return createOutboxMailer(options);
}

/** Writes each message as an RFC 822 file in the outbox folder. */
export function createOutboxMailer(options: Omit<MailerOptions, 'smtpUrl'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      // Written beside the folder, then moved in: a reader of the outbox never sees a half-written file.
      const partial = path.join(
        path.dirname(options.outboxDir),
        `.outbox-${crypto.randomBytes(6).toString('hex')}.part`,
      );
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
      options.onOutboxWrite?.(file);
    },
  };
}

/** Keeps messages in memory (tests). */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  lastTo(address: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

/** Waits before each retry of a mail that failed: three tries in all, over about half a minute. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [5_000, 25_000];

export interface BackgroundMailOptions {
  /** Where the final failure is reported (error level), and each retry (warn). */
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** What the message is, for the logs (never the content or the address). */
  purpose: string;
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Sends without making the caller wait: on failure tries again after each of
 * the retry delays, then logs an error. Resolves when it is done either way
 * (never rejects), so tests can await it.
 */
export async function sendInBackground(
  mailer: Mailer,
  message: MailMessage,
  options: BackgroundMailOptions,
): Promise<void> {
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  // The timers do not keep a stopping process alive; the mail is then lost (and was logged as retried).
  const wait = options.wait ?? ((ms: number) => sleep(ms, undefined, { ref: false }));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mailer.send(message);
      return;
    } catch (error) {
      if (attempt >= delays.length) {
        options.log.error(
          { err: error, purpose: options.purpose, attempts: attempt + 1 },
          'could not send mail: gave up',
        );
        return;
      }
      options.log.warn(
        { err: error, purpose: options.purpose, attempt: attempt + 1 },
        'could not send mail: trying again',
      );
      await wait(delays[attempt]!);
    }
  }
}
