// «Запросы КП» (/person/kp, portal §2, §9): the tiles by status, search (400 ms debounce), the send
// date, the table (ID, send date, status, object) two a page with expandable rows. Search, date,
// status, page and the expanded request live in the URL (`?q=&from=&to=&status=&page=&id=`), so a
// link — a notification's `/person/kp?id=12` too — opens the same view.
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { kpLimits, type KpItem } from '@podbor/contracts';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { KpStatusBadge, KpStatusTiles, type KpTile } from '../../../domain/kp/kp-status';
import { EmptyState, LoadingRows, NothingFound, QueryView } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { useKpFilters } from '../../../domain/kp/kp-filters';
import { useKpList } from '../../../domain/kp/kp-requests';
import { usePageParam } from '../../../lib/url-page';
import { useSearchParamInput } from '../../../lib/use-search-param-input';
import { KP_NS } from '../i18n';
import { KpDetails } from './kp-details';

/** Portal §9: KP search debounce. */
export const KP_SEARCH_DEBOUNCE_MS = 400;

const tileOrder: readonly KpTile[] = ['all', 'new', 'in_work', 'clarifying', 'ready'];

export function KpPage() {
  const { t } = useTranslation(KP_NS);
  const { params, q, from, to, status, date, set, clear } = useKpFilters();
  const search = useSearchParamInput('q', KP_SEARCH_DEBOUNCE_MS, ['page', 'id']);
  const [page, setPage] = usePageParam();
  const mobile = useMediaQuery('(max-width: 47.99em)') ?? false;

  const expanded = Number(params.get('id')) || null;
  // An object's КП history «Изменить» opens the request with its edit dialog.
  const editing = params.get('edit') === '1';
  const stopEditing = () => set({ edit: null });
  const filtered = q !== '' || from !== null || status !== null;

  const query = useKpList({
    search: q || null,
    date,
    status,
    offset: (page - 1) * kpLimits.customerPage,
    limit: kpLimits.customerPage,
  });
  const data = query.data;
  const pages = pageCount(data?.count ?? 0, kpLimits.customerPage);

  const toggle = (id: number) => set({ id: expanded === id ? null : String(id) });
  const reset = () => {
    search.onChange('');
    search.flush();
    clear(['q', 'from', 'to', 'status', 'page', 'id']);
  };

  return (
    <>
      <CabinetTitleBar title={t('title')} />
      <Stack gap="md">
        <KpStatusTiles
          summary={data?.summary ?? null}
          status={status}
          order={tileOrder}
          label={t('tiles.label')}
          onPick={(s) => set({ status: s === 'all' ? null : s, page: null, id: null })}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            flex="1 1 260px"
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            {...search}
          />
          <DateRangeFilter
            label={t('filters.date')}
            placeholder={t('filters.datePlaceholder')}
            from={from}
            to={to}
            onChange={(f, e) => set({ from: f, to: e, page: null, id: null })}
          />
        </Group>
        <QueryView
          query={query}
          loading={
            <Card>
              <LoadingRows count={2} height={40} label={t('list.loading')} />
            </Card>
          }
          isEmpty={(d) => d.result.length === 0}
          empty={(d) => (
            <Card>
              {d.summary.all === 0 ? (
                <EmptyState
                  title={t('list.empty')}
                  text={t('list.emptyText')}
                  action={
                    <Button component={Link} to={paths.person.place.getHref()}>
                      {t('list.toObjects')}
                    </Button>
                  }
                />
              ) : (
                <NothingFound
                  title={t('list.notFound')}
                  text={filtered ? t('list.notFoundText') : undefined}
                  reset={filtered ? { label: t('filters.reset'), onClick: reset } : null}
                  onFirstPage={() => setPage(1)}
                />
              )}
            </Card>
          )}
        >
          {(d) => (
            <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {expanded && !d.result.some((r) => r.id === expanded) ? (
                // A link to a request that is not on this page (a notification's): shown above.
                <Card data-testid="kp-opened">
                  <Group justify="space-between">
                    <Text fw={600}>{t('id', { id: expanded })}</Text>
                    <Button size="xs" variant="default" onClick={() => set({ id: null })}>
                      {t('collapse', { id: expanded })}
                    </Button>
                  </Group>
                  <KpDetails
                    id={expanded}
                    onWithdrawn={() => set({ id: null, edit: null })}
                    editing={editing}
                    onEditEnd={stopEditing}
                  />
                </Card>
              ) : null}
              {mobile ? (
                <Stack gap="sm" role="list" aria-label={t('title')}>
                  {d.result.map((item) => (
                    <KpCard
                      key={item.id}
                      item={item}
                      open={expanded === item.id}
                      onToggle={toggle}
                      editing={editing}
                      onEditEnd={stopEditing}
                    />
                  ))}
                </Stack>
              ) : (
                <Card p={0}>
                  <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('title')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('columns.id')}</Table.Th>
                        <Table.Th>{t('columns.date')}</Table.Th>
                        <Table.Th>{t('columns.status')}</Table.Th>
                        <Table.Th>{t('columns.object')}</Table.Th>
                        <Table.Th w={48}>
                          <VisuallyHidden>{t('columns.expand')}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {d.result.map((item) => (
                        <Fragment key={item.id}>
                          <KpRow item={item} open={expanded === item.id} onToggle={toggle} />
                          {expanded === item.id ? (
                            <Table.Tr>
                              <Table.Td colSpan={5} bg="gray.0">
                                <KpDetails
                                  id={item.id}
                                  onWithdrawn={() => set({ id: null, edit: null })}
                                  editing={editing}
                                  onEditEnd={stopEditing}
                                />
                              </Table.Td>
                            </Table.Tr>
                          ) : null}
                        </Fragment>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Card>
              )}
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('list.count', { count: d.count })}
                </Text>
                <Pager
                  total={pages}
                  page={page}
                  onChange={(p) => set({ page: p > 1 ? String(p) : null, id: null })}
                />
              </Group>
            </Stack>
          )}
        </QueryView>
      </Stack>
    </>
  );
}

interface RowProps {
  item: KpItem;
  open: boolean;
  onToggle: (id: number) => void;
}

interface CardProps extends RowProps {
  editing: boolean;
  onEditEnd: () => void;
}

function ObjectName({ item }: { item: KpItem }) {
  const { t } = useTranslation(KP_NS);
  if (!item.object)
    return (
      <Text span size="sm" c="dimmed">
        {t('noObject')}
      </Text>
    );
  return item.object_id ? (
    <Anchor component={Link} to={paths.person.object.getHref(item.object_id)} size="sm">
      {item.object}
    </Anchor>
  ) : (
    <Text span size="sm">
      {item.object}
    </Text>
  );
}

function ToggleButton({ item, open, onToggle }: RowProps) {
  const { t } = useTranslation(KP_NS);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => onToggle(item.id)}
      aria-expanded={open}
      aria-label={t(open ? 'collapse' : 'expand', { id: item.id })}
    >
      {open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
    </ActionIcon>
  );
}

