// A user for a suite, registered through the API as a person would: the SMS code is read from the
// server's outbox (DATA_DIR/outbox/sms.jsonl), as the browser tests read it.
import fs from 'node:fs';
import path from 'node:path';

export interface BenchUser {
  /** The phone without +7, as login's username. */
  username: string;
  password: string;
  /** The session register/verify answers. */
  token: string;
  /** The spec's session header: `jwt: jwt <token>`. */
  headers: { jwt: string };
}

async function call(url: string, method: string, body: object) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { response?: Record<string, unknown> } };
}

/** Registers `phone` ('+7XXXXXXXXXX') on the server at `baseUrl` whose DATA_DIR is `dataDir`. */
export async function registerUser(
  baseUrl: string,
  dataDir: string,
  phone = '+79990001122',
  password = 'bench-password-1',
): Promise<BenchUser> {
  const reg = await call(`${baseUrl}/api/v1/user/register`, 'PUT', { phoneNumber: phone, password });
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const lines = fs
    .readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { phone: string; code: string });
  const code = lines.filter((l) => l.phone === phone).at(-1)?.code;
  if (!code) throw new Error(`register: no SMS code for ${phone} in the outbox`);
  const ver = await call(`${baseUrl}/api/v1/user/register/verify`, 'POST', { phoneNumber: phone, code });
  const token = ver.json.response?.['token'];
  if (ver.status !== 200 || typeof token !== 'string')
    throw new Error(`verify: ${ver.status} ${JSON.stringify(ver.json)}`);
  return { username: phone.slice(2), password, token, headers: { jwt: `jwt ${token}` } };
}
