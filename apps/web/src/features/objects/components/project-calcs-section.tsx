// The calculations of a project (portal §2): update date, calculation ID, equipment type, the files
// ('Открыть'), 'edit' (the calculator again, with the calculation's inputs) and detaching; 'Добавить расчёт' picks one from the history. The picker belongs to
// the history feature and is handed in by app/ (features do not import each other).
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { requestTypeLabels, type HistoryItem } from '@podbor/contracts';
import { IconLinkOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalcFilesMenu } from '../../../components/ui/calc-files-menu';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { calcEditLink } from '../../../lib/calc-reopen';
import { summaryLine } from '../../../lib/calc-summary';
import { formatDateTime } from '../../../lib/date-format';
import { useAttachCalc } from '../api/attach-calc';
import { useDetachCalc } from '../api/detach-calc';
import { useProjectCalcs } from '../api/get-project-calcs';
import { OBJECTS_NS } from '../i18n';
import classes from './objects.module.css';

/** What the calculation picker (from the history feature) must accept. */
export interface CalcPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The chosen calculation. */
  onPick: (requestId: number) => void;
  /** Calculations already in the project (shown as such, not offered again). */
  attachedIds: readonly number[];
  /** While the chosen one is being attached. */
  busy: boolean;
}

export type CalcPicker = ComponentType<CalcPickerProps>;

export function ProjectCalcsSection({
  projectId,
  CalcPicker,
}: {
  projectId: number;
  CalcPicker: CalcPicker;
}) {
  const { t } = useTranslation(OBJECTS_NS);
  const query = useProjectCalcs(projectId);
  const attach = useAttachCalc();
  const [picking, setPicking] = useState(false);

  const pick = (requestId: number) =>
    attach.mutate(
      { projectId, requestId },
      {
        onSuccess: () => {
          setPicking(false);
          showToast({ kind: 'success', message: t('calcs.attached', { id: requestId }) });
        },
        onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: 'attach-calc' }),
      },
    );

  const add = (
    <Button leftSection={<IconPlus size={18} />} variant="light" onClick={() => setPicking(true)}>
      {t('calcs.add')}
    </Button>
  );

  return (
    <SectionCard title={t('calcs.title')} count={query.data?.count} action={add}>
      <QueryView
        query={query}
        loading={<LoadingRows label={t('calcs.loading')} />}
        isEmpty={(data) => data.result.length === 0}
        empty={<EmptyState compact title={t('calcs.empty')} text={t('calcs.emptyText')} />}
      >
        {(data) => (
          <div role="list" aria-label={t('calcs.title')}>
            {data.result.map((item) => (
              <CalcRow key={item.request_id} item={item} projectId={projectId} />
            ))}
          </div>
        )}
      </QueryView>
      <CalcPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        attachedIds={query.data?.result.map((c) => c.request_id) ?? []}
        busy={attach.isPending}
      />
    </SectionCard>
  );
}

function CalcRow({ item, projectId }: { item: HistoryItem; projectId: number }) {
  const { t } = useTranslation(OBJECTS_NS);
  const detach = useDetachCalc();
  const stateNote = item.state === 'done' ? null : t(`calcs.state.${item.state}`);

  const onDetach = () =>
    detach.mutate(
      { projectId, requestId: item.request_id },
      {
        onSuccess: () =>
          showToast({ kind: 'success', message: t('calcs.detached', { id: item.request_id }) }),
        onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: 'detach-calc' }),
      },
    );

  return (
    <div role="listitem" className={`${classes.row} ${classes.calcRow}`} data-testid="calc-row">
      <div className={classes.rowMain}>
        <Group gap={8} wrap="wrap">
          <Text fw={600}>{t('calcs.id', { id: item.request_id })}</Text>
          <Text size="sm" c="dimmed">
            {requestTypeLabels[item.type]}
          </Text>
          {stateNote ? (
            <Badge size="sm" variant="light" color={item.state === 'failed' ? 'red' : 'gray'}>
              {stateNote}
            </Badge>
          ) : null}
        </Group>
        {item.summary ? (
          <Text size="sm" data-testid="calc-summary">
            {summaryLine(item.summary)}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('calcs.updated', { date: formatDateTime(item.updated) })}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <CalcFilesMenu
          files={item.files}
          of={{ type: item.type, subject: item.summary?.title ?? null }}
          requestId={item.request_id}
          unavailableReason={stateNote}
        />
        <Tooltip label={item.inputs ? t('calcs.edit') : t('calcs.editCalculator')}>
          <ActionIcon
            component={Link}
            {...calcEditLink(item)}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('calcs.editLabel', { id: item.request_id })}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('calcs.detach')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onDetach}
            loading={detach.isPending}
            aria-label={t('calcs.detachLabel', { id: item.request_id })}
          >
            <IconLinkOff size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
