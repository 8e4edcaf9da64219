// The chat's queries: topics (with each side's read mark and newest message on the row) and messages.
// Message inserts take one lock in PostgreSQL so ids commit in id order (decision 0036).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ChatSort } from '@podbor/contracts';
import type { Database } from '../../db/schema';
import type { Dialect } from '../../db/database';
import { contains } from '../../db/query';
import type { ChatMessageTable, ChatTopicTable } from './tables';

export type Conn = Kysely<Database> | Transaction<Database>;
export type TopicRow = Selectable<ChatTopicTable>;
export type MessageRow = Selectable<ChatMessageTable>;
/** A message with its topic's customer and whether the customer deleted the topic (for delivery). */
export type DeliveryRow = MessageRow & { customer_id: number; customer_deleted: number };

/** Which side reads: the customer of a topic, or the managers (one read mark for all of them). */
export type Side = 'customer' | 'manager';

/** Any constant both sides agree on: the key of the message-insert lock. */
const MESSAGE_LOCK = 360_036;

export interface TopicQuery {
  /** The customer's own (not deleted) topics; null: every customer's (the managers' inbox). */
  userId: number | null;
  customerId: number | null;
  status: 'open' | 'closed' | null;
  titleKey: string | null;
  sort: ChatSort;
  /** The managers' inbox: topics with unread customer messages first. */
  unreadFirst: boolean;
  offset: number;
  limit: number;
}

