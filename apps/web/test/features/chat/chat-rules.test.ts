// The chat's pure rules: the 32-character cut (portal §9), the day separators with «сегодня» /
// «вчера» (portal §2), Enter vs Shift+Enter, the merge by id, and the stream's resume after a
// dropped connection delivering each message once.
import type { ChatMessage, DateTime } from '@podbor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { cutTitle, dayLabel, longDate, withDaySeparators } from '../../../src/features/chat/chat-format';
import { LiveStream, type EventSourceLike } from '../../../src/lib/live-stream';
import { isSendKey } from '../../../src/features/chat/composer';
import { mergeMessages } from '../../../src/features/chat/message-merge';

/** A DateTime of a local moment, as the API writes it (UTC). */
const at = (d: Date): DateTime => ({
  date: d.toISOString().replace('T', ' ').replace('Z', '000'),
  timezone: 'UTC',
});

const msg = (id: number, created = new Date()): ChatMessage => ({
  id,
  topic_id: 1,
  author: 'Анна Петрова',
  manager: false,
  own: false,
  text: `сообщение ${id}`,
  file: null,
  created: at(created),
});

describe('the title cut (portal §9: 32 characters in the list)', () => {
  it('keeps a title of 32 characters and cuts a longer one with «…»', () => {
    const exact = 'А'.repeat(32);
    expect(cutTitle(exact)).toBe(exact);
    const long = 'Подбор насоса для котельной на улице Лесной, дом 5';
    const cut = cutTitle(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(32);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    const title = '😀'.repeat(33);
    expect(Array.from(cutTitle(title)).length).toBe(33); // 32 and «…»
  });
});

describe('the day separators (дд.мм.гггг, «сегодня», «вчера»)', () => {
  const words = { today: 'сегодня', yesterday: 'вчера' };
  const now = new Date(2024, 4, 12, 15, 0);

  it('names today and yesterday, and other days as дд.мм.гггг in local time', () => {
    expect(dayLabel(new Date(2024, 4, 12, 0, 5), words, now)).toBe('сегодня');
    expect(dayLabel(new Date(2024, 4, 11, 23, 59), words, now)).toBe('вчера');
    expect(dayLabel(new Date(2024, 4, 10, 9, 0), words, now)).toBe('10.05.2024');
    expect(dayLabel(new Date(2023, 11, 31, 9, 0), words, new Date(2024, 0, 1, 8))).toBe('вчера');
  });

  it('puts one separator before the first message of each day', () => {
    const rows = withDaySeparators(
      [msg(1, new Date(2024, 4, 10, 9)), msg(2, new Date(2024, 4, 10, 18)), msg(3, new Date(2024, 4, 12, 8))],
      (m) => m.created,
    );
    expect(rows.map((r) => (r.kind === 'day' ? r.day : r.item.id))).toEqual([
      '2024-05-10',
      1,
      2,
      '2024-05-12',
      3,
    ]);
  });

  it('writes a topic date in the Russian long form (portal §3)', () => {
    expect(longDate(at(new Date(2024, 4, 12, 12)))).toMatch(/^12 мая 2024/);
  });
});

describe('the composer keys', () => {
  it('Enter sends; Shift+Enter, Alt+Enter and Enter while composing do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, altKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('merging messages', () => {
  it('keeps one copy of each id in id order, whatever the order of arrival', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3), msg(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});

/** A fake EventSource: the test sends events and drops the connection. */
class FakeSource implements EventSourceLike {
  readyState = 1;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  emit(type: string, data: unknown, id?: number) {
    const e = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id ? String(id) : '' });
    for (const l of this.listeners.get(type) ?? []) l(e);
  }
  drop() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.readyState = 2;
  }
}

describe('the stream: resume after a dropped connection', () => {
  it('reconnects from the last id seen and delivers a replayed message once', async () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const delivered: number[] = [];
    const states: string[] = [];
    const openSession = vi.fn(async () => {});
    const stream = new LiveStream({
      openSession,
      createSource: (url) => {
        const s = new FakeSource(url);
        sources.push(s);
        return s;
      },
      retryMs: () => 1000,
      handlers: {
        message: (m) => delivered.push(m.id),
        topic: () => {},
        ready: () => {},
        reset: () => {},
        notification: () => {},
        state: (s) => states.push(s),
      },
    });
    stream.start();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]!.url).toBe('/api/v1/events');
    sources[0]!.emit('ready', { last: 0 });
    sources[0]!.emit('message', { message: msg(1) }, 1);
    sources[0]!.emit('message', { message: msg(2) }, 2);
    sources[0]!.drop();
    expect(states.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(1000);
    expect(openSession).toHaveBeenCalledTimes(2); // a fresh stream cookie first
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toBe('/api/v1/events?after=2');
    // The server replays around the cut: 2 again, then 3.
    sources[1]!.emit('message', { message: msg(2) }, 2);
    sources[1]!.emit('message', { message: msg(3) }, 3);
    sources[1]!.emit('ready', { last: 3 });
    expect(delivered).toEqual([1, 2, 3]);
    expect(states.at(-1)).toBe('open');

    // Our own send's answer, then the stream's copy of it: shown once.
    expect(stream.deliver(msg(4))).toBe(true);
    sources[1]!.emit('message', { message: msg(4) }, 4);
    expect(delivered).toEqual([1, 2, 3, 4]);
    stream.stop();
    vi.useRealTimers();
  });

  it('ignores a malformed event and stops for good on a refused session', async () => {
    const sources: FakeSource[] = [];
    const states: string[] = [];
    const stream = new LiveStream({
      openSession: async () => {
        throw Object.assign(new Error('401'), { fatal: true });
      },
      isFatal: (e) => (e as { fatal?: boolean }).fatal === true,
      createSource: (url) => {
        const s = new FakeSource(url);
        sources.push(s);
        return s;
      },
      handlers: {
        message: () => {},
        topic: () => {},
        ready: () => {},
        reset: () => {},
        notification: () => {},
        state: (s) => states.push(s),
      },
    });
    stream.start();
    await vi.waitFor(() => expect(states.at(-1)).toBe('stopped'));
    expect(sources).toHaveLength(0);
  });
});
