import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html: string | null;
  /** Every header, names lower-cased, as raw text. */
  headers: Record<string, string>;
}

export interface MailCatcher {
  /** The SMTP_URL pointing at this server. */
  url: string;
  port: number;
  mails: CaughtMail[];
  /** The next mail to this address (already caught or arriving within `timeoutMs`). */
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port, so tests prove the mail really leaves the app over SMTP (nodemailer,
 * its envelope, its MIME) instead of trusting a mocked transport. Plain SMTP without TLS or login, as a
 * relay on the same machine would be.
 */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  // Waiters woken by each arriving mail: no polling, no reading of the time.
  const arrivals = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers: Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
          });
          for (const wake of arrivals) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    waitFor(to, timeoutMs = 10_000) {
      return new Promise<CaughtMail>((resolve, reject) => {
        const check = () => {
          const mail = mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
          if (!mail) return;
          taken.add(mail);
          done();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          arrivals.delete(check);
        };
        arrivals.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