export function createChatRepository(db: Kysely<Database>, dialect: Dialect) {
  const topics = (q: Pick<TopicQuery, 'userId' | 'customerId' | 'status' | 'titleKey'>) => {
    let query = db.selectFrom('chat_topic');
    if (q.userId !== null) query = query.where('user_id', '=', q.userId).where('customer_deleted', '=', 0);
    if (q.customerId !== null) query = query.where('user_id', '=', q.customerId);
    if (q.status !== null) query = query.where('status', '=', q.status);
    if (q.titleKey) query = query.where(contains('title_key', q.titleKey));
    return query;
  };

  return {
    async insertTopic(trx: Conn, values: Omit<ChatTopicTable, 'id'> & { id?: never }): Promise<TopicRow> {
      return trx.insertInto('chat_topic').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** Topics a customer started since `since` (ISO): the hourly limit's count. */
    async topicsSince(trx: Conn, userId: number, since: string): Promise<number> {
      const r = await trx
        .selectFrom('chat_topic')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created', '>', since)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async topic(id: number): Promise<TopicRow | undefined> {
      return db.selectFrom('chat_topic').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async listTopics(q: TopicQuery): Promise<{ rows: TopicRow[]; count: number }> {
      let page = topics(q).selectAll();
      if (q.unreadFirst)
        page = page.orderBy(sql`case when last_customer_msg > manager_read then 0 else 1 end`);
      page =
        q.sort === 'active'
          ? page.orderBy('activity', 'desc').orderBy('id', 'desc')
          : page.orderBy('id', q.sort === 'new' ? 'desc' : 'asc');
      const [rows, count] = await Promise.all([
        page.offset(q.offset).limit(q.limit).execute(),
        topics(q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.n) };
    },

    /** Unread messages per topic for one side: the other side's messages after its read mark. */
    async unread(side: Side, where: { topicIds: readonly number[] } | { userId: number } | 'all') {
      let q = db
        .selectFrom('chat_topic as t')
        .innerJoin('chat_message as m', 'm.topic_id', 't.id')
        .select((eb) => ['t.id as id', eb.fn.countAll<number>().as('n')])
        .groupBy('t.id');
      if (side === 'customer')
        q = q
          .where('m.from_manager', '=', 1)
          .whereRef('m.id', '>', 't.customer_read')
          .whereRef('t.last_manager_msg', '>', 't.customer_read');
      else
        q = q
          .where('m.from_manager', '=', 0)
          .whereRef('m.id', '>', 't.manager_read')
          .whereRef('t.last_customer_msg', '>', 't.manager_read');
      if (where !== 'all') {
        if ('topicIds' in where) {
          if (where.topicIds.length === 0) return new Map<number, number>();
          q = q.where('t.id', 'in', where.topicIds);
        } else q = q.where('t.user_id', '=', where.userId).where('t.customer_deleted', '=', 0);
      }
      const rows = await q.execute();
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    /** A topic's messages, newest `limit` before `before` (newest first). */
    async messagesPage(topicId: number, before: number | null, limit: number): Promise<MessageRow[]> {
      let q = db.selectFrom('chat_message').selectAll().where('topic_id', '=', topicId);
      if (before !== null) q = q.where('id', '<', before);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },

    async message(id: number): Promise<MessageRow | undefined> {
      return db.selectFrom('chat_message').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Runs `work` in a transaction that holds the message-insert lock: in PostgreSQL an advisory
     * lock until commit, so message ids commit in id order and «everything after id N» is exact;
     * SQLite has one writer anyway.
     */
    async inMessageLock<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${MESSAGE_LOCK})`.execute(trx);
        return work(trx);
      });
    },

    /** Messages an author wrote since `since` (ISO): the flood count. */
    async writtenSince(trx: Conn, authorId: number, since: string): Promise<number> {
      const r = await trx
        .selectFrom('chat_message')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('author_id', '=', authorId)
        .where('created', '>', since)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async insertMessage(
      trx: Conn,
      values: Omit<ChatMessageTable, 'id'> & { id?: never },
    ): Promise<MessageRow> {
      return trx.insertInto('chat_message').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * The topic after a new message: its newest message, count and the sender's side read up to
     * it. Only an open topic (and, for the customer, one they have not deleted): false otherwise.
     */
    async touchTopic(trx: Conn, m: MessageRow, preview: string): Promise<boolean> {
      const fromManager = m.from_manager === 1;
      const r = await trx
        .updateTable('chat_topic')
        .set((eb) => ({
          message_count: eb('message_count', '+', 1),
          last_message_at: m.created,
          activity: m.created,
          preview,
          ...(fromManager
            ? { last_manager_msg: m.id, manager_read: m.id }
            : { last_customer_msg: m.id, customer_read: m.id }),
        }))
        .where('id', '=', m.topic_id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** One side's read mark moves up to `upTo` (never down). */
    async markRead(topicId: number, side: Side, upTo: number): Promise<void> {
      const col = side === 'customer' ? 'customer_read' : 'manager_read';
      await db
        .updateTable('chat_topic')
        .set({ [col]: upTo })
        .where('id', '=', topicId)
        .where(col, '<', upTo)
        .execute();
    },

    /** The newest message id of a topic (0 when none). */
    async newestId(topicId: number): Promise<number> {
      const r = await db
        .selectFrom('chat_message')
        .select((eb) => eb.fn.max<number | null>('id').as('n'))
        .where('topic_id', '=', topicId)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    async close(topicId: number, by: 'manager' | 'customer'): Promise<boolean> {
      const r = await db
        .updateTable('chat_topic')
        .set({
          status: 'closed',
          closed_by: by,
          ...(by === 'customer' ? { customer_deleted: 1 } : {}),
        })
        .where('id', '=', topicId)
        .where(by === 'customer' ? 'customer_deleted' : 'status', '=', by === 'customer' ? 0 : 'open')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /**
     * Messages after `after` in id order with their topic's customer; `userId`: only that
     * customer's topics they have not deleted (a customer's stream), null: all (the managers').
     */
    async messagesAfter(after: number, userId: number | null, limit: number): Promise<DeliveryRow[]> {
      let q = db
        .selectFrom('chat_message as m')
        .innerJoin('chat_topic as t', 't.id', 'm.topic_id')
        .selectAll('m')
        .select(['t.user_id as customer_id', 't.customer_deleted'])
        .where('m.id', '>', after);
      if (userId !== null) q = q.where('t.user_id', '=', userId).where('t.customer_deleted', '=', 0);
      return q.orderBy('m.id').limit(limit).execute();
    },

    async newestMessageId(): Promise<number> {
      const r = await db
        .selectFrom('chat_message')
        .select((eb) => eb.fn.max<number | null>('id').as('n'))
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
