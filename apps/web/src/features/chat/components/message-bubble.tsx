// One sent message in the pane: author (or «Вы», with the manager's mark), time, text and its file,
// which downloads on click.
import { Button, Group, Text } from '@mantine/core';
import type { ChatMessage } from '@podbor/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';
import { fileSize, timeOfDay } from '../chat-format';
import { CHAT_NS } from '../i18n';
import classes from './chat.module.css';

export function MessageBubble({ message }: { message: ChatMessage }) {
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
