// Data access of the notifications module: a user's items (always filtered by the owner) and the
// atomic claim of an e-mail / SMS send against the throttle.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type SendChannel = 'sms' | 'email';

export function createNotificationRepository(db: Kysely<Database>) {
  const unreadOf = (userId: number) =>
    db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);

  return {
    async insert(row: { user_id: number; kind: string; text: string; link: string; created: string }) {
      const r = await db.insertInto('notification').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    /** Newest first; `limit + 1` rows so the caller knows whether more follow. */
    list(userId: number, before: number | undefined, limit: number) {
      let q = db
        .selectFrom('notification')
        .select(['id', 'kind', 'text', 'link', 'created', 'read_at'])
        .where('user_id', '=', userId);
      if (before !== undefined) q = q.where('id', '<', before);
      return q
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    async unread(userId: number): Promise<{ unread: number; latest: number }> {
      const [count, latest] = await Promise.all([
        unreadOf(userId).executeTakeFirstOrThrow(),
        db
          .selectFrom('notification')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { unread: Number(count.n), latest: latest?.id ?? 0 };
    },

    async markAllRead(userId: number, upTo: number | undefined, now: string) {
      let q = db
        .updateTable('notification')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (upTo !== undefined) q = q.where('id', '<=', upTo);
      await q.execute();
    },

    /** False when the user has no such item. */
    async markRead(userId: number, id: number, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('notification')
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return false;
      if (row.read_at === null)
        await db.updateTable('notification').set({ read_at: now }).where('id', '=', id).execute();
      return true;
    },

    /**
     * Claims the send of (user, channel, key) at `now` unless one was claimed after `since`: one
     * statement, so two instances (or two events at once) never both send.
     */
    async claimSend(userId: number, channel: SendChannel, key: string, now: string, since: string) {
      const row = await db
        .insertInto('notification_send')
        .values({ user_id: userId, channel, throttle_key: key, sent: now })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'channel', 'throttle_key'])
            .doUpdateSet({ sent: now })
            .where('notification_send.sent', '<=', since),
        )
        .returning('sent')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A send that failed gives its claim back, so the next event may try again. */
    async releaseSend(userId: number, channel: SendChannel, key: string, sent: string) {
      await db
        .deleteFrom('notification_send')
        .where('user_id', '=', userId)
        .where('channel', '=', channel)
        .where('throttle_key', '=', key)
        .where('sent', '=', sent)
        .execute();
    },

    /** Drops a user's items created before `itemsBefore` and throttle rows older than `sendsBefore`. */
    async prune(userId: number, itemsBefore: string, sendsBefore: string) {
      await db
        .deleteFrom('notification')
        .where('user_id', '=', userId)
        .where('created', '<', itemsBefore)
        .execute();
      await db
        .deleteFrom('notification_send')
        .where('user_id', '=', userId)
        .where('sent', '<', sendsBefore)
        .execute();
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
