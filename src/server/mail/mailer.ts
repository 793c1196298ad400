import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { kind: 'smtp' | 'outbox'; send: (message: MailMessage) => Promise<void> };

/**
 * With SMTP_URL, mail goes through nodemailer. Without it, mail goes to the database outbox and the
 * server log, so a developer (and the e2e tests) can open a magic link without a mail server.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db; log?: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    kind: 'outbox',
    send: async (message) => {
      await options.db.insert(emailOutbox).values({ toAddress: message.to.toLowerCase(), subject: message.subject, textBody: message.text, htmlBody: message.html });
      log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
