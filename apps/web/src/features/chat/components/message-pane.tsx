// The messages of an open topic: day separators (дд.мм.гггг / «сегодня» / «вчера»), the sent
// messages and the ones on their way; older pages load as it scrolls up, keeping the place read, and
// what is shown is marked read while the page is in view.
import { Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import type { ChatTopic } from '@podbor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/list-states';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { chatUnreadKey } from '../../../domain/chat/chat-unread';
import { chatKeys, type ChatSide } from '../api/chat-keys';
import { loadOlder, markRead, useTopicMessages } from '../api/messages';
import { dayLabel, withDaySeparators } from '../chat-format';
import { CHAT_NS } from '../i18n';
import classes from './chat.module.css';
import { MessageBubble } from './message-bubble';
import { PendingBubble, type PendingMessage } from './pending-bubble';

interface PaneProps {
  side: ChatSide;
  topic: ChatTopic;
  pending: PendingMessage[];
  onRetry: (p: PendingMessage) => void;
  onDiscard: (key: string) => void;
}

export function MessagePane({ side, topic, pending, onRetry, onDiscard }: PaneProps) {
  const { t } = useTranslation(CHAT_NS);
  const client = useQueryClient();
  const query = useTopicMessages(side, topic.id);
  const ref = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  /** The reader is at the bottom: new messages keep it there. */
  const stick = useRef(true);
  const pendingShown = useRef(0);
  const [older, setOlder] = useState<'idle' | 'loading'>('idle');
  const marked = useRef(0);
  const messages = query.data?.messages;
  const more = query.data?.more ?? false;
  const newest = messages?.at(-1);

  // Read: up to the newest shown, while the page is in view.
  useEffect(() => {
    if (!newest) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || newest.id <= marked.current) return;
      if (newest.own && topic.unread === 0) return;
      marked.current = newest.id;
      markRead(side, topic.id, newest.id).then(
        (unread) => {
          // The badges' total at once, also while the stream is down.
          client.setQueryData(chatUnreadKey(side), unread);
          void client.invalidateQueries({ queryKey: chatKeys.lists(side) });
          void client.invalidateQueries({ queryKey: chatKeys.topic(side, topic.id) });
        },
        () => (marked.current = 0),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [client, newest, side, topic.id, topic.unread]);

  const fetchOlder = () => {
    const el = ref.current;
    const oldest = messages?.[0];
    if (!oldest || !more || older === 'loading') return;
    anchor.current = el ? { height: el.scrollHeight, top: el.scrollTop } : null;
    setOlder('loading');
    loadOlder(client, side, topic.id, oldest.id).then(
      () => setOlder('idle'),
      (e: unknown) => {
        anchor.current = null;
        setOlder('idle');
        showToast({ kind: 'failure', message: refusalText(e), id: 'chat-older' });
      },
    );
  };

  // Older messages above: the place read stays; new ones below: follow them when at the bottom.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current || pending.length > pendingShown.current) {
      // At the bottom, or our own message just went out: show the newest.
      el.scrollTop = el.scrollHeight;
      stick.current = true;
    }
    pendingShown.current = pending.length;
  }, [messages, pending]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
    if (el.scrollTop < 40) fetchOlder();
  };

  const words = { today: t('pane.today'), yesterday: t('pane.yesterday') };
  return (
    <div
      ref={ref}
      className={classes.pane}
      role="log"
      aria-label={t('pane.label', { title: topic.title })}
      aria-busy={query.isPending || older === 'loading'}
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-pane"
    >
      {query.isPending ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('pane.loading')} />
        </Group>
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="xs">
          {more ? (
            <Group justify="center">
              <Button size="compact-sm" variant="subtle" onClick={fetchOlder} loading={older === 'loading'}>
                {t('pane.older')}
              </Button>
            </Group>
          ) : null}
          {messages && messages.length === 0 && pending.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm" p="lg">
              {side === 'manager' ? t('pane.emptyManager') : t('pane.empty')}
            </Text>
          ) : null}
          {withDaySeparators(messages ?? [], (m) => m.created).map((row) =>
            row.kind === 'day' ? (
              <Divider
                key={`d${row.day}`}
                label={dayLabel(row.date, words)}
                labelPosition="center"
                data-testid="chat-day"
              />
            ) : (
              <MessageBubble key={row.item.id} message={row.item} />
            ),
          )}
          {pending.map((p) => (
            <PendingBubble key={p.key} pending={p} onRetry={onRetry} onDiscard={onDiscard} />
          ))}
        </Stack>
      )}
    </div>
  );
}
