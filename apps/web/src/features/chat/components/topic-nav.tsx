// The list beside the open topic («Последние обращения» for a customer, the inbox for a manager):
// each topic a link that puts its id in the query (`chat_id`), titles cut to 32 characters, the
// unread count, the selected one marked as the current page.
import { Group, Stack, Text } from '@mantine/core';
import type { ChatTopic } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRecentDateTime } from '../../../lib/date-format';
import { CHAT_NS } from '../i18n';
import classes from './chat.module.css';
import { ClosedBadge, UnreadBadge } from './topic-meta';
import { TopicTitle } from './topic-title';

export interface TopicNavProps {
  topics: ChatTopic[];
  selected: number | null;
  hrefOf: (id: number) => string;
  label: string;
  /** The manager's inbox shows whose topic it is. */
  showCustomer?: boolean;
}

export function TopicNav({ topics, selected, hrefOf, label, showCustomer = false }: TopicNavProps) {
  const { t } = useTranslation(CHAT_NS);
  const words = { today: t('pane.today'), yesterday: t('pane.yesterday') };
  return (
    <nav aria-label={label}>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link
              to={hrefOf(topic.id)}
              className={classes.topicLink}
              aria-current={topic.id === selected ? 'page' : undefined}
              data-testid="chat-nav-topic"
            >
              <Group justify="space-between" wrap="nowrap" gap={6}>
                <TopicTitle title={topic.title} size="sm" truncate />
                <UnreadBadge count={topic.unread} />
              </Group>
              {showCustomer && topic.customer ? (
                <Text size="xs" truncate>
                  {topic.customer.name}
                </Text>
              ) : null}
              <Group justify="space-between" wrap="nowrap" gap={6}>
                <Text size="xs" c="dimmed" truncate>
                  {formatRecentDateTime(topic.last_message ?? topic.created, words)}
                </Text>
                <ClosedBadge topic={topic} />
              </Group>
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
