// The overview's 'Мои объекты' card (portal §2 «Cabinet overview»): the 2 latest objects and
// 'Показать все'.
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { useLatestObjects } from '../api/list-objects';
import { OBJECTS_NS } from '../i18n';
import classes from './objects.module.css';

/** Portal §9: the overview shows 2 objects. */
export const OVERVIEW_OBJECTS = 2;

export function LatestObjectsCard() {
  const { t } = useTranslation(OBJECTS_NS);
  const query = useLatestObjects(OVERVIEW_OBJECTS);

  let body;
  if (query.isPending) body = <Skeleton h={88} aria-label={t('list.loading')} />;
  else if (query.isError) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.result.length === 0)
    body = (
      <EmptyState
        compact
        title={t('list.empty')}
        action={
          <Button component={Link} to={paths.person.place.getHref()} variant="light" size="xs">
            {t('overview.create')}
          </Button>
        }
      />
    );
  else
    body = (
      <div role="list">
        {query.data.result.map((o) => (
          <Link key={o.id} role="listitem" to={paths.person.object.getHref(o.id)} className={classes.row}>
            <Text fw={500} className={classes.rowMain} truncate>
              {o.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(o.created)}
            </Text>
          </Link>
        ))}
      </div>
    );

  return (
    <Card h="100%" data-testid="overview-objects">
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Title order={2} fz="h3">
            {t('overview.title')}
            {query.data && query.data.count > 0 ? (
              <Text span c="dimmed" fw={400} ml={8}>
                {query.data.count}
              </Text>
            ) : null}
          </Title>
          <Anchor component={Link} to={paths.person.place.getHref()} size="sm">
            {t('overview.showAll')}
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
