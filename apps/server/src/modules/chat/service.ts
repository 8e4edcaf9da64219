// The chat's rules (decision 0036): a customer's topics and the managers' inbox, messages with a
// file, read marks, closing, the flood limit, notifications, and the signals the event hub delivers.
import type { FastifyBaseLogger } from 'fastify';
import {
  apiMessages,
  cabinetLimits,
  chatLimits,
  chatMessages,
  chatSendFields,
  type ChatCustomerContext,
  type ChatInboxRequest,
  type ChatMessage,
  type ChatMessageListQuery,
  type ChatMessageListResponse,
  type ChatReadRequest,
  type ChatRef,
  type ChatRefRequest,
  type ChatTopic,
  type ChatTopicCreateRequest,
  type ChatTopicListRequest,
  type ChatTopicListResponse,
  type ChatUnread,
  type KpStatus,
  type SuccessResponse,
} from '@podbor/contracts';
import type { Db } from '../../db/database';
import { AppError, badRequest, fieldErrors, notFound } from '../../http/errors';
import type { AuthService } from '../auth/service';
import type { CabinetService } from '../cabinet/service';
import { checkCommentFile, type CommentForm } from '../cabinet/comments';
import { toDateTime } from '../cabinet/dates';
import { searchKey } from '../../db/query';
import { underLimitLock } from '../limits/lock';
import type { KpService } from '../kp/service';
import type { Notify } from '../notifications/service';
import { downloadPath, type FileRow, type FileStore } from '../selection/file-store';
import type { ChatBus } from './bus';
import {
  createChatRepository,
  type ChatRepository,
  type MessageRow,
  type Side,
  type TopicRow,
} from './repository';

/** Who calls: a user on one side of the chat (the route decides the side). */
export interface Viewer {
  id: number;
  side: Side;
}

