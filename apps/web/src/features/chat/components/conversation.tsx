// One open topic: the message pane above the composer, or the note that the topic is closed. A send
// is a plain POST: the message shows at once as «Отправляется…», then as sent, or as «Не отправлено»
// with «Повторить» — the stream being down never blocks typing or sending.
import { Alert, Stack } from '@mantine/core';
import type { ChatTopic } from '@podbor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/api-client';
import { chatKeys, type ChatSide } from '../api/chat-keys';
import { mergeIntoTopic, sendMessage } from '../api/messages';
import { useChatLive } from '../hooks/use-chat-stream';
import { CHAT_NS } from '../i18n';
import classes from './chat.module.css';
import { MessageComposer } from './message-composer';
import { MessagePane } from './message-pane';
import type { PendingMessage } from './pending-bubble';

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
        <MessageComposer onSend={send} />
      )}
    </Stack>
  );
}

function ClosedText({ which }: { which: 'closed' | 'closedManager' }) {
  const { t } = useTranslation(CHAT_NS);
  return <>{t(`pane.${which}`)}</>;
}
