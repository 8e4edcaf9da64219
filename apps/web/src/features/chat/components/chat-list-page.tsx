// «Чат с менеджером» (/person/chat/chat_list, portal §2 Chat list screen): «Последние обращения»
// (titles cut to 32 characters), 'Начать чат' (add modal mode 0) and the open topic's pane with
// the composer. `chat_id` in the query selects the topic, so a link or a reload opens the same one.
// On a phone (below 768 px) the list and the pane show one at a time.
import { Anchor, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { chatLimits } from '@podbor/contracts';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { useQueryParams } from '../../../lib/use-query-params';
import { useTopic, useTopics } from '../api/topics';
import { longDate } from '../chat-format';
import { ChatLiveProvider } from '../hooks/use-chat-stream';
import { CHAT_NS } from '../i18n';
import { Conversation } from './conversation';
import { openNewChat } from './new-chat-modal';
import { StreamStatus } from './stream-status';
import { TopicRef } from './topic-ref';
import { ClosedBadge } from './topic-meta';
import { BackToTopics, TopicMissing, topicMissing } from './topic-pane-parts';
import { TopicNav } from './topic-nav';

/** Portal §9: the mobile breakpoint. */
export const PHONE_QUERY = '(max-width: 47.99em)';

export const selectedChatId = (params: URLSearchParams): number | null => {
  const id = Number(params.get('chat_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function ChatListPage() {
  return (
    <ChatLiveProvider side="user">
      <ChatListView />
    </ChatLiveProvider>
  );
}

function ChatListView() {
  const { t } = useTranslation(CHAT_NS);
  const [params] = useQueryParams();
  const selected = selectedChatId(params);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const topics = useTopics('user', { sort: 'active', offset: 0, limit: chatLimits.topicPageDefault });

  const start = (
    <Button leftSection={<IconMessagePlus size={18} />} onClick={() => openNewChat()}>
      {t('start')}
    </Button>
  );

  const list = (
    <Card>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('list.recent')}
        </Title>
        <Anchor component={Link} to={paths.person.chat.getHref()} size="sm">
          {t('list.all')}
        </Anchor>
      </Group>
      <QueryView
        query={topics}
        loading={<LoadingRows count={3} height={40} label={t('topics.loading')} />}
        isEmpty={(d) => d.result.length === 0}
        empty={<EmptyState compact title={t('topics.empty')} text={t('card.text')} />}
      >
        {(d) => (
          <TopicNav
            topics={d.result}
            selected={selected}
            hrefOf={(id) => paths.person.chatList.getHref(id)}
            label={t('list.recent')}
          />
        )}
      </QueryView>
    </Card>
  );

  const pane =
    selected === null ? (
      <Card>
        <EmptyState title={t('list.pickTitle')} text={t('list.pick')} action={start} />
      </Card>
    ) : (
      <OpenTopic id={selected} phone={phone} />
    );

  return (
    <>
      <CabinetTitleBar title={t('title')}>{start}</CabinetTitleBar>
      {phone ? (
        selected === null ? (
          list
        ) : (
          pane
        )
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>{pane}</Grid.Col>
        </Grid>
      )}
    </>
  );
}

function OpenTopic({ id, phone }: { id: number; phone: boolean }) {
  const { t } = useTranslation(CHAT_NS);
  const topic = useTopic('user', id);
  const back = phone ? <BackToTopics to={paths.person.chatList.getHref()} /> : null;
  if (topicMissing(topic)) return <TopicMissing back={back} />;
  return (
    <Card data-testid="chat-open">
      {back}
      <QueryView query={topic} loading={<LoadingRows count={4} height={40} label={t('pane.loading')} />}>
        {(d) => (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                  {d.title}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('topics.started', { date: longDate(d.created) })}
                  {d.ref ? (
                    <>
                      {' · '}
                      <TopicRef side="user" topicRef={d.ref} />
                    </>
                  ) : null}
                </Text>
              </Stack>
              <Group gap="xs">
                <ClosedBadge topic={d} />
                <StreamStatus />
              </Group>
            </Group>
            <Conversation key={d.id} side="user" topic={d} />
          </Stack>
        )}
      </QueryView>
    </Card>
  );
}
