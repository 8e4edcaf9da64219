// 'Добавить расчёт' on a project page: choose a calculation from the history (search, pages), one
// click adds it. Calculations already in the project are marked, not offered. Composed in app/.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { requestTypeLabels } from '@podbor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { summaryLine } from '../../../lib/calc-summary';
import { formatDateTime } from '../../../lib/date-format';
import { useHistory } from '../api/get-history';
import { HISTORY_PAGE_SIZE, HISTORY_SEARCH_DEBOUNCE_MS } from '../history-limits';
import { HISTORY_NS } from '../i18n';

export interface HistoryPickerModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (requestId: number) => void;
  attachedIds: readonly number[];
  busy: boolean;
}

export function HistoryPickerModal(props: HistoryPickerModalProps) {
  const { t } = useTranslation(HISTORY_NS);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('picker.title')} size="lg">
      <Picker {...props} />
    </Modal>
  );
}

function Picker({ onPick, attachedIds, busy }: HistoryPickerModalProps) {
  const { t } = useTranslation(HISTORY_NS);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), HISTORY_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const query = useHistory({
    search: q,
    from: null,
    to: null,
    offset: (page - 1) * HISTORY_PAGE_SIZE,
    limit: HISTORY_PAGE_SIZE,
  });

  const body = (
    <QueryView
      query={query}
      loading={<LoadingRows count={5} height={40} label={t('list.loading')} />}
      isEmpty={(data) => data.result.length === 0}
      empty={(data) =>
        data.count === 0 && !q ? (
          <EmptyState
            compact
            title={t('list.empty')}
            text={t('list.emptyText')}
            action={
              <Button component={Link} to={paths.home.getHref()} variant="light">
                {t('list.toSelection')}
              </Button>
            }
          />
        ) : (
          <EmptyState compact title={t('list.notFound')} />
        )
      }
    >
      {(data) => (
        <Stack gap={0} role="list" aria-label={t('list.title')}>
          {data.result.map((item) => {
            const already = attachedIds.includes(item.request_id);
            return (
              <Group
                key={item.request_id}
                role="listitem"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t('id', { id: item.request_id })}{' '}
                    <Text span size="sm" fw={400}>
                      {requestTypeLabels[item.type]}
                    </Text>
                  </Text>
                  {item.summary ? (
                    <Text size="sm" data-testid="history-summary">
                      {summaryLine(item.summary)}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(item.updated)}
                  </Text>
                </div>
                <Button
                  size="xs"
                  // Never squeezed by a long equipment label (a 375 px phone cut it to «Добави»).
                  flex="none"
                  variant={already ? 'subtle' : 'light'}
                  disabled={already || (busy && chosen !== item.request_id)}
                  loading={busy && chosen === item.request_id}
                  onClick={() => {
                    setChosen(item.request_id);
                    onPick(item.request_id);
                  }}
                  aria-label={already ? undefined : t('picker.addLabel', { id: item.request_id })}
                >
                  {already ? t('picker.already') : t('picker.add')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </QueryView>
  );

  return (
    <Stack gap="md">
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        data-autofocus
      />
      {body}
      <Pager total={pageCount(query.data?.count ?? 0, HISTORY_PAGE_SIZE)} page={page} onChange={setPage} />
    </Stack>
  );
}
