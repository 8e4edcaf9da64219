// «История подборов» (/person/history, portal §2, §5): search (450 ms debounce), the date range,
// 10 calculations a page with date, ID and equipment type, their files ('Открыть'), attaching to a
// project and deleting. Search, dates and page live in the URL query. The attach modal belongs to
// the objects feature and is handed in by app/.
import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { requestTypeLabels, type HistoryItem } from '@podbor/contracts';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { AskManagerButton } from '../../../components/ui/ask-manager-button';
import { CalcFilesMenu } from '../../../components/ui/calc-files-menu';
import { EmptyState, LoadingRows, NothingFound, QueryView } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { summaryDetails } from '../../../lib/calc-summary';
import { formatDateTime, isoDay } from '../../../lib/date-format';
import { usePageParam } from '../../../lib/url-page';
import { useQueryParams } from '../../../lib/use-query-params';
import { useSearchParamInput } from '../../../lib/use-search-param-input';
import { useHistory } from '../api/get-history';
import { resolveDateRange } from '../date-range';
import { HISTORY_PAGE_SIZE, HISTORY_SEARCH_DEBOUNCE_MS } from '../history-limits';
import { HISTORY_NS } from '../i18n';
import { DateRangeFilter, RangeSummary } from './date-range-filter';
import { DeleteCalcModal } from './delete-calc-modal';

/** What the attach modal (from the objects feature) must accept. */
export interface AttachModalProps {
  /** The calculation to attach; null — closed. */
  requestId: number | null;
  attachedProjectIds: readonly number[];
  onClose: () => void;
}

