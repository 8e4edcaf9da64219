// One object or one project (/person/place/{object_id}[/{project_id}], portal §2): the title with
// rename and delete, creation date and the gray status, the projects (object) or calculations
// (project), the actions panel, the КП requests and the comments. Breadcrumbs get the object name as the current
// title and the project name as the project title.
import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ObjectItem, ProjectItem } from '@podbor/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCurrentTitle, useProjectTitle } from '../../../lib/breadcrumb-title';
import { formatDate } from '../../../lib/date-format';
import type { ItemKind } from '../api/cabinet-item';
import { useObject, useProject } from '../api/get-item';
import { OBJECTS_NS } from '../i18n';
import { CommentsSection } from './comments-section';
import { openDeleteItem } from './delete-item-modal';
import { ItemActionsPanel } from './item-actions-panel';
import { ItemTitleBar } from './item-title-bar';
import { KpHistorySection } from './kp-history-section';
import { ProjectCalcsSection, type CalcPicker } from './project-calcs-section';
import { ProjectsSection } from './projects-section';
import { StatusDot } from './status-dot';

/** A path id: a positive integer, or null (the page then says «not found» without a call). */
const idParam = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function ObjectDetailPage() {
  const id = idParam(useParams().objectId);
  return id === null ? <ItemMissing kind="object" /> : <ObjectDetail id={id} />;
}

export function ProjectDetailPage({ CalcPicker }: { CalcPicker: CalcPicker }) {
  const params = useParams();
  const objectId = idParam(params.objectId);
  const projectId = idParam(params.projectId);
  if (objectId === null || projectId === null) return <ItemMissing kind="project" />;
  return <ProjectDetail objectId={objectId} projectId={projectId} CalcPicker={CalcPicker} />;
}

function ObjectDetail({ id }: { id: number }) {
  const query = useObject(id);
  useCurrentTitle(query.data?.name);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return <LoadFailed kind="object" error={query.error} retry={() => void query.refetch()} />;
  const item = query.data;
  return (
    <ItemLayout kind="object" id={item.id} name={item.name} meta={<ItemMeta item={item} />}>
      <ProjectsSection objectId={item.id} />
    </ItemLayout>
  );
}

function ProjectDetail({
  objectId,
  projectId,
  CalcPicker,
}: {
  objectId: number;
  projectId: number;
  CalcPicker: CalcPicker;
}) {
  const object = useObject(objectId);
  const query = useProject(projectId);
  useCurrentTitle(object.data?.name);
  useProjectTitle(query.data?.name);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return <LoadFailed kind="project" error={query.error} retry={() => void query.refetch()} />;
  const item = query.data;
  // The project exists, but under another object of the user: the address is wrong.
  if (item.object_id !== objectId) return <ItemMissing kind="project" />;

  return (
    <ItemLayout
      kind="project"
      id={item.id}
      name={item.name}
      meta={<ItemMeta item={item} object={object.data} />}
    >
      <ProjectCalcsSection projectId={item.id} CalcPicker={CalcPicker} />
    </ItemLayout>
  );
}

/**
 * What an object and a project page share: the title with rename and delete (modal mode 0 or 1),
 * the meta line, the main list (`children`), and the actions and comments beside it.
 */
function ItemLayout({
  kind,
  id,
  name,
  meta,
  children,
}: {
  kind: ItemKind;
  id: number;
  name: string;
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ItemTitleBar kind={kind} id={id} name={name} onDelete={() => openDeleteItem(kind, id, name)} />
      <Stack gap="lg">
        {meta}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>{children}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <ItemActionsPanel kind={kind} id={id} name={name} />
              <KpHistorySection kind={kind} id={id} />
              <CommentsSection kind={kind} id={id} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}

function ItemMeta({ item, object }: { item: ObjectItem | ProjectItem; object?: ObjectItem | undefined }) {
  const { t } = useTranslation(OBJECTS_NS);
  const isObject = !('object_id' in item);
  return (
    <Stack gap={6}>
      <Group gap="lg" wrap="wrap">
        {isObject ? (
          <Text size="sm" c="dimmed">
            {t('detail.created', { date: formatDate(item.created) })}
          </Text>
        ) : object ? (
          <Text size="sm" c="dimmed">
            {t('detail.inObject')}{' '}
            <Anchor component={Link} to={paths.person.object.getHref(object.id)} size="sm">
              {object.name}
            </Anchor>
          </Text>
        ) : null}
        <StatusDot />
      </Group>
      {item.comment ? (
        <Text size="sm" maw={720} style={{ whiteSpace: 'pre-wrap' }}>
          {item.comment}
        </Text>
      ) : null}
    </Stack>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation(OBJECTS_NS);
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('detail.loading')}>
      <Skeleton h={36} w="50%" />
      <Skeleton h={16} w="30%" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card>
            <Skeleton h={160} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card>
            <Skeleton h={120} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function LoadFailed({
  kind,
  error,
  retry,
}: {
  kind: 'object' | 'project';
  error: unknown;
  retry: () => void;
}) {
  if (isApiError(error) && error.statusCode === 404) return <ItemMissing kind={kind} />;
  return (
    <>
      <CabinetTitleBar title="" />
      <ListError error={error} onRetry={retry} />
    </>
  );
}

/** A missing item, or another user's (the server answers both alike). */
function ItemMissing({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation(OBJECTS_NS);
  return (
    <Card>
      <EmptyState
        title={t(`detail.missing.${kind}`)}
        text={t('detail.missingText')}
        action={
          <Button component={Link} to={paths.person.place.getHref()} variant="light">
            {t('detail.toObjects')}
          </Button>
        }
      />
    </Card>
  );
}
