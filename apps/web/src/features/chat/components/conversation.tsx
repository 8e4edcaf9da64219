// One open topic: the message pane (day separators дд.мм.гггг / «сегодня» / «вчера», author, time,
// text, file; older pages load as it scrolls up, keeping the place read) and the composer (Enter
// sends, Shift+Enter breaks the line, one file with the server's type and size limits). A send is a
// plain POST: the message shows at once as «Отправляется…», then as sent, or as «Не отправлено»
// with «Повторить» — the stream being down never blocks typing or sending.
import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  Divider,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  chatLimits,
  chatMessages,
  chatTextSchema,
  type ChatMessage,
  type ChatTopic,
} from '@podbor/contracts';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/list-states';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { attachmentAccept, attachmentProblem } from '../../../lib/attachment-file';
import { chatUnreadKey } from '../../../lib/chat-unread';
import { downloadFile } from '../../../lib/file-download';
import { chatKeys, type ChatSide } from '../api/chat-keys';
import { loadOlder, markRead, mergeIntoTopic, sendMessage, useTopicMessages } from '../api/messages';
import { dayLabel, fileSize, timeOfDay, withDaySeparators } from '../chat-format';
import { isSendKey } from '../composer';
import { useChatLive } from '../hooks/use-chat-stream';
import { CHAT_NS } from '../i18n';
import classes from './chat.module.css';

/** A message on its way: shown below the sent ones until the server answers. */
export interface PendingMessage {
  key: string;
  text: string;
  file: File | null;
  status: 'sending' | 'failed';
  error?: string;
}

let pendingSeq = 0;

export function Conversation({ side, topic }: { side: ChatSide; topic: ChatTopic }) {
  const client = useQueryClient();
  const live = useChatLive();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const trySend = (p: PendingMessage) => {
    setPending((list) =>
      list.map((x) => (x.key === p.key ? { ...x, status: 'sending', error: undefined } : x)),
    );
    sendMessage({ side, topicId: topic.id, text: p.text, file: p.file }).then(
      (m) => {
        mergeIntoTopic(client, side, topic.id, [m]);
        live?.deliver(m);
        setPending((list) => list.filter((x) => x.key !== p.key));
        void client.invalidateQueries({ queryKey: chatKeys.lists(side) });
      },
      (e: unknown) =>
        setPending((list) =>
          list.map((x) => (x.key === p.key ? { ...x, status: 'failed', error: refusalText(e) } : x)),
        ),
    );
  };

  const send = (text: string, file: File | null) => {
    const p: PendingMessage = { key: `p${++pendingSeq}`, text, file, status: 'sending' };
    setPending((list) => [...list, p]);
    trySend(p);
  };

  const closed = topic.status === 'closed';
  return (
    <Stack gap="sm" className={classes.conversation}>
      <MessagePane
        side={side}
        topic={topic}
        pending={pending}
        onRetry={trySend}
        onDiscard={(key) => setPending((list) => list.filter((x) => x.key !== key))}
      />
      {closed ? (
        <Alert color="gray" variant="light" data-testid="chat-closed">
          {side === 'manager' ? <ClosedText which="closedManager" /> : <ClosedText which="closed" />}
        </Alert>
      ) : (
        <Composer onSend={send} />
      )}
    </Stack>
  );
}

function ClosedText({ which }: { which: 'closed' | 'closedManager' }) {
  const { t } = useTranslation(CHAT_NS);
  return <>{t(`pane.${which}`)}</>;
}

interface PaneProps {
  side: ChatSide;
  topic: ChatTopic;
  pending: PendingMessage[];
  onRetry: (p: PendingMessage) => void;
  onDiscard: (key: string) => void;
}