export interface ChatDeps {
  database: Db;
  files: FileStore;
  auth: AuthService;
  cabinet: CabinetService;
  kp: KpService;
  notify: Notify;
  bus: ChatBus;
  log: FastifyBaseLogger;
  now?: () => number;
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export class ChatService {
  readonly repo: ChatRepository;
  private readonly now: () => number;

  constructor(private readonly deps: ChatDeps) {
    this.repo = createChatRepository(deps.database.db, deps.database.dialect);
    this.now = deps.now ?? Date.now;
  }

  // ---------------------------------------------------------------- topics

  async createTopic(userId: number, req: ChatTopicCreateRequest): Promise<ChatTopic> {
    const ref = req.ref ? await this.resolveRef(userId, req.ref) : null;
    const now = new Date(this.now()).toISOString();
    const since = new Date(this.now() - 3_600_000).toISOString();
    // Counted and stored under the user's limit lock: parallel creations through any instances
    // cannot pass the limit together (decision 0041).
    const row = await underLimitLock(this.deps.database, `chat-topics:${userId}`, async (trx) => {
      if ((await this.repo.topicsSince(trx, userId, since)) >= chatLimits.topicsPerHour)
        throw new AppError(429, chatMessages.tooManyTopics);
      return this.repo.insertTopic(trx, {
        user_id: userId,
        title: req.title,
        title_key: searchKey(req.title),
        ref_kind: ref?.kind ?? null,
        ref_id: ref?.id ?? null,
        ref_name: ref?.name ?? null,
        created: now,
        activity: now,
        status: 'open',
        closed_by: null,
        customer_deleted: 0,
        message_count: 0,
        last_message_at: null,
        preview: null,
        last_customer_msg: 0,
        last_manager_msg: 0,
        customer_read: 0,
        manager_read: 0,
      });
    });
    await this.signalTopic(row, 'created');
    const [topic] = await this.topics([row], 'customer');
    return topic!;
  }

  async list(userId: number, req: ChatTopicListRequest): Promise<ChatTopicListResponse> {
    return this.page(
      { ...this.filter(req), userId, customerId: null, status: null, unreadFirst: false },
      {
        id: userId,
        side: 'customer',
      },
    );
  }

  async inbox(managerId: number, req: ChatInboxRequest): Promise<ChatTopicListResponse> {
    return this.page(
      {
        ...this.filter(req),
        userId: null,
        customerId: req.customer_id ?? null,
        status: req.status ?? null,
        unreadFirst: true,
      },
      { id: managerId, side: 'manager' },
    );
  }

  async read(viewer: Viewer, id: number): Promise<ChatTopic> {
    const [topic] = await this.topics([await this.topicFor(viewer, id)], viewer.side);
    return topic!;
  }

  /** The customer's delete: gone for them; the managers keep it, closed by the customer. */
  async remove(userId: number, id: number): Promise<SuccessResponse> {
    const row = await this.topicFor({ id: userId, side: 'customer' }, id);
    if (!(await this.repo.close(row.id, 'customer'))) throw notFound(chatMessages.topicNotFound);
    await this.signalTopic(row, 'deleted');
    return { success: true };
  }

  async close(managerId: number, id: number): Promise<ChatTopic> {
    const row = await this.topicFor({ id: managerId, side: 'manager' }, id);
    if (row.status !== 'open' || !(await this.repo.close(row.id, 'manager')))
      throw new AppError(409, chatMessages.alreadyClosed);
    await this.signalTopic(row, 'closed');
    return this.read({ id: managerId, side: 'manager' }, id);
  }

  /** What the manager sees beside a topic: the customer, their objects and КП requests (read-only). */
  async customerContext(managerId: number, id: number): Promise<ChatCustomerContext> {
    const row = await this.topicFor({ id: managerId, side: 'manager' }, id);
    const [names, objects, kp] = await Promise.all([
      this.deps.auth.namesAndPhones([row.user_id]),
      this.deps.cabinet.listObjects(row.user_id, { limit: 100 }),
      this.deps.kp.list(row.user_id, { limit: 100 }),
    ]);
    const c = names.get(row.user_id);
    const objectRows = 'result' in objects[0]! ? objects[0]!.result : [];
    return {
      customer: { id: row.user_id, name: c?.name ?? '', phone: c?.phone ?? '' },
      objects: objectRows.map((o) => ({
        id: o.id,
        name: o.name,
        created: o.created,
        projects: 'projects' in o ? (o.projects as number) : 0,
      })),
      kp: kp.result.map((k) => ({
        id: k.id,
        status: k.status as KpStatus,
        object: k.object,
        created: k.created,
      })),
    };
  }

  // ---------------------------------------------------------------- messages

  async messages(viewer: Viewer, id: number, q: ChatMessageListQuery): Promise<ChatMessageListResponse> {
    const row = await this.topicFor(viewer, id);
    const limit = q.limit ?? chatLimits.messagePageDefault;
    const rows = await this.repo.messagesPage(row.id, q.before ?? null, limit + 1);
    const more = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return { result: await this.messageItems(page, viewer.id), more };
  }

  /**
   * A new message: text and/or a file. Refusals (empty, too long, a bad file, a closed topic, the
   * flood limit) store nothing: the file's bytes are removed and the transaction rolls back.
   */
  async send(viewer: Viewer, id: number, form: CommentForm): Promise<ChatMessage> {
    const parsed = chatSendFields.safeParse(form.fields);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      const first = Object.values(fields)[0];
      throw badRequest(
        first === chatMessages.textMax ? chatMessages.textMax : apiMessages.validation,
        fields,
      );
    }
    const text = parsed.data.text ?? '';
    if (text === '' && !form.file)
      throw badRequest(chatMessages.messageEmpty, { text: chatMessages.messageEmpty });
    const topic = await this.topicFor(viewer, id);
    if (topic.status !== 'open') throw new AppError(409, chatMessages.topicClosed);
    const file = form.file
      ? { ...checkCommentFile(form.file.name, form.file.data), data: form.file.data }
      : null;

    // The customer's file store owns both sides' files, so the customer can download the
    // manager's (managers read any file, decision 0033). The customer's own files count to their
    // quota, as comment files do (decision 0041); a manager's answer is never refused for it.
    const upload = file && {
      name: file.name,
      mime: file.mime,
      data: file.data,
      ownerUserId: topic.user_id,
      ...(viewer.side === 'customer' ? { quotaBytes: cabinetLimits.filesQuotaBytes } : {}),
    };
    const row: MessageRow = await this.deps.files.withUpload(upload, (store) =>
      this.repo.inMessageLock(async (trx) => {
        // Counted under the lock: parallel sends of one user cannot pass the limit together.
        const since = new Date(this.now() - chatLimits.floodWindowMs).toISOString();
        if ((await this.repo.writtenSince(trx, viewer.id, since)) >= chatLimits.floodMessages)
          throw new AppError(429, chatMessages.flood, { retryAfterSec: chatLimits.floodWindowMs / 1000 });
        const stored = await store(trx);
        const inserted = await this.repo.insertMessage(trx, {
          topic_id: topic.id,
          author_id: viewer.id,
          from_manager: viewer.side === 'manager' ? 1 : 0,
          text,
          file_id: stored?.id ?? null,
          created: new Date(this.now()).toISOString(),
        });
        const preview = cut(text.replace(/\s+/g, ' '), chatLimits.previewMax);
        // Closed or deleted meanwhile: nothing is kept.
        if (!(await this.repo.touchTopic(trx, inserted, preview)))
          throw new AppError(409, chatMessages.topicClosed);
        return inserted;
      }),
    );
    await this.deps.bus.publish({ t: 'm', id: row.id });
    await this.tell(topic, viewer);
    const [item] = await this.messageItems([row], viewer.id);
    return item!;
  }

