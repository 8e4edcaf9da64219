// An expanded КП row (portal §2): the linked object, the manager's comment, the calculations sent,
// the four-step status graph with the timeline, and «Скачать готовое КП» once the offer is there.
import { Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AskManagerButton } from '../../../components/ui/ask-manager-button';
import { DetailField, FileLink } from '../../../components/ui/detail-field';
import { KpCalcLine, KpStatusSteps, KpTimeline } from '../../../domain/kp/kp-status';
import { ListError } from '../../../components/ui/list-states';
import { showFailureToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';
import { useKpDetail } from '../api/kp-request';
import { KP_NS } from '../i18n';
import { KpEditActions } from './kp-edit-actions';
import { KpOffers } from './kp-offers';

export interface KpDetailsProps {
  id: number;
  onWithdrawn: () => void;
  /** The edit dialog is open (the URL's `edit=1`); `onEditEnd` closes it. */
  editing?: boolean;
  onEditEnd?: () => void;
}

export function KpDetails({ id, onWithdrawn, editing = false, onEditEnd }: KpDetailsProps) {
  const { t } = useTranslation(KP_NS);
  const query = useKpDetail(id);
  const [downloading, setDownloading] = useState(false);
  if (query.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('detail.loading')} py="sm">
        <Skeleton h={18} w="40%" />
        <Skeleton h={60} />
      </Stack>
    );
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const kp = query.data;
  const { snapshot } = kp;

  const download = async () => {
    if (!kp.offer) return;
    setDownloading(true);
    try {
      await downloadFile(kp.offer.path, kp.offer.name);
    } catch (e) {
      showFailureToast(refusalText(e, t('detail.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md" py="sm" data-testid="kp-details">
      <KpStatusSteps status={kp.status} events={kp.events} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <DetailField label={t('detail.object')}>
              {kp.object_id ? (
                <Anchor component={Link} to={paths.person.object.getHref(kp.object_id)} size="sm">
                  {kp.object}
                </Anchor>
              ) : (
                <Text size="sm">{kp.object || '—'}</Text>
              )}
            </DetailField>
            {snapshot.projects.length > 0 ? (
              <DetailField label={t('detail.projects')}>
                <Text size="sm">{snapshot.projects.map((p) => p.name).join(', ')}</Text>
              </DetailField>
            ) : null}
            <DetailField label={t('detail.managerComment')}>
              <Text
                size="sm"
                c={kp.manager_comment ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap' }}
                data-testid="kp-manager-comment"
              >
                {kp.manager_comment ?? t('detail.noManagerComment')}
              </Text>
            </DetailField>
            {kp.comment ? (
              <DetailField label={t('detail.yourComment')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {kp.comment}
                </Text>
              </DetailField>
            ) : null}
            <DetailField label={t('detail.calcs')}>
              {snapshot.calculations.length > 0 ? (
                <Stack gap={4}>
                  {snapshot.calculations.map((c) => (
                    <KpCalcLine key={c.request_id} calc={c} />
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('detail.noCalcs')}
                </Text>
              )}
            </DetailField>
            {kp.attachment ? (
              <DetailField label={t('detail.attachment')}>
                <FileLink file={kp.attachment} />
              </DetailField>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Title order={3} fz="sm">
              {t('detail.history')}
            </Title>
            <KpTimeline events={kp.events} />
          </Stack>
        </Grid.Col>
      </Grid>
      <KpEditActions kp={kp} onWithdrawn={onWithdrawn} editing={editing} onEditEnd={onEditEnd} />
      <KpOffers id={kp.id} />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Stack gap={4} align="flex-start">
          <Button
            leftSection={<IconDownload size={16} />}
            disabled={!kp.offer}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('detail.download')}
          </Button>
          {!kp.offer ? (
            <Text size="xs" c="dimmed">
              {t('detail.notReady')}
            </Text>
          ) : null}
        </Stack>
        <AskManagerButton
          about={{
            kind: 'kp',
            id: kp.id,
            name: kp.object ? `№\u00a0${kp.id} · ${kp.object}` : `№\u00a0${kp.id}`,
          }}
        />
      </Group>
    </Stack>
  );
}
