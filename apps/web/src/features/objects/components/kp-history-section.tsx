// The КП requests of an object or project (portal §2 "KP request history"): id, status with its
// colour, the send date, a link to the request on the КП page, «Изменить» while it is «Новый» (the
// request opens where it is edited or withdrawn) and its offer once ready.
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KpStatusBadge } from '../../../domain/kp/kp-status';
import { LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { downloadFile } from '../../../lib/file-download';
import { useKpList } from '../../../domain/kp/kp-requests';
import type { ItemKind } from '../api/cabinet-item';
import { OBJECTS_NS } from '../i18n';

const SHOWN = 10;

export function KpHistorySection({ kind, id }: { kind: ItemKind; id: number }) {
  const { t } = useTranslation(OBJECTS_NS);
  const query = useKpList({
    ...(kind === 'object' ? { object_id: id } : { project_id: id }),
    offset: 0,
    limit: SHOWN,
  });
  return (
    <SectionCard title={t('kpHistory.title')} count={query.data?.count} testId="kp-history">
      <QueryView
        query={query}
        loading={<LoadingRows count={2} height={24} label={t('kpHistory.loading')} />}
        isEmpty={(d) => d.result.length === 0}
        empty={() => (
          <Text size="sm" c="dimmed">
            {t('kpHistory.empty')}
          </Text>
        )}
      >
        {(d) => (
          <Stack gap="xs">
            {d.result.map((kp) => (
              <Group key={kp.id} justify="space-between" wrap="nowrap" data-testid="kp-history-row">
                <Group gap="sm" wrap="nowrap">
                  <Anchor component={Link} to={paths.person.kp.getHref(kp.id)} size="sm" fw={600}>
                    {t('kpHistory.id', { id: kp.id })}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {kp.date_send}
                  </Text>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <KpStatusBadge status={kp.status} />
                  {kp.status === 'new' ? (
                    <Tooltip label={t('kpHistory.edit')}>
                      <ActionIcon
                        variant="subtle"
                        component={Link}
                        to={paths.person.kp.getHref(kp.id, { edit: true })}
                        aria-label={t('kpHistory.editLabel', { id: kp.id })}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {kp.offer ? (
                    <Tooltip label={t('kpHistory.download')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('kpHistory.downloadLabel', { id: kp.id })}
                        onClick={() => void downloadFile(kp.offer!.path, kp.offer!.name)}
                      >
                        <IconDownload size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}
