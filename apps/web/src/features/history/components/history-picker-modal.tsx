// 'Добавить расчёт' on a project page: choose a calculation from the history (search, pages), one
// click adds it. Calculations already in the project are marked, not offered. Composed in app/.
import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { requestTypeLabels } from '@podbor/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { pageCount } from '../../../components/ui/pagination-window';
import { paths } from '../../../config/paths';
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
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('picker.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
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

  let body;
  if (query.isPending) body = <Skeleton h={200} aria-label={t('list.loading')} />;
  else if (query.isError) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.count === 0 && !q)
    body = (
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
    );
  else if (query.data.result.length === 0) body = <EmptyState compact title={t('list.notFound')} />;
  else
    body = (
      <Stack gap={0} role="list" aria-label={t('list.title')}>
        {query.data.result.map((item) => {
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
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.updated)}
                </Text>
              </div>
              <Button
                size="xs"
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
    );

  return (
    <Stack gap="md">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maxLength={100}
        data-autofocus
        type="search"
      />
      {body}
      <Pager total={pageCount(query.data?.count ?? 0, HISTORY_PAGE_SIZE)} page={page} onChange={setPage} />
    </Stack>
  );
}
