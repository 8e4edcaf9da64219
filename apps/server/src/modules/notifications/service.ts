// Notifications (issue 17 item 4, decision 0034): other modules call `notify(n)`; the item is kept
// in-app for the header's panel, then sent by e-mail and SMS as the user's settings toggles say —
// each channel at most once per user and throttle key per 10 minutes, and never failing the
// caller: a refused or broken send is logged and the in-app item stays. Push is the web app's
// (browser notifications while the page is open); the server only keeps the toggle.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  notificationKind,
  notificationLimits,
  notificationMessages,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationUnread,
} from '@podbor/contracts';
import { AppError } from '../../http/errors';
import type { MailProvider } from '../../messaging/mail';
import type { SmsProvider } from '../../messaging/sms';
import type { UserContacts } from '../auth/service';
import { toDateTime } from '../cabinet/dates';
import type { NotificationRepository, SendChannel } from './repository';

/** What another module tells a user: the port the КП, manager and chat work call. */
export interface Notice {
  userId: number;
  kind: NotificationKind;
  /** A short Russian sentence, e.g. «Запрос КП №12: статус «В работе»». */
  text: string;
  /** A path of this site the item leads to, e.g. '/person/kp?id=12'. */
  link: string;
  /**
   * E-mail and SMS go out at most once per user and key per THROTTLE_MS (chat: one key per topic);
   * default: kind + link.
   */
  throttleKey?: string;
}

export type Notify = (n: Notice) => Promise<void>;

/** Told the user of every in-app item once it is stored (the event stream's `notification`). */
export type NoticeListener = (userId: number) => void;

/** At most one e-mail and one SMS per user and throttle key in this window. */
export const THROTTLE_MS = 10 * 60_000;
/** Items older than this are dropped (when the user is next notified). */
export const RETENTION_MS = 180 * 86_400_000;
/** The SMS carries at most this much of the text (Cyrillic: two 67-character parts with the rest). */
export const SMS_TEXT_MAX = 100;

/** The texts of e-mails and SMS (the panel's own texts are the web app's). */
export const notificationTexts = {
  subject: {
    'kp-status': 'podbor: статус запроса КП изменён',
    'kp-comment': 'podbor: комментарий менеджера к запросу КП',
    'kp-request': 'podbor: запрос КП клиента',
    'object-comment': 'podbor: новый комментарий к объекту',
    'chat-message': 'podbor: новое сообщение в чате',
  } satisfies Record<NotificationKind, string>,
  mail: (text: string, url: string | null) =>
    `Здравствуйте!\n\n${text}\n\n` +
    (url ? `Открыть: ${url}\n\n` : 'Подробности — в личном кабинете podbor.\n\n') +
    'Уведомления по e-mail и СМС включаются и отключаются в настройках личного кабинета.',
  sms: (text: string, url: string | null) => `podbor: ${text}${url ? ` ${url}` : ''}`,
};

/** A path of this site: one leading slash, no scheme or host, no backslash or control characters. */
const sitePath = z
  .string()
  .max(notificationLimits.linkMax)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

const notice = z.object({
  userId: z.number().int().positive(),
  kind: notificationKind,
  text: z.string().trim().min(1),
  link: sitePath,
  throttleKey: z.string().min(1).max(500).optional(),
});

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const iso = (ms: number) => new Date(ms).toISOString();

export interface NotificationServiceDeps {
  repo: NotificationRepository;
  /** The account's contacts and toggles (the auth service's `contacts`). */
  contacts: (userId: number) => Promise<UserContacts | null>;
  sms: SmsProvider;
  mail: MailProvider;
  /** The portal's public address for links in e-mails and SMS; none → no link. */
  publicUrl?: string;
  log: FastifyBaseLogger;
  clock?: { now: () => number };
}

export class NotificationService {
  private readonly inflight = new Set<Promise<void>>();
  private readonly listeners = new Set<NoticeListener>();
  private readonly clock: { now: () => number };

  constructor(private readonly deps: NotificationServiceDeps) {
    this.clock = deps.clock ?? { now: () => Date.now() };
  }

