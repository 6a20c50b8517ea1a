import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../test/mail-catcher';
import { createClock } from './clock';
import { createMailer } from './mailer';

// A clock standing at a known instant: the mail's Date header and the file name follow the game clock.
const sentAt = new Date('2031-03-04T05:06:07.000Z');
const clock = createClock({ offsetMs: 0, frozenAtMs: sentAt.getTime() });

const message = { to: 'player@example.com', subject: 'Reset your Rally Fantasy password', text: 'Open http://localhost:3000/reset-password?token=abc' };

describe('mailer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-mail-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('without SMTP_URL writes each mail to the log and as .eml to DATA_DIR/mail', async () => {
    const logged: string[] = [];
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'Rally Fantasy <no-reply@rally-fantasy.local>', dataDir: dir, env: 'production' },
      { info: (_obj, msg) => logged.push(msg), warn: () => {} },
      clock,
    );
    expect(mailer.mode).toBe('folder');
    await mailer.send(message);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('http://localhost:3000/reset-password?token=abc');
    const files = fs.readdirSync(path.join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2031-03-04T05-06-07-000Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(dir, 'mail', files[0]!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.date?.toISOString()).toBe(sentAt.toISOString());
  });

  it('with SMTP_URL delivers over SMTP', async () => {
    const smtp = await startMailCatcher();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Rally Fantasy <no-reply@rally-fantasy.local>', dataDir: dir, env: 'production' }, { info: () => {}, warn: () => {} }, clock);
      expect(mailer.mode).toBe('smtp');
      await mailer.send(message);
      const caught = await smtp.waitFor('player@example.com');
      expect(caught).toMatchObject({ subject: message.subject, from: 'no-reply@rally-fantasy.local' });
    } finally {
      await smtp.close();
    }
  });
});