function MessagePane({ side, topic, pending, onRetry, onDiscard }: PaneProps) {
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

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(CHAT_NS);
  const download = () => {
    if (!message.file) return;
    downloadFile(message.file.path, message.file.name).catch((e: unknown) =>
      showToast({ kind: 'failure', message: refusalText(e), id: 'chat-file' }),
    );
  };
  return (
    <div
      className={classes.bubble}
      data-own={message.own || undefined}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      <Group gap={8} wrap="nowrap" justify="space-between">
        <Text size="xs" fw={600} truncate>
          {message.own ? t('pane.you') : message.author}
          {message.manager && !message.own ? (
            <Text span size="xs" c="dimmed" fw={400} ml={6}>
              {t('pane.managerMark')}
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed" component="time">
          {timeOfDay(message.created)}
        </Text>
      </Group>
      {message.text ? (
        <Text size="sm" className={classes.text}>
          {message.text}
        </Text>
      ) : null}
      {message.file ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPaperclip size={14} />}
          onClick={download}
          styles={{ root: { maxWidth: '100%' }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
          aria-label={t('pane.download', { name: message.file.name })}
        >
          {message.file.name} ·{' '}
          {fileSize(message.file.size, {
            kb: (n) => t('pane.sizeKb', { n }),
            mb: (n) => t('pane.sizeMb', { n }),
          })}
        </Button>
      ) : null}
    </div>
  );
}

function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: (p: PendingMessage) => void;
  onDiscard: (key: string) => void;
}) {
  const { t } = useTranslation(CHAT_NS);
  const failed = pending.status === 'failed';
  return (
    <div
      className={classes.bubble}
      data-own
      data-pending
      data-testid="chat-pending"
      data-status={pending.status}
    >
      {pending.text ? (
        <Text size="sm" className={classes.text}>
          {pending.text}
        </Text>
      ) : null}
      {pending.file ? (
        <Text size="xs" c="dimmed">
          <IconPaperclip size={12} /> {pending.file.name}
        </Text>
      ) : null}
      {failed ? (
        <Stack gap={4} mt={4}>
          <Text size="xs" c="red.8" role="alert">
            <IconAlertCircle size={12} /> {t('pane.failed')}
            {pending.error ? `: ${pending.error}` : ''}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button size="compact-xs" variant="default" onClick={() => onDiscard(pending.key)}>
              {t('pane.discard')}
            </Button>
            <Button size="compact-xs" onClick={() => onRetry(pending)}>
              {t('pane.retry')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed" ta="right">
          {t('pane.sending')}
        </Text>
      )}
    </div>
  );
}

/** The text area, the file and «Отправить». Checked here with the server's rules before sending. */
export function Composer({ onSend }: { onSend: (text: string, file: File | null) => void }) {
  const { t } = useTranslation(CHAT_NS);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);

  const pickFile = (next: File | null) => {
    const problem = next ? attachmentProblem(next) : null;
    setFileError(problem);
    setFile(problem ? null : next);
    if (next && !problem) setTextError(null);
    resetFile.current?.();
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) return setTextError(parsed.error.issues[0]?.message ?? chatMessages.textMax);
    if (!parsed.data && !file) return setTextError(chatMessages.messageEmpty);
    onSend(parsed.data, file);
    setText('');
    setFile(null);
    setTextError(null);
    setFileError(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(e)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('composer.label')} data-testid="chat-composer">
      <Stack gap={6}>
        <Textarea
          label={t('composer.label')}
          description={t('composer.hint', { max: chatLimits.textMax })}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTextError(null);
          }}
          onKeyDown={onKeyDown}
          error={textError}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={chatLimits.textMax}
        />
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <FileButton onChange={pickFile} accept={attachmentAccept} resetRef={resetFile}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    leftSection={<IconPaperclip size={14} />}
                    aria-describedby="chat-file-hint"
                    data-testid="chat-file"
                  >
                    {t('composer.file')}
                  </Button>
                )}
              </FileButton>
              {file ? (
                <Group gap={2} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="xs" truncate data-testid="chat-file-name">
                    {file.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    onClick={() => setFile(null)}
                    aria-label={t('composer.removeFile', { name: file.name })}
                  />
                </Group>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" id="chat-file-hint">
              {t('composer.fileHint')}
            </Text>
            {fileError ? (
              <Text size="xs" c="red.8" role="alert" data-testid="chat-file-error">
                {fileError}
              </Text>
            ) : null}
          </Stack>
          <ActionIcon
            type="submit"
            size="lg"
            variant="filled"
            aria-label={t('composer.send')}
            data-testid="chat-send"
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </form>
  );
}
