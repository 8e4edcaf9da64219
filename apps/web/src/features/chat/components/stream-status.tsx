// The stream's state beside the open topic: nothing while it is live, a quiet note while it
// connects or reconnects (sending still works — a send is a plain call).
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatLive } from '../hooks/use-chat-stream';
import { CHAT_NS } from '../i18n';

export function StreamStatus() {
  const { t } = useTranslation(CHAT_NS);
  const live = useChatLive();
  if (!live || live.state === 'open' || live.state === 'stopped') return null;
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="chat-stream-state" data-state={live.state}>
      <Loader size={12} />
      <Text size="xs" c="dimmed">
        {t(`pane.stream.${live.state}`)}
      </Text>
    </Group>
  );
}
