// The small facts under a topic's title in the lists: the unread badge, closed, the reference.
import { Badge } from '@mantine/core';
import type { ChatTopic } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { UnreadCount } from '../../../components/ui/unread-count';
import { CHAT_NS } from '../i18n';

export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation(CHAT_NS);
  return <UnreadCount count={count} label={t('topics.unread', { count })} testId="chat-unread" />;
}

export function ClosedBadge({ topic }: { topic: ChatTopic }) {
  const { t } = useTranslation(CHAT_NS);
  if (topic.status !== 'closed') return null;
  return (
    <Badge size="sm" color="gray" variant="light">
      {topic.closed_by === 'customer' ? t('topics.closedByCustomer') : t('topics.closed')}
    </Badge>
  );
}
