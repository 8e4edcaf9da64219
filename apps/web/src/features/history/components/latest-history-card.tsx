// The overview's selection-history card (portal §2 «Cabinet overview»): the 4 latest calculations
// with date and calculation ID (and what each was: the model and duty, cut to one line), and
// 'Показать все'.
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { summaryLine } from '../../../lib/calc-summary';
import { formatDate } from '../../../lib/date-format';
import { useHistory } from '../api/get-history';
import { OVERVIEW_HISTORY } from '../history-limits';
import { HISTORY_NS } from '../i18n';

export function LatestHistoryCard() {
  const { t } = useTranslation(HISTORY_NS);
  const query = useHistory({ search: '', from: null, to: null, offset: 0, limit: OVERVIEW_HISTORY });

  return (
    <SectionCard
      title={t('overview.title')}
      moreHref={paths.person.history.getHref()}
      testId="overview-history"
      fullHeight
    >
      <QueryView
        query={query}
        loading={<LoadingRows count={4} height={28} label={t('list.loading')} />}
        isEmpty={(data) => data.result.length === 0}
        empty={
          <EmptyState
            compact
            title={t('list.empty')}
            action={
              <Button component={Link} to={paths.home.getHref()} variant="light" size="xs">
                {t('list.toSelection')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <Table verticalSpacing={6} aria-label={t('overview.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t('columns.id')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.result.map((item) => (
                <Table.Tr key={item.request_id}>
                  <Table.Td>{formatDate(item.updated)}</Table.Td>
                  <Table.Td style={{ maxWidth: 0, width: '100%' }}>
                    <Text size="sm" truncate="end" title={summaryLine(item.summary) ?? undefined}>
                      <Text span fw={600} size="sm">
                        {t('id', { id: item.request_id })}
                      </Text>
                      {item.summary ? (
                        <Text span size="sm" c="dimmed" data-testid="history-summary">
                          {` · ${summaryLine(item.summary)}`}
                        </Text>
                      ) : null}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryView>
    </SectionCard>
  );
}