function KpRow(props: RowProps) {
  const { t } = useTranslation(KP_NS);
  const { item } = props;
  return (
    <Table.Tr data-testid="kp-row" style={{ cursor: 'pointer' }} onClick={() => props.onToggle(item.id)}>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('id', { id: item.id })}
      </Table.Td>
      <Table.Td>{item.date_send}</Table.Td>
      <Table.Td>
        <KpStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td onClick={(e) => e.stopPropagation()}>
        <ObjectName item={item} />
      </Table.Td>
      <Table.Td onClick={(e) => e.stopPropagation()}>
        <ToggleButton {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

function KpCard({ editing, onEditEnd, ...props }: CardProps) {
  const { t } = useTranslation(KP_NS);
  const { item, open } = props;
  return (
    <Card padding="sm" role="listitem" data-testid="kp-row">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="sm">
            <Text fw={600}>{t('id', { id: item.id })}</Text>
            <Text size="sm" c="dimmed">
              {item.date_send}
            </Text>
          </Group>
          <KpStatusBadge status={item.status} />
          <ObjectName item={item} />
        </Stack>
        <ToggleButton {...props} />
      </Group>
      <Collapse in={open}>
        {open ? (
          <KpDetails
            id={item.id}
            onWithdrawn={() => props.onToggle(item.id)}
            editing={editing}
            onEditEnd={onEditEnd}
          />
        ) : null}
      </Collapse>
    </Card>
  );
}
