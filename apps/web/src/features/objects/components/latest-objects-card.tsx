// The overview's 'Мои объекты' card (portal §2 «Cabinet overview»): the 2 latest objects and
// 'Показать все'. 'Создать объект' opens the same add modal (mode 1) as 'Мои объекты' does; the new
// object opens at once.
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { useLatestObjects } from '../api/list-objects';
import { OBJECTS_NS } from '../i18n';
import { openAddObject } from './add-item-modal';
import classes from './objects.module.css';

/** Portal §9: the overview shows 2 objects. */
export const OVERVIEW_OBJECTS = 2;

export function LatestObjectsCard() {
  const { t } = useTranslation(OBJECTS_NS);
  const query = useLatestObjects(OVERVIEW_OBJECTS);

  return (
    <SectionCard
      title={t('overview.title')}
      count={query.data?.count || null}
      moreHref={paths.person.place.getHref()}
      testId="overview-objects"
      fullHeight
    >
      <QueryView
        query={query}
        loading={<LoadingRows count={2} label={t('list.loading')} />}
        isEmpty={(data) => data.result.length === 0}
        empty={
          <EmptyState
            compact
            title={t('list.empty')}
            action={
              <Button onClick={openAddObject} variant="light" size="xs">
                {t('overview.create')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <>
            <div role="list">
              {data.result.map((o) => (
                <Link
                  key={o.id}
                  role="listitem"
                  to={paths.person.object.getHref(o.id)}
                  className={classes.row}
                >
                  <Text fw={500} className={classes.rowMain} truncate>
                    {o.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(o.created)}
                  </Text>
                </Link>
              ))}
            </div>
            <Button
              mt="sm"
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={openAddObject}
            >
              {t('overview.create')}
            </Button>
          </>
        )}
      </QueryView>
    </SectionCard>
  );
}
