// The overview's selection-history card (portal §2 «Cabinet overview»): the 4 latest calculations
// with date and calculation ID, and 'Показать все'.
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { useHistory } from '../api/get-history';
import { OVERVIEW_HISTORY } from '../history-limits';
import { HISTORY_NS } from '../i18n';

export function LatestHistoryCard() {
  const { t } = useTranslation(HISTORY_NS);
  const query = useHistory({ search: '', from: null, to: null, offset: 0, limit: OVERVIEW_HISTORY });

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label={t('list.loading')} />;
  else if (query.isError) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.result.length === 0)
    body = (
      <EmptyState
        compact
        title={t('list.empty')}
        action={
          <Button component={Link} to={paths.home.getHref()} variant="light" size="xs">
            {t('list.toSelection')}
          </Button>
        }
      />
    );
  else
    body = (
      <Table verticalSpacing={6} aria-label={t('overview.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.id')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.result.map((item) => (
            <Table.Tr key={item.request_id}>
              <Table.Td>{formatDate(item.updated)}</Table.Td>
              <Table.Td fw={600}>{t('id', { id: item.request_id })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Card h="100%" data-testid="overview-history">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            {t('overview.title')}
          </Title>
          <Anchor component={Link} to={paths.person.history.getHref()} size="sm">
            {t('overview.showAll')}
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
