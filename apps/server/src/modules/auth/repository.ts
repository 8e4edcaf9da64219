// Data access of the auth module: accounts, sessions, one-time codes and failed-attempt records.
// Plain queries only; the rules (limits, expiry, who may do what) live in service.ts.
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountTable, CodeTable, SessionTable } from './tables';

export type Account = Selectable<AccountTable>;
export type Session = Selectable<SessionTable>;
export type Code = Selectable<CodeTable>;

/** A UNIQUE violation on either dialect (SQLite constraint code, PostgreSQL 23505). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export function createAuthRepository(db: Kysely<Database>) {
  return {
    // ---- accounts ----
    findAccountByPhone(phone: string) {
      return db.selectFrom('account').selectAll().where('phone', '=', phone).executeTakeFirst();
    },
    findAccountById(id: number) {
      return db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Names and phones of several accounts (display names for other modules). */
    findNames(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('account')
        .select(['id', 'phone', 'firstname', 'lastname', 'role'])
        .where('id', 'in', ids)
        .execute();
    },
    /** Every manager's account (who is told of a customer's КП request). */
    async managerIds(): Promise<number[]> {
      const rows = await db.selectFrom('account').select('id').where('role', '=', 'manager').execute();
      return rows.map((r) => r.id);
    },
    /** The new account's id, or null when the phone is already taken. */
    async insertAccount(row: { phone: string; password_hash: string; now: string }): Promise<number | null> {
      try {
        const r = await db
          .insertInto('account')
          .values({ phone: row.phone, password_hash: row.password_hash, created: row.now, updated: row.now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return r.id;
      } catch (e) {
        if (isUniqueViolation(e)) return null;
        throw e;
      }
    },
    /** False when the change would give the account a phone another account holds. */
    async updateAccount(id: number, patch: Updateable<AccountTable>): Promise<boolean> {
      try {
        await db.updateTable('account').set(patch).where('id', '=', id).execute();
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },
    /** New password and, in the same transaction, every other session of the account revoked. */
    async setPassword(id: number, hash: string, now: string, keepSessionId: string | null) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('account')
          .set({ password_hash: hash, updated: now })
          .where('id', '=', id)
          .execute();
        let q = trx
          .updateTable('auth_session')
          .set({ revoked_at: now })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null);
        if (keepSessionId) q = q.where('id', '!=', keepSessionId);
        await q.execute();
      });
    },

    // ---- sessions ----
    async insertSession(row: Session) {
      await db.insertInto('auth_session').values(row).execute();
    },
    /** A session with its account's role (the role is read from the account on every call). */
    findSession(id: string) {
      return db
        .selectFrom('auth_session as s')
        .innerJoin('account as a', 'a.id', 's.user_id')
        .selectAll('s')
        .select('a.role')
        .where('s.id', '=', id)
        .executeTakeFirst();
    },
    /** Several sessions with their accounts' roles (the event streams' checks). */
    findSessions(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('auth_session as s')
        .innerJoin('account as a', 'a.id', 's.user_id')
        .select(['s.id', 's.user_id', 's.last_seen', 's.expires_absolute', 's.revoked_at', 'a.role'])
        .where('s.id', 'in', ids)
        .execute();
    },
    async touchSession(id: string, now: string) {
      await db.updateTable('auth_session').set({ last_seen: now }).where('id', '=', id).execute();
    },
    async revokeSession(id: string, now: string) {
      await db
        .updateTable('auth_session')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    // ---- one-time codes ----
    async insertCode(row: Omit<Code, 'id' | 'attempts' | 'verified_at' | 'consumed_at'>): Promise<number> {
      const r = await db.insertInto('auth_code').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },
    /** Withdraws a code whose send slot was refused or never used. */
    async deleteCode(id: number) {
      await db.deleteFrom('auth_code').where('id', '=', id).execute();
    },
    async setCodePayload(id: number, payload: string) {
      await db.updateTable('auth_code').set({ payload }).where('id', '=', id).execute();
    },
    /** Earlier live codes of the same purpose and target stop working once a new one is sent. */
    async supersedeCodes(purpose: string, target: string, now: string, exceptId: number) {
      await db
        .updateTable('auth_code')
        .set({ expires: now })
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('consumed_at', 'is', null)
        .where('expires', '>', now)
        .where('id', '!=', exceptId)
        .execute();
    },
    findCodeByToken(token: string) {
      return db.selectFrom('auth_code').selectAll().where('token', '=', token).executeTakeFirst();
    },
    /** The latest code of a purpose, by target and/or requesting user. */
    latestCode(purpose: string, by: { target?: string; userId?: number }) {
      let q = db.selectFrom('auth_code').selectAll().where('purpose', '=', purpose);
      if (by.target !== undefined) q = q.where('target', '=', by.target);
      if (by.userId !== undefined) q = q.where('user_id', '=', by.userId);
      return q.orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /** The codes sent to a target since `since` (purpose and time), oldest first. */
    codesSince(target: string, since: string) {
      return db
        .selectFrom('auth_code')
        .select(['id', 'purpose', 'created'])
        .where('target', '=', target)
        .where('created', '>', since)
        .orderBy('created', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
    /** How many codes went out on a channel since `since`, and when the oldest of them did. */
    async channelUsageSince(
      channel: string,
      since: string,
    ): Promise<{ count: number; oldest: string | null }> {
      const r = await db
        .selectFrom('auth_code')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created').as('oldest')])
        .where('channel', '=', channel)
        .where('created', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(r.count), oldest: (r.oldest as string | null) ?? null };
    },
    /**
     * Takes one try of a code atomically; the try count after it, or null when the tries are
     * used up — so parallel guesses cannot exceed the limit.
     */
    async takeAttempt(id: number, max: number): Promise<number | null> {
      const r = await db
        .updateTable('auth_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .returning('attempts')
        .executeTakeFirst();
      return r ? r.attempts : null;
    },
    async markVerified(id: number, now: string, expires: string) {
      await db.updateTable('auth_code').set({ verified_at: now, expires }).where('id', '=', id).execute();
    },
    /** True only for the one caller that consumed the code (single use under races). */
    async consumeCode(id: number, now: string): Promise<boolean> {
      const r = await db
        .updateTable('auth_code')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    // ---- failed attempts (login and password-change throttling) ----
    /** Failures of a key since `since`: how many and when the oldest was. */
    async attemptsSince(key: string, since: string): Promise<{ count: number; oldest: string | null }> {
      const r = await db
        .selectFrom('auth_attempt')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
        .where('key', '=', key)
        .where('at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(r.count), oldest: (r.oldest as string | null) ?? null };
    },
    /**
     * Takes one try under each key's limit before the password is checked. The try is recorded
     * first as pending (key `~<key>`), then the window is counted including it, so parallel guesses
     * can never pass more than `max` checks: each counts at least every try recorded before its
     * own. Answers the taken rows, or why not: `limit` (the failures alone reach it; the oldest
     * failure dates the wait) or `busy` (checks in flight fill it — they may yet succeed and give
     * their tries back, so the caller waits and asks again). A refused try is withdrawn.
     */
    async reserveAttempts(
      limits: readonly { key: string; max: number }[],
      at: string,
      since: string,
    ): Promise<{ ids: number[] } | { refused: 'limit'; key: string; oldest: string } | { refused: 'busy' }> {
      const window = async (key: string) => {
        const r = await db
          .selectFrom('auth_attempt')
          .select((eb) => [
            eb.fn.sum<number>(eb.case().when('key', '=', key).then(1).else(0).end()).as('failures'),
            eb.fn.countAll<number>().as('all'),
            eb.fn.min(eb.case().when('key', '=', key).then(eb.ref('at')).end()).as('oldest'),
          ])
          .where('key', 'in', [key, `~${key}`])
          .where('at', '>', since)
          .executeTakeFirstOrThrow();
        return {
          failures: Number(r.failures ?? 0),
          all: Number(r.all),
          oldest: (r.oldest as string | null) ?? at,
        };
      };
      // A look first, without writing: a refused or waiting login costs one read.
      for (const { key, max } of limits) {
        const w = await window(key);
        if (w.failures >= max) return { refused: 'limit', key, oldest: w.oldest };
        if (w.all >= max) return { refused: 'busy' };
      }
      // Then the try is recorded and the window counted again with it: this decides.
      const rows = await db
        .insertInto('auth_attempt')
        .values(limits.map(({ key }) => ({ key: `~${key}`, at })))
        .returning('id')
        .execute();
      const ids = rows.map((r) => r.id);
      for (const { key, max } of limits) {
        const w = await window(key);
        if (w.failures >= max || w.all > max) {
          await db.deleteFrom('auth_attempt').where('id', 'in', ids).execute();
          return w.failures >= max ? { refused: 'limit', key, oldest: w.oldest } : { refused: 'busy' };
        }
      }
      return { ids };
    },
    /**
     * Counts one use under each key (an hour's or a day's window, `since`) — written first and
     * counted with it, so parallel calls cannot pass more than `max`. Answers null when taken, or
     * the oldest use of the first key over its limit (what the wait is dated from); a refused use
     * is withdrawn.
     */
    async takeSlots(
      limits: readonly { key: string; max: number }[],
      at: string,
      since: string,
    ): Promise<string | null> {
      const rows = await db
        .insertInto('auth_attempt')
        .values(limits.map(({ key }) => ({ key, at })))
        .returning('id')
        .execute();
      for (const { key, max } of limits) {
        const r = await db
          .selectFrom('auth_attempt')
          .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
          .where('key', '=', key)
          .where('at', '>', since)
          .executeTakeFirstOrThrow();
        if (Number(r.count) > max) {
          await db
            .deleteFrom('auth_attempt')
            .where(
              'id',
              'in',
              rows.map((x) => x.id),
            )
            .execute();
          return (r.oldest as string | null) ?? at;
        }
      }
      return null;
    },
    /** Wrong tries of the recovery codes sent to a phone since `since`. */
    async recoveryTriesSince(
      target: string,
      since: string,
    ): Promise<{ tries: number; oldest: string | null }> {
      const r = await db
        .selectFrom('auth_code')
        .select((eb) => [eb.fn.sum<number>('attempts').as('tries'), eb.fn.min('created').as('oldest')])
        .where('purpose', '=', 'reset')
        .where('target', '=', target)
        .where('created', '>', since)
        .executeTakeFirstOrThrow();
      return { tries: Number(r.tries ?? 0), oldest: (r.oldest as string | null) ?? null };
    },
    /** Recovery codes sent to a phone since `since`, and the oldest of them. */
    async recoveryCodesSince(
      target: string,
      since: string,
    ): Promise<{ count: number; oldest: string | null }> {
      const r = await db
        .selectFrom('auth_code')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created').as('oldest')])
        .where('purpose', '=', 'reset')
        .where('target', '=', target)
        .where('created', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(r.count), oldest: (r.oldest as string | null) ?? null };
    },
    /** The checks of taken tries failed: they stay recorded as failures. */
    async failAttempts(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .updateTable('auth_attempt')
        .set({ key: sql<string>`substr(key, 2)` })
        .where('id', 'in', ids)
        .execute();
    },
    /** Withdraws taken tries (the check succeeded, or never ran). */
    async releaseAttempts(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db.deleteFrom('auth_attempt').where('id', 'in', ids).execute();
    },
    async clearAttempts(key: string) {
      await db.deleteFrom('auth_attempt').where('key', '=', key).execute();
    },
    /** Clears every key that starts with `prefix` (an account's failures from all addresses). */
    async clearAttemptsByPrefix(prefix: string) {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await db
        .deleteFrom('auth_attempt')
        .where(sql<boolean>`key like ${pattern} escape '\\'`)
        .execute();
    },
    /** Drops records too old to matter (failures, codes, ended sessions), so the tables stay small. */
    async prune(before: string) {
      await db.deleteFrom('auth_attempt').where('at', '<', before).execute();
      await db.deleteFrom('auth_code').where('expires', '<', before).execute();
      await db.deleteFrom('auth_session').where('expires_absolute', '<', before).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
