// «Чаты с клиентами» (/manager/chat): every customer's topics, those with unread customer messages
// first (the server's order), search by title (400 ms) and a status filter; the open topic
// (`chat_id` in the query) with its pane, the answer box and «Закрыть чат»; beside it the
// customer's objects and КП requests (a КП opens in the manager's КП console). Only a manager's
// session reaches the data (the server answers 403 to anyone else). One topic at a time on a phone.
import { Anchor, Button, Card, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { chatLimits, chatTopicStatus, type ChatTopic } from '@podbor/contracts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KpStatusBadge } from '../../../domain/kp/kp-status';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SearchField } from '../../../components/ui/search-field';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { useQueryParams } from '../../../lib/use-query-params';
import { useSearchParamInput } from '../../../lib/use-search-param-input';
import { useUserInfo } from '../../../lib/user-info';
import { useCustomerContext } from '../api/customer-context';
import { useCloseTopic, useTopic, useTopics } from '../api/topics';
import { longDate } from '../chat-format';
import { ChatLiveProvider } from '../hooks/use-chat-stream';
import { CHAT_NS } from '../i18n';
import { PHONE_QUERY, selectedChatId } from './chat-list-page';
import { CHAT_SEARCH_DEBOUNCE_MS } from './chat-topics-page';
import { Conversation } from './conversation';
import { StreamStatus } from './stream-status';
import { TopicRef } from './topic-ref';
import { ClosedBadge } from './topic-meta';
import { BackToTopics, TopicMissing, topicMissing } from './topic-pane-parts';
import { TopicNav } from './topic-nav';

/** «Имя Фамилия · +7…», or the phone alone when the profile has no name (the name is the phone then). */
const customerLine = (c: { name: string; phone: string }) =>
  /^[+\d\s()-]+$/.test(c.name) ? c.name : `${c.name} · ${c.phone}`;

export function ManagerChatPage() {
  const { t } = useTranslation(CHAT_NS);
  const info = useUserInfo();
  if (info.isPending) return <LoadingRows count={3} height={40} label="" />;
  if (info.data?.role !== 'manager')
    return (
      <Card>
        <EmptyState title={t('manager.notManager')} />
      </Card>
    );
  return (
    <ChatLiveProvider side="manager">
      <Inbox />
    </ChatLiveProvider>
  );
}

function Inbox() {
  const { t } = useTranslation(CHAT_NS);
  const [params, updateQuery] = useQueryParams();
  const search = useSearchParamInput('q', CHAT_SEARCH_DEBOUNCE_MS, ['chat_id']);
  const selected = selectedChatId(params);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const parsed = chatTopicStatus.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : null;
  const q = (params.get('q') ?? '').trim();
  const topics = useTopics('manager', {
    search: q || null,
    status,
    sort: 'active',
    offset: 0,
    limit: chatLimits.topicPageMax,
  });
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('chat_id', String(id));
    return `${paths.managerChat.getHref()}?${next.toString()}`;
  };

  const list = (
    <Card>
      <Stack gap="sm">
        <SearchField label={t('topics.search')} placeholder={t('topics.searchPlaceholder')} {...search} />
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('manager.status')}
          data={[
            { value: 'all', label: t('manager.statusAll') },
            { value: 'open', label: t('manager.statusOpen') },
            { value: 'closed', label: t('manager.statusClosed') },
          ]}
          value={status ?? 'all'}
          onChange={(v) =>
            updateQuery((p) => {
              if (v === 'all') p.delete('status');
              else p.set('status', v);
            })
          }
        />
        <QueryView
          query={topics}
          loading={<LoadingRows count={4} height={44} label={t('topics.loading')} />}
          isEmpty={(d) => d.result.length === 0}
          empty={<EmptyState compact title={q ? t('topics.notFound') : t('manager.empty')} />}
        >
          {(d) => (
            <TopicNav
              topics={d.result}
              selected={selected}
              hrefOf={hrefOf}
              label={t('manager.title')}
              showCustomer
            />
          )}
        </QueryView>
      </Stack>
    </Card>
  );

  const backHref = (() => {
    const next = new URLSearchParams(params);
    next.delete('chat_id');
    const s = next.toString();
    return s ? `${paths.managerChat.getHref()}?${s}` : paths.managerChat.getHref();
  })();
  const open =
    selected === null ? (
      <Card>
        <EmptyState title={t('list.pickTitle')} text={t('list.pick')} />
      </Card>
    ) : (
      <ManagerTopic id={selected} back={phone ? backHref : null} />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          {t('manager.title')}
        </Title>
        <Anchor component={Link} to={paths.manager.getHref()}>
          {t('manager.toKp')}
        </Anchor>
      </Group>
      {phone ? (
        selected === null ? (
          list
        ) : (
          open
        )
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>{open}</Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function ManagerTopic({ id, back }: { id: number; back: string | null }) {
  const { t } = useTranslation(CHAT_NS);
  const topic = useTopic('manager', id);
  const close = useCloseTopic();
  const [closing, setClosing] = useState<ChatTopic | null>(null);
  const backLink = back ? <BackToTopics to={back} /> : null;
  if (topicMissing(topic)) return <TopicMissing back={backLink} />;

  const confirmClose = () => {
    if (!closing) return;
    const title = closing.title;
    close.mutate(closing.id, {
      onSuccess: () => {
        setClosing(null);
        showToast({ kind: 'success', message: t('manager.closeDone', { title }) });
      },
      onError: (e) => showToast({ kind: 'failure', message: refusalText(e), id: 'chat-close' }),
    });
  };

  return (
    <Stack gap="md">
      <Card data-testid="chat-open">
        {backLink}
        <QueryView query={topic} loading={<LoadingRows count={4} height={40} label={t('pane.loading')} />}>
          {(d) => (
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
                  <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
                    {d.title}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {d.customer ? `${customerLine(d.customer)} · ` : ''}
                    {t('topics.started', { date: longDate(d.created) })}
                    {d.ref ? (
                      <>
                        {' · '}
                        <TopicRef side="manager" topicRef={d.ref} />
                      </>
                    ) : null}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <StreamStatus />
                  <ClosedBadge topic={d} />
                  {d.status === 'open' ? (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconLock size={14} />}
                      onClick={() => setClosing(d)}
                    >
                      {t('manager.close')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <Conversation key={d.id} side="manager" topic={d} />
            </Stack>
          )}
        </QueryView>
      </Card>
      <CustomerPanel topicId={id} />
      <ConfirmModal
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title={t('manager.close')}
        confirmLabel={t('manager.close')}
        onConfirm={confirmClose}
        busy={close.isPending}
      >
        <Text>{t('manager.closeQuestion', { title: closing?.title ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

/** The customer's objects and КП requests, read-only; a КП opens in the manager's КП console. */
function CustomerPanel({ topicId }: { topicId: number }) {
  const { t } = useTranslation(CHAT_NS);
  const ctx = useCustomerContext(topicId);
  return (
    <Card data-testid="chat-customer">
      <QueryView query={ctx} loading={<LoadingRows count={2} height={24} label={t('manager.customer')} />}>
        {(d) => (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Title order={3} fz="h5" mb={6}>
                {t('manager.objects')}
              </Title>
              {d.objects.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('manager.noObjects')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {d.objects.map((o) => (
                    <li key={o.id}>
                      <Text size="sm">
                        {o.name}{' '}
                        <Text span size="xs" c="dimmed">
                          · {t('manager.projects', { count: o.projects })} · {formatDate(o.created)}
                        </Text>
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Title order={3} fz="h5" mb={6}>
                {t('manager.kp')}
              </Title>
              {d.kp.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('manager.noKp')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {d.kp.map((k) => (
                    <li key={k.id}>
                      <Group gap={8} wrap="nowrap">
                        <Anchor component={Link} to={paths.manager.getHref(k.id)} size="sm" fw={600}>
                          {t('manager.kpId', { id: k.id })}
                        </Anchor>
                        <KpStatusBadge status={k.status} />
                        <Text size="xs" c="dimmed" truncate>
                          {k.object}
                        </Text>
                      </Group>
                    </li>
                  ))}
                </Stack>
              )}
            </Grid.Col>
          </Grid>
        )}
      </QueryView>
    </Card>
  );
}