export function HistoryPage({ AttachModal }: { AttachModal: ComponentType<AttachModalProps> }) {
  const { t } = useTranslation(HISTORY_NS);
  const [params, updateQuery] = useQueryParams();
  const search = useSearchParamInput('q', HISTORY_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageParam();
  const [attaching, setAttaching] = useState<HistoryItem | null>(null);
  const [deleting, setDeleting] = useState<HistoryItem | null>(null);
  const mobile = useMediaQuery('(max-width: 47.99em)') ?? false;

  const q = (params.get('q') ?? '').trim();
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  const range = resolveDateRange(fromParam, toParam, isoDay(new Date()));
  const filtered = q !== '' || range.kind === 'range';

  const query = useHistory({
    search: q,
    from: range.kind === 'range' ? range.from : null,
    to: range.kind === 'range' ? range.to : null,
    offset: (page - 1) * HISTORY_PAGE_SIZE,
    limit: HISTORY_PAGE_SIZE,
  });
  const data = query.data;
  const pages = pageCount(data?.count ?? 0, HISTORY_PAGE_SIZE);

  const applyDates = (from: string, to: string) =>
    updateQuery((q) => {
      // Both anew, so the URL always reads ?from=…&to=… in that order.
      q.delete('from');
      q.delete('to');
      if (from) q.set('from', from);
      if (to) q.set('to', to);
      q.delete('page');
    });

  const resetFilters = () => {
    search.onChange('');
    search.flush();
    updateQuery((q) => ['q', 'from', 'to', 'page'].forEach((k) => q.delete(k)));
  };

  const rowProps = { onAttach: setAttaching, onDelete: setDeleting };
  const body = (
    <QueryView
      query={query}
      loading={
        <Card>
          <LoadingRows count={5} height={36} label={t('list.loading')} />
        </Card>
      }
      isEmpty={(data) => data.result.length === 0}
      empty={(data) => (
        <Card>
          {data.count === 0 && !filtered ? (
            <EmptyState
              title={t('list.empty')}
              text={t('list.emptyText')}
              action={
                <Button component={Link} to={paths.home.getHref()}>
                  {t('list.toSelection')}
                </Button>
              }
            />
          ) : (
            <NothingFound
              title={t('list.notFound')}
              text={filtered ? t('list.notFoundText') : undefined}
              reset={filtered ? { label: t('list.resetFilters'), onClick: resetFilters } : null}
              onFirstPage={() => setPage(1)}
            />
          )}
        </Card>
      )}
    >
      {(data) => (
        <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {mobile ? (
            <Stack gap="sm" role="list" aria-label={t('list.title')}>
              {data.result.map((item) => (
                <HistoryCard key={item.request_id} item={item} {...rowProps} />
              ))}
            </Stack>
          ) : (
            <Card p={0}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="md"
                highlightOnHover
                aria-label={t('list.title')}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.date')}</Table.Th>
                    <Table.Th>{t('columns.id')}</Table.Th>
                    <Table.Th>{t('columns.type')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.result.map((item) => (
                    <HistoryRow key={item.request_id} item={item} {...rowProps} />
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          )}
          <Pager total={pages} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryView>
  );

  return (
    <>
      <CabinetTitleBar title={t('list.title')} />
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <SearchField
            flex="1 1 260px"
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            {...search}
          />
          <DateRangeFilter from={fromParam} to={toParam} onApply={applyDates} />
        </Group>
        <Group gap="md" justify="space-between">
          <RangeSummary range={range} />
          {data && data.count > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {filtered
                ? t('list.foundCount', { count: data.count })
                : t('list.count', { count: data.count })}
            </Text>
          ) : null}
        </Group>
        {body}
      </Stack>
      <AttachModal
        requestId={attaching?.request_id ?? null}
        attachedProjectIds={attaching?.project_ids ?? []}
        onClose={() => setAttaching(null)}
      />
      <DeleteCalcModal item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface RowProps {
  item: HistoryItem;
  onAttach: (item: HistoryItem) => void;
  onDelete: (item: HistoryItem) => void;
}

function useStateNote(item: HistoryItem) {
  const { t } = useTranslation(HISTORY_NS);
  return item.state === 'done' ? null : t(`state.${item.state}`);
}

/** What the calculation was — the model in bold, then its duty — and the equipment type under it. */
function WhatCell({ item }: { item: HistoryItem }) {
  const { summary } = item;
  const details = summary ? summaryDetails(summary) : null;
  return summary ? (
    <>
      <Text size="sm" data-testid="history-summary">
        <Text span fw={600} size="sm">
          {summary.title}
        </Text>
        {details ? ` · ${details}` : null}
      </Text>
      <Text size="xs" c="dimmed">
        {requestTypeLabels[item.type]}
      </Text>
    </>
  ) : (
    <Text size="sm">{requestTypeLabels[item.type]}</Text>
  );
}

function HistoryRow({ item, onAttach, onDelete }: RowProps) {
  const { t } = useTranslation(HISTORY_NS);
  const note = useStateNote(item);
  return (
    <Table.Tr data-testid="history-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.updated)}</Table.Td>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('id', { id: item.request_id })}
      </Table.Td>
      <Table.Td>
        <WhatCell item={item} />
        <RowNotes item={item} note={note} />
      </Table.Td>
      <Table.Td>
        <Actions item={item} note={note} onAttach={onAttach} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

function HistoryCard({ item, onAttach, onDelete }: RowProps) {
  const { t } = useTranslation(HISTORY_NS);
  const note = useStateNote(item);
  return (
    <Card padding="sm" role="listitem" data-testid="history-row">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600}>{t('id', { id: item.request_id })}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(item.updated)}
        </Text>
      </Group>
      <WhatCell item={item} />
      <RowNotes item={item} note={note} />
      <Group mt="sm">
        <Actions item={item} note={note} onAttach={onAttach} onDelete={onDelete} compact />
      </Group>
    </Card>
  );
}

function RowNotes({ item, note }: { item: HistoryItem; note: string | null }) {
  const { t } = useTranslation(HISTORY_NS);
  if (!note && item.project_ids.length === 0) return null;
  return (
    <Text size="xs" c={item.state === 'failed' ? 'red.7' : 'dimmed'}>
      {[note, item.project_ids.length > 0 ? t('inProjects', { count: item.project_ids.length }) : null]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

function Actions({
  item,
  note,
  onAttach,
  onDelete,
  compact = false,
}: RowProps & { note: string | null; compact?: boolean }) {
  const { t } = useTranslation(HISTORY_NS);
  return (
    // In a phone's card the buttons take the row and the icons sit at its end (below, when narrow).
    <Group
      gap={6}
      wrap={compact ? 'wrap' : 'nowrap'}
      justify={compact ? 'space-between' : 'flex-end'}
      w={compact ? '100%' : undefined}
    >
      <CalcFilesMenu
        files={item.files}
        of={{ type: item.type, subject: item.summary?.title ?? null }}
        requestId={item.request_id}
        unavailableReason={note}
      />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconLink size={14} />}
        onClick={() => onAttach(item)}
        aria-label={t('attachLabel', { id: item.request_id })}
      >
        {compact ? t('attachShort') : t('attach')}
      </Button>
      <Group gap={6} wrap="nowrap" ml="auto">
        <AskManagerButton
          iconOnly
          about={{
            kind: 'calculation',
            id: item.request_id,
            name: [t('id', { id: item.request_id }), item.summary?.title].filter(Boolean).join(' · '),
          }}
        />
        <Tooltip label={t('delete.action')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onDelete(item)}
            aria-label={t('delete.label', { id: item.request_id })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