  /** Marks the topic read up to `up_to` (default: its newest message) for the reader's side. */
  async markRead(viewer: Viewer, id: number, req: ChatReadRequest): Promise<ChatUnread> {
    const row = await this.topicFor(viewer, id);
    const upTo = req.up_to ?? (await this.repo.newestId(row.id));
    if (upTo > 0) await this.repo.markRead(row.id, viewer.side, upTo);
    await this.deps.bus.publish({
      t: 't',
      topic: row.id,
      customer: row.user_id,
      change: 'read',
      side: viewer.side,
    });
    return this.unread(viewer);
  }

  async unread(viewer: Viewer): Promise<ChatUnread> {
    const counts = await this.repo.unread(
      viewer.side,
      viewer.side === 'customer' ? { userId: viewer.id } : 'all',
    );
    const topics = [...counts].map(([id, unread]) => ({ id, unread })).sort((a, b) => b.id - a.id);
    return { total: topics.reduce((s, t) => s + t.unread, 0), topics };
  }

  /** Messages as one reader sees them (`own`), with authors' names and files. */
  async messageItems(rows: readonly MessageRow[], viewerId: number): Promise<ChatMessage[]> {
    const fileIds = rows.flatMap((r) => (r.file_id === null ? [] : [r.file_id]));
    const [fileRows, names] = await Promise.all([
      fileIds.length ? this.deps.files.findMany(fileIds) : Promise.resolve([] as FileRow[]),
      this.deps.auth.displayNames([...new Set(rows.map((r) => r.author_id))]),
    ]);
    const byId = new Map(fileRows.map((f) => [f.id, f]));
    return rows.map((r) => {
      const f = r.file_id === null ? undefined : byId.get(r.file_id);
      return {
        id: r.id,
        topic_id: r.topic_id,
        author: names.get(r.author_id) ?? '',
        manager: r.from_manager === 1,
        own: r.author_id === viewerId,
        text: r.text,
        file: f ? { id: f.id, name: f.file_name, size: f.size, mime: f.mime, path: downloadPath(f) } : null,
        created: toDateTime(r.created),
      };
    });
  }

  // ---------------------------------------------------------------- helpers

  /** The topic a path names as the viewer may see it: the customer's own (not deleted), any for managers. */
  private async topicFor(viewer: Viewer, id: number): Promise<TopicRow> {
    const row = await this.repo.topic(id);
    if (!row || (viewer.side === 'customer' && (row.user_id !== viewer.id || row.customer_deleted === 1)))
      throw notFound(chatMessages.topicNotFound);
    return row;
  }

  private filter(req: ChatTopicListRequest) {
    return {
      titleKey: req.search ? searchKey(req.search) : null,
      sort: req.sort ?? ('active' as const),
      offset: req.offset ?? 0,
      limit: req.limit ?? chatLimits.topicPageDefault,
    };
  }

