import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@shared/messages';
import { createTestApp, listen, rawRequest, type TestApp } from '../test/test-app';

// Malformed URLs are answered by our own JSON 4xx with the security headers (issue 30, part 18; decision 0194).
describe('paths the router cannot decode', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
  });
  afterAll(async () => t.close());

  it.each(['/api/drivers/%ff', '/%c0%ae%c0%ae/etc/passwd', '/api/events/%E0%A4%A'])('%s: 400, our error shape, every security header', async (path) => {
    const res = await rawRequest(port, { method: 'GET', path });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 'BAD_REQUEST', message: INPUT_MESSAGES.badPath, messageCode: 'input.badPath' });
    expect(res.body).not.toContain('FST_');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('still answers a well-formed path as before', async () => {
    const res = await rawRequest(port, { method: 'GET', path: '/api/health' });
    expect(res.status).toBeLessThan(500);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
