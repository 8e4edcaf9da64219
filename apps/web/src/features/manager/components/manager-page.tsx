// «Кабинет менеджера» (/manager): the queue of every customer's КП requests — tiles by status (a
// tile filters), customer, send date and search (400 ms) — 20 a page, and the open request in a
// drawer. Filters, page and the open request live in the URL (`?q=&status=&customer=&from=&to=&page=&id=`).
// Only a manager's session reaches the data (the server answers 403 to anyone else).
import { Anchor, Button, Card, Drawer, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { kpLimits, type KpItem } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { KpStatusBadge, KpStatusTiles, type KpTile } from '../../../domain/kp/kp-status';
import { EmptyState, LoadingRows, NothingFound, QueryView } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { SearchField } from '../../../components/ui/search-field';
import { UnreadCount } from '../../../components/ui/unread-count';
import { paths } from '../../../config/paths';
import { useChatUnreadTotal } from '../../../domain/chat/chat-unread';
import { useKpFilters } from '../../../domain/kp/kp-filters';
import { usePageParam } from '../../../lib/url-page';
import { useSearchParamInput } from '../../../lib/use-search-param-input';
import { useUserInfo } from '../../../lib/user-info';
import { useKpCustomers } from '../api/get-customers';
import { useKpQueue } from '../api/get-queue';
import { MANAGER_NS } from '../i18n';
import { ManagerRequest } from './manager-request';
import { PriceListPanel } from './price-list-panel';

/** The manager's order: what waits for an answer first. */
const tileOrder: readonly KpTile[] = ['all', 'new', 'clarifying', 'in_work', 'ready'];

export function ManagerPage() {
  const info = useUserInfo();
  if (info.isPending) return <LoadingRows count={3} height={40} label="" />;
  if (info.data?.role !== 'manager') return <NotManager />;
  return <ManagerConsole />;
}

function NotManager() {
  const { t } = useTranslation(MANAGER_NS);
  return (
    <Card>
      <EmptyState
        title={t('notManager.title')}
        text={t('notManager.text')}
        action={
          <Button component={Link} to={paths.person.kp.getHref()}>
            {t('notManager.toKp')}
          </Button>
        }
      />
    </Card>
  );
}

function ManagerConsole() {
  const { t } = useTranslation(MANAGER_NS);
  const { params, q, from, to, status, date, set, clear } = useKpFilters();
  const search = useSearchParamInput('q', 400, ['page']);
  const [page] = usePageParam();
  const mobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const customers = useKpCustomers();
  const chatUnread = useChatUnreadTotal('manager');

  const customer = Number(params.get('customer')) || null;
  const open = Number(params.get('id')) || null;
  const filtered = q !== '' || from !== null || status !== null || customer !== null;

  const query = useKpQueue({
    search: q || null,
    status,
    customer_id: customer,
    date,
    offset: (page - 1) * kpLimits.queuePage,
    limit: kpLimits.queuePage,
  });
  const pages = pageCount(query.data?.count ?? 0, kpLimits.queuePage);

  const reset = () => {
    search.onChange('');
    search.flush();
    clear(['q', 'from', 'to', 'status', 'customer', 'page']);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={paths.managerChat.getHref()} data-testid="manager-chat-entry">
            {t('toChat')}
          </Anchor>
          <UnreadCount count={chatUnread} />
        </Group>
      </Group>
      <PriceListPanel />
      <KpStatusTiles
        summary={query.data?.summary ?? null}
        status={status}
        order={tileOrder}
        label={t('filters.status')}
        onPick={(s) => set({ status: s === 'all' ? null : s, page: null })}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          flex="1 1 240px"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          {...search}
        />
        <Select
          w={{ base: '100%', xs: 240 }}
          label={t('filters.customer')}
          placeholder={t('filters.anyCustomer')}
          data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.phone})` }))}
          value={customer ? String(customer) : null}
          onChange={(v) => set({ customer: v, page: null })}
          searchable
          clearable
          nothingFoundMessage={t('filters.noCustomers')}
        />
        <DateRangeFilter
          width={240}
          label={t('filters.date')}
          placeholder={t('filters.datePlaceholder')}
          from={from}
          to={to}
          onChange={(f, e) => set({ from: f, to: e, page: null })}
        />
      </Group>
      <QueryView
        query={query}
        loading={
          <Card>
            <LoadingRows count={5} height={36} label={t('list.loading')} />
          </Card>
        }
        isEmpty={(d) => d.result.length === 0}
        empty={() => (
          <Card>
            {filtered ? (
              <NothingFound
                title={t('list.notFound')}
                text={t('list.notFoundText')}
                reset={{ label: t('filters.reset'), onClick: reset }}
                onFirstPage={() => set({ page: null })}
              />
            ) : (
              <EmptyState title={t('list.empty')} />
            )}
          </Card>
        )}
      >
        {(d) => (
          <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <Card p={0}>
              {/* On a phone the number, date and status share the first column: the status is what a
                  manager scans the queue for, and a fifth column would put it off the screen. */}
              <Table.ScrollContainer minWidth={0}>
                <Table
                  verticalSpacing="sm"
                  horizontalSpacing={mobile ? 'xs' : 'md'}
                  highlightOnHover
                  aria-label={t('title')}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{mobile ? t('columns.idDateStatus') : t('columns.id')}</Table.Th>
                      {mobile ? null : <Table.Th>{t('columns.date')}</Table.Th>}
                      <Table.Th>{t('columns.customer')}</Table.Th>
                      <Table.Th>{t('columns.object')}</Table.Th>
                      {mobile ? null : <Table.Th>{t('columns.status')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.result.map((item) => (
                      <QueueRow
                        key={item.id}
                        item={item}
                        mobile={mobile}
                        onOpen={(id) => set({ id: String(id) })}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('list.count', { count: d.count })}
              </Text>
              <Pager total={pages} page={page} onChange={(p) => set({ page: p > 1 ? String(p) : null })} />
            </Group>
          </Stack>
        )}
      </QueryView>
      <Drawer
        opened={open !== null}
        onClose={() => set({ id: null })}
        position="right"
        size={mobile ? '100%' : 'xl'}
        title={open ? t('request.title', { id: open }) : ''}
        closeButtonProps={{ 'aria-label': t('request.close') }}
      >
        {open ? <ManagerRequest id={open} /> : null}
      </Drawer>
    </Stack>
  );
}

function QueueRow({ item, mobile, onOpen }: { item: KpItem; mobile: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation(MANAGER_NS);
  return (
    <Table.Tr data-testid="queue-row" style={{ cursor: 'pointer' }} onClick={() => onOpen(item.id)}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(item.id);
          }}
          aria-label={t('open', { id: item.id })}
        >
          {t('id', { id: item.id })}
        </Anchor>
        {mobile ? (
          <Stack gap={4} mt={4}>
            <Text size="xs" c="dimmed">
              {item.date_send}
            </Text>
            <KpStatusBadge status={item.status} size="xs" />
          </Stack>
        ) : null}
      </Table.Td>
      {mobile ? null : <Table.Td>{item.date_send}</Table.Td>}
      <Table.Td>
        <Text size="sm">{item.customer?.name}</Text>
        {/* A customer without a name is shown by the phone already. */}
        {item.customer && !item.customer.name.startsWith('+7') ? (
          <Text size="xs" c="dimmed">
            {item.customer.phone}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {item.object ? (
          <Text size="sm">{item.object}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('noObject')}
          </Text>
        )}
      </Table.Td>
      {mobile ? null : (
        <Table.Td>
          <KpStatusBadge status={item.status} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
