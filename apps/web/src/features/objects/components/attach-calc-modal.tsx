// 'Прикрепить к объекту' (portal §2 «Selection history»): choose an object, then one of its
// projects, and attach the calculation there. Used by the history page, composed in app/.
import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '../../../components/ui/list-states';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { useAttachCalc } from '../api/attach-calc';
import { useObjects } from '../api/list-objects';
import { useProjects } from '../api/list-projects';
import { OBJECTS_NS } from '../i18n';

export interface AttachCalcModalProps {
  /** The calculation to attach; null — the modal is closed. */
  requestId: number | null;
  /** Projects it is already in. */
  attachedProjectIds: readonly number[];
  onClose: () => void;
}

/** How many objects the chooser lists at once; typing searches the rest by name. */
const OBJECT_CHOICES = 100;

export function AttachCalcModal({ requestId, attachedProjectIds, onClose }: AttachCalcModalProps) {
  const { t } = useTranslation(OBJECTS_NS);
  return (
    <Modal
      opened={requestId !== null}
      onClose={onClose}
      title={requestId !== null ? t('attach.title', { id: requestId }) : ''}
      size="md"
    >
      {requestId !== null ? (
        <AttachForm requestId={requestId} attachedProjectIds={attachedProjectIds} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function AttachForm({
  requestId,
  attachedProjectIds,
  onClose,
}: {
  requestId: number;
  attachedProjectIds: readonly number[];
  onClose: () => void;
}) {
  const { t } = useTranslation(OBJECTS_NS);
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search, 400);
  const [objectId, setObjectId] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [objectName, setObjectName] = useState('');
  const objects = useObjects({
    name: name === objectName ? '' : name.trim(),
    sort: 'new',
    offset: 0,
    limit: OBJECT_CHOICES,
  });
  const projects = useProjects(objectId === null ? null : Number(objectId));
  const attach = useAttachCalc();

  const objectOptions = (objects.data?.result ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const projectOptions = (projects.data?.result ?? []).map((p) => {
    const already = attachedProjectIds.includes(p.id);
    return {
      value: String(p.id),
      label: already ? t('attach.alreadyIn', { name: p.name }) : p.name,
      disabled: already,
    };
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (projectId === null || attach.isPending) return;
    const project = projects.data?.result.find((p) => String(p.id) === projectId);
    attach.mutate(
      { projectId: Number(projectId), requestId },
      {
        onSuccess: () => {
          onClose();
          showToast({
            kind: 'success',
            message: t('attach.done', { id: requestId, name: project?.name ?? '' }),
          });
        },
        onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: 'attach-calc' }),
      },
    );
  };

  const noObjects = objects.data && objects.data.count === 0 && !name.trim();
  const noProjects = objectId !== null && projects.data && projects.data.count === 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {objects.isError ? <ListError error={objects.error} onRetry={() => void objects.refetch()} /> : null}
        {noObjects ? (
          <Text size="sm">
            {t('attach.noObjects')}{' '}
            <Anchor component={Link} to={paths.person.place.getHref()} onClick={onClose}>
              {t('attach.toObjects')}
            </Anchor>
          </Text>
        ) : (
          <Select
            label={t('attach.object')}
            placeholder={t('attach.objectPlaceholder')}
            data={objectOptions}
            value={objectId}
            onChange={(value, option) => {
              setObjectId(value);
              setObjectName(option?.label ?? '');
              setProjectId(null);
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={objects.isFetching ? t('attach.loading') : t('attach.objectNotFound')}
            data-autofocus
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {noProjects ? (
          <Text size="sm">
            {t('attach.noProjects')}{' '}
            <Anchor component={Link} to={paths.person.object.getHref(Number(objectId))} onClick={onClose}>
              {t('attach.toObject')}
            </Anchor>
          </Text>
        ) : (
          <Select
            label={t('attach.project')}
            placeholder={objectId === null ? t('attach.projectFirst') : t('attach.projectPlaceholder')}
            data={projectOptions}
            value={projectId}
            onChange={setProjectId}
            disabled={objectId === null || projects.isPending}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {projects.isError ? (
          <ListError error={projects.error} onRetry={() => void projects.refetch()} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('attach.cancel')}
          </Button>
          <Button type="submit" disabled={projectId === null} loading={attach.isPending}>
            {t('attach.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
