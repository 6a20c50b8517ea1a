import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { Clock } from './clock';
import { mailsSent } from './metrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders (issue 32). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes: 'smtp' delivers it, 'folder' only writes it to the log and DATA_DIR/mail. */
  readonly mode: 'smtp' | 'folder';
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(msg: string): void;
}

/**
 * Outgoing mail (docs/decisions/0143-password-reset-and-mail.md). With SMTP_URL every message goes through nodemailer to that relay.
 * Without it nothing is delivered: each message is logged with its text (so a reset link can be followed from
 * the terminal) and written as an .eml file to DATA_DIR/mail, which a mail client opens. Tests leave the
 * folder alone (nothing in NODE_ENV=test writes to the working tree) and catch mail with a real SMTP server.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env'>,
  log: MailLog,
  clock: Clock,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, date: clock.now(), ...message });
      },
    };
  }
  // Builds the raw message without sending it, so the folder holds exactly what SMTP would have carried.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(config.dataDir, 'mail');
  return {
    mode: 'folder',
    async send(message) {
      const sentAt = clock.now();
      const info = await composer.sendMail({ from: config.mailFrom, date: sentAt, ...message });
      let file: string | null = null;
      if (config.env !== 'test') {
        await fs.mkdir(folder, { recursive: true, mode: 0o700 });
        file = path.join(folder, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      }
      log.info({ to: message.to, subject: message.subject, file }, `mail not sent (no SMTP_URL):\n${message.text}`);
    },
  };
}

/** The same mailer, counting each message sent or failed for the metrics (rally_mails_total). */
export function countingMails(inner: Mailer): Mailer {
  return {
    mode: inner.mode,
    async send(message) {
      try {
        await inner.send(message);
        mailsSent.inc({ result: 'sent', mode: inner.mode });
      } catch (err) {
        mailsSent.inc({ result: 'failed', mode: inner.mode });
        throw err;
      }
    },
  };
}
