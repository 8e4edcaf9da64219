// «Сохранить расчёт» (calculators §2 «DCU result page»; the spec does not show its behaviour): a
// selection made signed in is already in the history — the dialog says so and puts it into a project
// chosen here; a guest is asked to sign in; a selection made as a guest cannot be claimed later.
import { Alert, Anchor, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { hrefOf, loginLocation } from '../../../../lib/next-page';
import { formatCallError } from '../../../../lib/selection/format-error';
import { useSession } from '../../../../lib/session';
import { useAttachToProject } from '../api/attach-to-project';
import { useOwnCalc } from '../api/find-own-calc';
import { useSaveObjects, useSaveProjects } from '../api/list-save-targets';
import { DCU_NS } from '../i18n';

export function SaveCalcModal({
  opened,
  onClose,
  requestId,
}: {
  opened: boolean;
  onClose: () => void;
  requestId: number;
}) {
  const { t } = useTranslation(DCU_NS);
  const { signedIn } = useSession();
  const login = loginLocation(hrefOf(useLocation()));
  const own = useOwnCalc(requestId, opened && signedIn);
  const objects = useSaveObjects(opened && own.data === true);
  const [objectId, setObjectId] = useState<number | null>(null);
  const [projectId, setProjectId] = useState<number | null>(null);
  const projects = useSaveProjects(objectId);
  const attach = useAttachToProject();
  const project = projects.data?.find((p) => p.id === projectId);

  let body;
  if (!signedIn)
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('save.guest')}</Text>
        <Anchor component={Link} to={login.to} state={login.state} fw={600}>
          {t('save.login')}
        </Anchor>
      </Stack>
    );
  else if (own.isPending) body = <Loader size="sm" />;
  else if (own.isError) body = <Alert color="red">{formatCallError(own.error)}</Alert>;
  else if (!own.data) body = <Text size="sm">{t('save.guestRequest')}</Text>;
  else
    body = (
      <Stack gap="sm">
        <Text size="sm" role="status">
          {t('save.inHistory', { id: requestId })}{' '}
          <Anchor component={Link} to={paths.person.history.getHref()}>
            {t('save.history')}
          </Anchor>
        </Text>
        {objects.data && objects.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('save.noObjects')}
          </Text>
        ) : (
          <>
            <Select
              label={t('save.object')}
              data={(objects.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              value={objectId === null ? null : String(objectId)}
              onChange={(v) => {
                setObjectId(v === null ? null : Number(v));
                setProjectId(null);
                attach.reset();
              }}
              disabled={!objects.data}
              searchable
            />
            <Select
              label={t('save.project')}
              data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={projectId === null ? null : String(projectId)}
              onChange={(v) => {
                setProjectId(v === null ? null : Number(v));
                attach.reset();
              }}
              disabled={objectId === null || !projects.data}
            />
            <Group justify="flex-end">
              <Button
                disabled={projectId === null}
                loading={attach.isPending}
                onClick={() => projectId !== null && attach.mutate({ projectId, requestId })}
              >
                {t('save.attach')}
              </Button>
            </Group>
            {attach.isSuccess && project ? (
              <Alert color="green" role="status">
                {t('save.attached', { name: project.name })}
              </Alert>
            ) : null}
            {attach.isError ? <Alert color="red">{formatCallError(attach.error)}</Alert> : null}
          </>
        )}
      </Stack>
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('save.title')}
      closeButtonProps={{ 'aria-label': t('save.close') }}
      centered
    >
      {body}
    </Modal>
  );
}
