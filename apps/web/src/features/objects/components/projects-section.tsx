// The projects of an object (portal §2): name, 'N расчётов', creation date and an arrow to the
// project; 'Создать проект' opens the add modal in mode 2.
import { Button, Text } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { useProjects } from '../api/list-projects';
import { OBJECTS_NS } from '../i18n';
import { openAddProject } from './add-item-modal';
import classes from './objects.module.css';

export function ProjectsSection({ objectId }: { objectId: number }) {
  const { t } = useTranslation(OBJECTS_NS);
  const query = useProjects(objectId);

  const create = (
    <Button leftSection={<IconPlus size={18} />} variant="light" onClick={() => openAddProject(objectId)}>
      {t('projects.create')}
    </Button>
  );

  return (
    <SectionCard title={t('projects.title')} count={query.data?.count} action={create}>
      <QueryView
        query={query}
        loading={<LoadingRows label={t('projects.loading')} />}
        isEmpty={(data) => data.result.length === 0}
        empty={<EmptyState compact title={t('projects.empty')} text={t('projects.emptyText')} />}
      >
        {(data) => (
          <div role="list" aria-label={t('projects.title')}>
            {data.result.map((p) => (
              <Link
                key={p.id}
                role="listitem"
                to={paths.person.project.getHref(objectId, p.id)}
                className={classes.row}
                data-testid="project-row"
              >
                <Text fw={500} className={classes.rowMain} lineClamp={2} style={{ wordBreak: 'break-word' }}>
                  {p.name}
                </Text>
                <div className={classes.rowMeta}>
                  <span>{t('projects.calcs', { count: p.count })}</span>
                  <span>{formatDate(p.created)}</span>
                </div>
                <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
              </Link>
            ))}
          </div>
        )}
      </QueryView>
    </SectionCard>
  );
}
