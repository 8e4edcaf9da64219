// A message on its way, shown below the sent ones until the server answers: «Отправляется…», or
// «Не отправлено» with the reason, «Повторить» and «Удалить».
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

export function PendingBubble({
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
