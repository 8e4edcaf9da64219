// Test helpers for the personal cabinet: a signed-in API client, history rows put straight into the
// database (dates of our choosing), and multipart comment forms.
import { randomBytes } from 'node:crypto';
import type { RequestStatus, RequestType } from '@podbor/contracts';
import type { TestApp } from './test-app';
import { registerUser, type TestUser } from './auth';
import { waitForEnd } from './selection-app';

export interface CabinetUser extends TestUser {
  id: number;
}

/** Registers a user through the API and looks up the account id. */
export async function cabinetUser(t: TestApp): Promise<CabinetUser> {
  const u = await registerUser(t);
  const row = await t.database.db
    .selectFrom('account')
    .select('id')
    .where('phone', '=', u.phone)
    .executeTakeFirstOrThrow();
  return { ...u, id: row.id };
}

/** A registered user given the manager's role (as `npm run user:create -- --role manager` does). */
export async function managerUser(t: TestApp): Promise<CabinetUser> {
  const u = await cabinetUser(t);
  await t.database.db.updateTable('account').set({ role: 'manager' }).where('id', '=', u.id).execute();
  return u;
}

/** Parsed JSON: the tests read answers field by field. */
type Json = ReturnType<typeof JSON.parse>;

export interface Answer {
  status: number;
  body: { statusCode: number; response: Json };
}

/** Calls as `user` (or as a guest): JSON in, the envelope out. */
export function client(t: TestApp, user: { headers: { jwt: string } } | null) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Answer> => {
    const res = await t.app.inject({
      method,
      url,
      headers: user?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    put: (url: string, body: unknown = {}) => call('PUT', url, body),
    del: (url: string) => call('DELETE', url),
    /** A multipart form: text fields and files (each `{field, name, data, type?}`). */
    async form(
      url: string,
      fields: Record<string, string>,
      files: Array<{ field?: string; name: string; data: Buffer | string; type?: string }> = [],
    ): Promise<Answer> {
      const { payload, contentType } = multipart(fields, files);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...(user?.headers ?? {}), 'content-type': contentType },
        payload,
      });
      return { status: res.statusCode, body: res.json() };
    },
    /** A raw GET (file downloads). */
    raw: (url: string) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} }),
  };
}
export type Client = ReturnType<typeof client>;

export function multipart(
  fields: Record<string, string>,
  files: Array<{ field?: string; name: string; data: Buffer | string; type?: string }> = [],
) {
  const boundary = `----podbor${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A minimal valid file of each checked kind. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n%test\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};

/**
 * Runs a test-engine selection ('station' category of the selection test app) as `user`, or as a
 * guest; `wait` (default) polls until it ends and answers the status record.
 */
export async function runSelection(
  t: TestApp,
  grant: string,
  user: { headers: { jwt: string } } | null,
  input: object = { mode: 'ok' },
): Promise<RequestStatus> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/search/station',
    headers: { ...(user?.headers ?? {}), 'calc-access': grant },
    payload: input,
  });
  if (res.statusCode !== 200) throw new Error(`selection refused: ${res.body}`);
  return waitForEnd(t.app, res.json().response.hash);
}

/**
 * Puts finished requests of `userId` straight into the database, as the selection module leaves
 * them (no files); answers their ids in the given order.
 */
export async function seedRequests(
  t: TestApp,
  userId: number,
  items: Array<{
    type?: RequestType;
    updated?: string;
    state?: 'done' | 'failed' | 'pending';
    /** The request's input as the calculator sent it ({} when not given). */
    input?: unknown;
    /** A done request's response ({} when not given). */
    response?: unknown;
  }>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const it of items) {
    const at = it.updated ?? new Date().toISOString();
    const row = await t.database.db
      .insertInto('request')
      .values({
        hash: randomBytes(18).toString('base64url'),
        type: it.type ?? 'station',
        user_id: userId,
        state: it.state ?? 'done',
        input: JSON.stringify(it.input ?? {}),
        response: it.state === 'done' || !it.state ? JSON.stringify(it.response ?? {}) : null,
        error: it.state === 'failed' ? '"Решений не найдено"' : null,
        created: at,
        updated: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
