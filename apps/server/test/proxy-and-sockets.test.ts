// Behind a proxy and against slow clients (issue 20 holes 8 and 9, decision 0035): whose address
// the limits count under, a body that stops arriving, and a client opening too many sockets.
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registerUser } from './helpers/auth';

const login = (t: TestApp, username: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or a list of addresses and ranges; refuses true and nonsense', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, loopback,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '1.2.3.4/8/1']) {
      expect(parseTrustProxy(bad)).toBeUndefined();
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: должен быть false/);
  });

  it('turns the per-address connection cap off behind a proxy only; TRUST_PROXY=false or 0 keeps it', () => {
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(100);
    expect(loadConfig({ TRUST_PROXY: 'false' }).maxConnectionsPerAddress).toBe(100);
    expect(loadConfig({ TRUST_PROXY: '0' }).maxConnectionsPerAddress).toBe(100);
    expect(loadConfig({ TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '50' }).maxConnectionsPerAddress).toBe(
      50,
    );
  });

  describe('unset: a forwarded address is not believed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite');
    });
    afterAll(async () => t?.close());

    it('failures sent with made-up X-Forwarded-For still count under the socket address', async () => {
      const u = await registerUser(t);
      for (let i = 0; i < 10; i++) {
        expect((await login(t, u.username, 'wrong-pass', `203.0.113.${i}`)).statusCode).toBe(400);
      }
      expect((await login(t, u.username, u.password, '203.0.113.200')).statusCode).toBe(429);
    });
  });

  describe('one hop: the proxy names the client', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { TRUST_PROXY: '1' });
    });
    afterAll(async () => t?.close());

    it("a guesser behind the proxy locks only their own address out, not the account's owner", async () => {
      const u = await registerUser(t);
      for (let i = 0; i < 10; i++) {
        expect((await login(t, u.username, 'wrong-pass', '203.0.113.5')).statusCode).toBe(400);
      }
      expect((await login(t, u.username, u.password, '203.0.113.5')).statusCode).toBe(429);
      expect((await login(t, u.username, u.password, '198.51.100.7')).statusCode).toBe(200);
    });
  });
});

describe('slow and crowding clients (a real socket)', () => {
  let t: TestApp;
  let port: number;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '5' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.destroy();
  });
  afterAll(async () => t?.close());

  const open = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s));
      s.on('error', reject);
      sockets.push(s);
    });
  const closed = (s: net.Socket) =>
    new Promise<{ data: string; ms: number }>((resolve) => {
      const start = Date.now();
      let data = '';
      s.on('data', (d: Buffer) => (data += d.toString()));
      s.on('close', () => resolve({ data, ms: Date.now() - start }));
    });

  it('a POST whose body stops arriving is answered 408 and closed, not held', async () => {
    const s = await open();
    const done = closed(s);
    s.write(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    const { data, ms } = await done;
    expect(data).toMatch(/^HTTP\/1\.1 408/);
    // The limit (1 s here) plus Node's check interval (2 s).
    expect(ms).toBeLessThan(6000);
  });

  it('a sixth connection from one address is closed at once; the first five still work', async () => {
    const first = await Promise.all(Array.from({ length: 5 }, () => open()));
    const sixth = await open();
    const { data } = await closed(sixth);
    expect(data).toBe('');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      first[0]!.on('data', (d: Buffer) => {
        text += d.toString();
        if (text.includes('\r\n\r\n')) resolve(text);
      });
      first[0]!.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
