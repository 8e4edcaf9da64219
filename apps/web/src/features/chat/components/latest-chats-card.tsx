// The overview's chat card (portal §2): the latest topics with their dates and unread counts, and
// «Показать все».
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { chatLimits } from '@podbor/contracts';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { useTopics } from '../api/topics';
import { cutTitle, longDate } from '../chat-format';
import { CHAT_NS } from '../i18n';
import { UnreadBadge } from './topic-meta';

export function LatestChatsCard() {
  const { t } = useTranslation(CHAT_NS);
  const query = useTopics('user', { sort: 'active', offset: 0, limit: chatLimits.overviewTopics });
  return (
    <SectionCard
      title={t('card.title')}
      count={query.data?.count}
      moreHref={paths.person.chat.getHref()}
      testId="overview-chat"
      fullHeight
    >
      <QueryView
        query={query}
        loading={<LoadingRows count={3} height={24} label={t('topics.loading')} />}
        isEmpty={(d) => d.result.length === 0}
        empty={
          <EmptyState
            compact
            icon={<IconMessages size={22} stroke={1.5} />}
            title={t('card.empty')}
            text={t('card.text')}
          />
        }
      >
        {(d) => (
          <Stack gap="xs">
            {d.result.map((topic) => (
              <Group key={topic.id} justify="space-between" wrap="nowrap" data-testid="overview-chat-row">
                <Anchor
                  component={Link}
                  to={paths.person.chatList.getHref(topic.id)}
                  size="sm"
                  fw={600}
                  title={topic.title}
                  truncate
                >
                  {cutTitle(topic.title)}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  <UnreadBadge count={topic.unread} />
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {longDate(topic.last_message ?? topic.created)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}