  private async page(
    q: Parameters<ChatRepository['listTopics']>[0],
    viewer: Viewer,
  ): Promise<ChatTopicListResponse> {
    const [{ rows, count }, unread] = await Promise.all([this.repo.listTopics(q), this.unread(viewer)]);
    return { result: await this.topics(rows, viewer.side), count, unread: unread.total };
  }

  private async topics(rows: readonly TopicRow[], side: Side): Promise<ChatTopic[]> {
    const [unread, customers] = await Promise.all([
      this.repo.unread(side, { topicIds: rows.map((r) => r.id) }),
      side === 'manager'
        ? this.deps.auth.namesAndPhones([...new Set(rows.map((r) => r.user_id))])
        : Promise.resolve(new Map<number, { name: string; phone: string }>()),
    ]);
    return rows.map((r) => {
      const c = customers.get(r.user_id);
      return {
        id: r.id,
        title: r.title,
        created: toDateTime(r.created),
        last_message: r.last_message_at ? toDateTime(r.last_message_at) : null,
        preview: r.preview,
        messages: r.message_count,
        unread: unread.get(r.id) ?? 0,
        status: r.status as 'open' | 'closed',
        closed_by:
          side === 'manager' || r.closed_by === 'manager'
            ? (r.closed_by as 'manager' | 'customer' | null)
            : null,
        ref:
          r.ref_kind && r.ref_id !== null
            ? ({ kind: r.ref_kind, id: r.ref_id, name: r.ref_name ?? '' } as ChatRef)
            : null,
        customer: side === 'manager' ? { id: r.user_id, name: c?.name ?? '', phone: c?.phone ?? '' } : null,
      };
    });
  }

  /** The customer's own object, project, calculation or КП request, with the name the topic keeps. */
  private async resolveRef(userId: number, ref: ChatRefRequest): Promise<ChatRef> {
    const missing = () =>
      new AppError(404, chatMessages.refNotFound, { fields: { ref: chatMessages.refNotFound } });
    try {
      switch (ref.kind) {
        case 'object': {
          const [o] = await this.deps.cabinet.readObject(userId, ref.id);
          return { kind: 'object', id: ref.id, name: `Объект «${o!.name}»` };
        }
        case 'project': {
          const [p] = await this.deps.cabinet.readProject(userId, ref.id);
          return { kind: 'project', id: ref.id, name: `Проект «${p!.name}»` };
        }
        case 'calculation': {
          const [c] = await this.deps.cabinet.calculations(userId, [ref.id]);
          if (!c) throw missing();
          return { kind: 'calculation', id: ref.id, name: `Расчёт №\u00a0${ref.id}` };
        }
        case 'kp': {
          await this.deps.kp.read(userId, ref.id);
          return { kind: 'kp', id: ref.id, name: `Запрос КП №\u00a0${ref.id}` };
        }
      }
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 404) throw missing();
      throw e;
    }
  }

  private async signalTopic(row: TopicRow, change: 'created' | 'closed' | 'deleted') {
    await this.deps.bus.publish({ t: 't', topic: row.id, customer: row.user_id, change, side: 'both' });
  }

  /**
   * In-app always, e-mail / SMS at most once per topic per 10 minutes (the throttle key): the
   * customer of a manager's answer, every manager of a customer's message.
   */
  private async tell(topic: TopicRow, from: Viewer) {
    const title = cut(topic.title, chatLimits.titleShown);
    const recipients =
      from.side === 'manager'
        ? [topic.user_id]
        : (await this.deps.auth.managerIds()).filter((id) => id !== from.id);
    const link =
      from.side === 'manager'
        ? `/person/chat/chat_list?chat_id=${topic.id}`
        : `/manager/chat?chat_id=${topic.id}`;
    const text =
      from.side === 'manager'
        ? `Новое сообщение менеджера в чате «${title}»`
        : `Новое сообщение клиента в чате «${title}»`;
    await Promise.all(
      recipients.map((userId) =>
        this.deps.notify({ userId, kind: 'chat-message', text, link, throttleKey: `chat:${topic.id}` }),
      ),
    );
  }
}