  /**
   * Keeps the item and starts its e-mail / SMS delivery; resolves once the item is stored (the
   * sends go on in the background: `flush()` waits for them). Never rejects: a bad notice or a
   * database failure is logged, as the caller's own action has already succeeded.
   */
  notify: Notify = async (n) => {
    const parsed = notice.safeParse(n);
    if (!parsed.success) {
      this.deps.log.error({ notice: n, issues: parsed.error.issues }, 'notification refused: bad notice');
      return;
    }
    const { userId, kind, link, throttleKey } = parsed.data;
    const text = cut(parsed.data.text, notificationLimits.textMax);
    const now = this.clock.now();
    try {
      await this.deps.repo.insert({ user_id: userId, kind, text, link, created: iso(now) });
    } catch (err) {
      this.deps.log.error({ err, userId, kind }, 'notification not stored');
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(userId);
      } catch (err) {
        this.deps.log.error({ err, userId }, 'notification listener failed');
      }
    }
    this.track(
      this.deliver({ userId, kind, text, link, throttleKey: throttleKey ?? `${kind} ${link}` }, now),
    );
  };

  /** Calls `listener(userId)` after each stored item; answers the unsubscribe. */
  onStored(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits for the deliveries under way (tests; the server's close). */
  async flush(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight]);
  }

  async list(userId: number, q: NotificationListQuery): Promise<NotificationListResponse> {
    const limit = q.limit ?? notificationLimits.pageDefault;
    const [rows, { unread }] = await Promise.all([
      this.deps.repo.list(userId, q.before, limit),
      this.deps.repo.unread(userId),
    ]);
    return {
      result: rows.slice(0, limit).map((r) => ({
        id: r.id,
        kind: notificationKind.catch('kp-status').parse(r.kind),
        text: r.text,
        link: r.link,
        created: toDateTime(r.created),
        read: r.read_at !== null,
      })),
      more: rows.length > limit,
      unread,
    };
  }

  unread(userId: number): Promise<NotificationUnread> {
    return this.deps.repo.unread(userId);
  }

  async readAll(userId: number, upTo?: number): Promise<NotificationUnread> {
    await this.deps.repo.markAllRead(userId, upTo, iso(this.clock.now()));
    return this.deps.repo.unread(userId);
  }

  async readOne(userId: number, id: number): Promise<NotificationUnread> {
    if (!(await this.deps.repo.markRead(userId, id, iso(this.clock.now()))))
      throw new AppError(404, notificationMessages.notFound);
    return this.deps.repo.unread(userId);
  }

  private track(p: Promise<void>) {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
  }

  private async deliver(
    n: { userId: number; kind: NotificationKind; text: string; link: string; throttleKey: string },
    now: number,
  ): Promise<void> {
    const { log } = this.deps;
    try {
      await this.deps.repo.prune(n.userId, iso(now - RETENTION_MS), iso(now - THROTTLE_MS));
      const contacts = await this.deps.contacts(n.userId);
      if (!contacts) return;
      const url = this.deps.publicUrl ? new URL(n.link, this.deps.publicUrl).toString() : null;
      const sends: Promise<void>[] = [];
      const email = contacts.email;
      if (contacts.notify.email && email) {
        sends.push(
          this.send(n, 'email', now, () =>
            this.deps.mail.send({
              to: email,
              subject: notificationTexts.subject[n.kind],
              text: notificationTexts.mail(n.text, url),
            }),
          ),
        );
      }
      if (contacts.notify.sms) {
        sends.push(
          this.send(n, 'sms', now, () =>
            this.deps.sms.send(contacts.phone, notificationTexts.sms(cut(n.text, SMS_TEXT_MAX), url)),
          ),
        );
      }
      await Promise.all(sends);
    } catch (err) {
      log.error({ err, userId: n.userId, kind: n.kind }, 'notification delivery failed');
    }
  }

  /** One channel: claim the throttle, send, give the claim back if the send failed. */
  private async send(
    n: { userId: number; kind: NotificationKind; throttleKey: string },
    channel: SendChannel,
    now: number,
    send: () => Promise<void>,
  ): Promise<void> {
    const { repo, log } = this.deps;
    const at = iso(now);
    if (!(await repo.claimSend(n.userId, channel, n.throttleKey, at, iso(now - THROTTLE_MS)))) {
      log.debug({ userId: n.userId, channel, key: n.throttleKey }, 'notification send throttled');
      return;
    }
    try {
      await send();
    } catch (err) {
      log.warn({ err, userId: n.userId, channel, kind: n.kind }, 'notification send failed');
      await repo.releaseSend(n.userId, channel, n.throttleKey, at);
    }
  }
}
