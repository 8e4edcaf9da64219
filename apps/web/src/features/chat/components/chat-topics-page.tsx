// «Чат с менеджером» (/person/chat, portal §2 Chats): the count, search by title (400 ms debounce,
// portal §5), the date sorts, 'Начать чат' (add modal mode 0) and delete with «Вы уверены, что
// хотите удалить чат?». Search, sort and page live in the URL. New messages and unread counts
// arrive by the page's stream.
import { ActionIcon, Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { chatLimits, chatSort, type ChatSort, type ChatTopic } from '@podbor/contracts';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState, LoadingRows, NothingFound, QueryView } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { SearchField } from '../../../components/ui/search-field';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { usePageParam } from '../../../lib/url-page';
import { useQueryParams } from '../../../lib/use-query-params';
import { useSearchParamInput } from '../../../lib/use-search-param-input';
import { useDeleteTopic, useTopics } from '../api/topics';
import { longDate } from '../chat-format';
import { ChatLiveProvider } from '../hooks/use-chat-stream';
import { CHAT_NS } from '../i18n';
import { openNewChat } from './new-chat-modal';
import { ClosedBadge, UnreadBadge } from './topic-meta';
import { TopicTitle } from './topic-title';

/** Portal §5/§9: the chat search's debounce. */
export const CHAT_SEARCH_DEBOUNCE_MS = 400;

export function ChatTopicsPage() {
  return (
    <ChatLiveProvider side="user">
      <TopicsView />
    </ChatLiveProvider>
  );
}

function TopicsView() {
  const { t } = useTranslation(CHAT_NS);
  const [params, updateQuery] = useQueryParams();
  const search = useSearchParamInput('q', CHAT_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageParam();
  const parsedSort = chatSort.safeParse(params.get('sort'));
  const sort: ChatSort = parsedSort.success ? parsedSort.data : 'active';
  const q = (params.get('q') ?? '').trim();
  const size = chatLimits.topicPageDefault;
  const query = useTopics('user', { search: q || null, sort, offset: (page - 1) * size, limit: size });
  const [deleting, setDeleting] = useState<ChatTopic | null>(null);
  const remove = useDeleteTopic();

  const setSort = (value: string | null) =>
    updateQuery((p) => {
      if (value && value !== 'active') p.set('sort', value);
      else p.delete('sort');
      p.delete('page');
    });

  const start = (
    <Button leftSection={<IconMessagePlus size={18} />} onClick={() => openNewChat()}>
      {t('start')}
    </Button>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    const title = deleting.title;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast({ kind: 'success', message: t('delete.done', { title }) });
      },
      onError: (e) => showToast({ kind: 'failure', message: refusalText(e), id: 'chat-delete' }),
    });
  };

  return (
    <>
      <CabinetTitleBar title={t('title')}>{start}</CabinetTitleBar>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            flex="1 1 260px"
            label={t('topics.search')}
            placeholder={t('topics.searchPlaceholder')}
            {...search}
          />
          <Select
            w={{ base: '100%', xs: 260 }}
            label={t('topics.sort')}
            data={[
              { value: 'active', label: t('topics.sortActive') },
              { value: 'new', label: t('topics.sortNew') },
              { value: 'old', label: t('topics.sortOld') },
            ]}
            value={sort}
            onChange={setSort}
            allowDeselect={false}
            checkIconPosition="right"
          />
        </Group>
        {query.data && query.data.count > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="chat-count">
            {t('topics.count', { count: query.data.count })}
          </Text>
        ) : null}
        <QueryView
          query={query}
          loading={
            <Card>
              <LoadingRows count={4} height={48} label={t('topics.loading')} />
            </Card>
          }
          isEmpty={(d) => d.result.length === 0}
          empty={(d) => (
            <Card>
              {d.count === 0 && !q ? (
                <EmptyState title={t('topics.empty')} text={t('topics.emptyText')} action={start} />
              ) : (
                <NothingFound
                  title={t('topics.notFound')}
                  text={q ? t('topics.notFoundText', { q }) : undefined}
                  reset={q ? { label: t('topics.resetSearch'), onClick: () => search.onChange('') } : null}
                  onFirstPage={() => setPage(1)}
                />
              )}
            </Card>
          )}
        >
          {(d) => (
            <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <Card p={0}>
                <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {d.result.map((topic) => (
                    <TopicRow key={topic.id} topic={topic} onDelete={() => setDeleting(topic)} />
                  ))}
                </ul>
              </Card>
              <Pager total={pageCount(d.count, size)} page={page} onChange={setPage} />
            </Stack>
          )}
        </QueryView>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
      >
        <Text>{t('delete.question')}</Text>
        <Text size="sm" c="dimmed">
          {t('delete.consequences', { title: deleting?.title ?? '' })}
        </Text>
      </ConfirmModal>
    </>
  );
}

function TopicRow({ topic, onDelete }: { topic: ChatTopic; onDelete: () => void }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <li data-testid="chat-topic" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={8} wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.person.chatList.getHref(topic.id)}
              c="inherit"
              aria-label={t('topics.open', { title: topic.title })}
            >
              <TopicTitle title={topic.title} />
            </Anchor>
            <UnreadBadge count={topic.unread} />
            <ClosedBadge topic={topic} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('topics.started', { date: longDate(topic.created) })} ·{' '}
            {topic.messages > 0 ? t('topics.messages', { count: topic.messages }) : t('topics.noMessages')}
            {topic.ref ? ` · ${t('topics.ref', { name: topic.ref.name })}` : ''}
          </Text>
          {topic.preview !== null ? (
            <Text size="sm" c="dimmed" truncate>
              {topic.preview || t('topics.fileOnly')}
            </Text>
          ) : null}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onDelete}
          aria-label={t('topics.delete', { title: topic.title })}
          data-testid="chat-delete"
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </li>
  );
}
