import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, pushSubscriptions, userPreferences } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { runReachTick, type ReachDeps } from './reach.service';

/**
 * Web Push (issue 32 part 2) against a real push endpoint on a loopback port: the server encrypts with the
 * subscription's keys and signs with VAPID through `web-push`; the test decrypts what arrives (RFC 8291,
 * aes128gcm) with the keys only the browser would hold, and checks the words and their language.
 */
const HOUR = 3_600_000;
const START = new Date('2035-02-10T08:00:00Z');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16) };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 / RFC 8188 decryption of a one-record aes128gcm body, as the browser does it. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(keys.auth, shared), info);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('push notifications', () => {
  let t: TestApp;
  let server: https.Server;
  let base = '';
  const received: Received[] = [];
  /** Paths the fake push service answers 410 Gone for (an expired subscription). */
  const gone = new Set<string>();
  const vapid = webpush.generateVAPIDKeys();
  let deps: ReachDeps;
  let cert: Buffer;

  beforeAll(async () => {
    // A push service is https: a certificate for 127.0.0.1 made for this run, trusted by the sender's agent only.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    cert = fs.readFileSync(path.join(dir, 'cert.pem'));
    const key = fs.readFileSync(path.join(dir, 'key.pem'));
    fs.rmSync(dir, { recursive: true, force: true });
    server = https.createServer({ cert, key }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
      },
    });
    deps = {
      db: t.database.db,
      mailer: { send: async () => undefined },
      publicUrl: t.config.publicUrl,
      secret: t.config.authSecret!,
      vapid: t.config.vapid,
      pushAgent: new https.Agent({ ca: cert }),
    };
  });
  afterAll(async () => {
    await t?.clock.reset();
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('subscribes a device, delivers the 1 h reminder encrypted for it in the player’s language, and removes it on 410 (game-rules §17.3)', async () => {
    const player = new TestClient(t.app);
    const signUp = await player.signUp(uniqueUser('pushfan'));
    const userId = signUp.json<{ user: { id: string } }>().user.id;
    await t.database.db.insert(userPreferences).values({ userId, language: 'fr' });
    expect((await player.get('/api/push/public-key')).json()).toEqual({ publicKey: vapid.publicKey });
    const keys = browserKeys();
    const subscription = {
      endpoint: `${base}/push/fan-phone`,
      keys: { p256dh: keys.p256dh, auth: keys.auth.toString('base64url') },
    };
    for (const endpoint of ['not a url', 'http://127.0.0.1/plain-http']) {
      const bad = await player.post('/api/me/push/subscriptions', { endpoint, keys: subscription.keys });
      expect(bad.statusCode, endpoint).toBe(400);
    }
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
    expect((await player.post('/api/me/push/subscriptions', subscription)).statusCode).toBe(201);

    const [ev] = await t.database.db
      .insert(events)
      .values({
        season: 2035,
        round: 1,
        name: 'Rallye Push',
        country: 'France',
        startDate: START,
        endDate: new Date(START.getTime() + 48 * HOUR),
        surfaceType: 'tarmac',
      })
      .returning({ id: events.id });
    await t.clock.set(new Date(START.getTime() - HOUR), { frozen: true });
    expect((await runReachTick(deps)).sent).toBe(2);
    const push = received.find((r) => r.path === '/push/fan-phone')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(decrypt(push.body, keys))).toEqual({
      title: 'Rallye Push se verrouille dans une heure',
      body: 'Il manque votre équipe ou votre pronostic.',
      url: `/events/${ev!.id}`,
      tag: `lock_1h-${ev!.id}`,
    });
    expect((await runReachTick(deps)).sent).toBe(0);

    // The device's subscription expires: the push service answers 410 and the server forgets it.
    gone.add('/push/fan-phone');
    await t.database.db
      .update(events)
      .set({ resultsPublishedAt: new Date(START.getTime() + 50 * HOUR) })
      .where(eq(events.id, ev!.id));
    await t.database.db.execute(
      // A processed prediction puts the player in the digest's audience.
      sql`INSERT INTO predictions (user_id, event_id, is_processed, points) VALUES (${userId}, ${ev!.id}, true, 5)`,
    );
    await t.clock.set(new Date(START.getTime() + 50 * HOUR + 1000), { frozen: true });
    await runReachTick(deps);
    expect(received.filter((r) => r.path === '/push/fan-phone')).toHaveLength(2);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('unsubscribes a device; a bad body is refused and changes nothing', async () => {
    const player = new TestClient(t.app);
    await player.signUp(uniqueUser('pushleaver'));
    const keys = browserKeys();
    const subscription = {
      endpoint: `${base}/push/leaver`,
      keys: { p256dh: keys.p256dh, auth: keys.auth.toString('base64url') },
    };
    expect((await player.post('/api/me/push/subscriptions', subscription)).statusCode).toBe(201);
    expect((await player.post('/api/me/push/subscriptions/remove', { endpoint: 42 })).statusCode).toBe(400);
    const mine = () =>
      t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(await mine()).toHaveLength(1);
    const res = await player.post('/api/me/push/subscriptions/remove', { endpoint: subscription.endpoint });
    expect(res.json()).toEqual({ removed: true });
    expect(await mine()).toEqual([]);
  });
});
