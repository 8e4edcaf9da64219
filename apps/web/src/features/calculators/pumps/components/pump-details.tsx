// A pump's tab (calculators §2 "Pump screen"): for the duty on the left — the working point and why
// the pump fits (or why it cannot serve the duty), the interactive charts, the series illustration,
// the parameter groups, and the calculation files.
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import {
  pumpFormDefaults,
  searchMessages,
  type PumpDetails,
  type PumpForm,
  type PumpSeriesItem,
} from '@podbor/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallError } from '../../../../lib/selection/format-error';
import { usePump } from '../api/get-pump';
import { flowUnit, formatFigure, headUnitText } from '../format';
import { PUMPS_NS } from '../i18n';
import type { PumpDraft } from '../pump-url';
import { FitReason } from './fit-reason';
import { RankingNote, WaterConversion } from './pump-results';
import { PumpFiles } from './pump-files';
import { WorkingPointValues } from './working-point-values';
import classes from './pump-page.module.css';

const PumpCharts = lazy(() => import('./pump-charts'));

export interface PumpDetailsViewProps {
  /** The series of the page: the pump must belong to it; its drawing is the illustration. */
  series: PumpSeriesItem;
  pumpId: number;
  /** The last selection's duty; null when none is entered (or the URL was refused). */
  request: PumpForm | null;
  /** The form as it is: its units and choices apply even without a duty. */
  draft: PumpDraft;
}

/**
 * What is sent without a duty: the spec's stand-ins (a missing Q or H as 1, H0 as 0, calculators §5)
 * at fixed speed, so the curves come at rated speed; the page then shows no working point.
 */
const withoutDuty = (draft: PumpDraft): PumpForm => ({
  ...pumpFormDefaults,
  units: draft.units,
  ...(draft.pcnt !== null ? { pcnt: draft.pcnt } : {}),
  ...(draft.BoxType !== null ? { BoxType: 2 } : {}),
});

export function PumpDetailsView({ series, pumpId, request, draft }: PumpDetailsViewProps) {
  const { t } = useTranslation(PUMPS_NS);
  const form = useMemo(() => request ?? withoutDuty(draft), [request, draft]);
  const query = usePump(pumpId, form);
  // 'Ошибка загрузки данных насоса' for the first answer, 'Ошибка обновления данных насоса' after.
  const [shown, setShown] = useState(false);
  if (!shown && query.data && !query.isPlaceholderData) setShown(true);

  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} data-testid="pump-error">
        <Text fw={600} mb={4}>
          {shown ? searchMessages.updatePump : searchMessages.loadPump}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {formatCallError(query.error)}
        </Text>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <div className={classes.loading} role="status">
        <Loader size="md" />
        <Text>{t('pump.loading')}</Text>
      </div>
    );
  }
  if (query.data.series.id !== series.id) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} data-testid="pump-error">
        <Text fw={600} mb={4}>
          {searchMessages.loadPump}
        </Text>
        <Text size="sm">
          {t('pump.otherSeries', { name: query.data.pump.name, series: query.data.series.name })}
        </Text>
      </Alert>
    );
  }
  return (
    <PumpDetailsBody
      details={query.data}
      image={series.image}
      request={request}
      updating={query.isFetching}
    />
  );
}

function PumpDetailsBody({
  details,
  image,
  request,
  updating,
}: {
  details: PumpDetails;
  image: string | null;
  request: PumpForm | null;
  updating: boolean;
}) {
  const { t } = useTranslation(PUMPS_NS);
  const { pump, series, curves, why, rejection, rank, candidates } = details;
  const point = request ? pump.delta.x_work : null;
  const groups = [...pump.paramGroups].sort((a, b) => a.sort - b.sort);

  return (
    <Stack gap="lg" data-testid="pump-details" data-pump-id={pump.id} aria-busy={updating || undefined}>
      <div className={classes.pumpHead}>
        <div>
          <Title order={2} fz="h3">
            {pump.name}
          </Title>
          <Text size="sm" c="dimmed">
            {pump.article} · {t('pump.motor', { power: formatFigure(pump.power), voltage: pump.voltage })}
          </Text>
        </div>
        <Group gap="xs">
          {updating ? <Loader size="xs" aria-label={t('pump.updating')} /> : null}
          {request && rank !== null ? (
            <Badge variant="light" size="lg" tt="none">
              {t('pump.rank', { rank, count: candidates })}
            </Badge>
          ) : null}
        </Group>
      </div>

      {request ? (
        <Text size="sm">
          {t('pump.duty', {
            Q: formatFigure(request.Q),
            unit: flowUnit(request.units),
            H: formatFigure(request.H),
            H0: formatFigure(request.H0),
            hunit: headUnitText(request.hunits),
          })}
        </Text>
      ) : (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('pump.noDuty')}</Text>
        </Alert>
      )}

      {request && rejection ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="pump-rejection"
        >
          <Text fw={600} size="sm" mb={2}>
            {t('pump.rejected')}
          </Text>
          <Text size="sm">{rejection.message}</Text>
          {curves.refusedPoint && curves.npsha !== null ? (
            <Text size="sm" mt={4} data-testid="pump-npsh-refusal">
              {t('pump.npshRefused', {
                Q: formatFigure(curves.refusedPoint.Q),
                unit: flowUnit(request.units),
                npshr: formatFigure(curves.refusedPoint.NPSH),
                npsha: formatFigure(curves.npsha),
              })}
            </Text>
          ) : null}
        </Alert>
      ) : null}

      {point ? (
        <section aria-label={t('pump.workingPoint')}>
          <Title order={3} fz="md" mb="xs">
            {t('pump.workingPoint')}
          </Title>
          <WorkingPointValues
            point={point}
            units={request!.units}
            hunits={request!.hunits}
            pumps={details.applied.pcnt}
          />
          <WaterConversion water={details.water} />
          {why ? (
            <div className={classes.whyBlock}>
              <FitReason why={why} />
              <RankingNote profile={details.profile} fixedSpeed={details.applied.BoxType === 2} />
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-label={t('pump.charts')} data-testid="pump-charts">
        <Suspense
          fallback={
            <div className={classes.loading} role="status">
              <Loader size="sm" />
              <Text size="sm">{t('pump.chartsLoading')}</Text>
            </div>
          }
        >
          <PumpCharts curves={curves} hasDuty={request !== null} />
        </Suspense>
      </section>

      <div className={classes.pumpInfo}>
        <figure className={classes.illustrationFigure}>
          {image ? (
            <img
              src={image}
              alt={t('series.imageAlt', { name: series.name })}
              className={classes.illustration}
            />
          ) : null}
          <figcaption>
            <Text size="xs" c="dimmed">
              {t('pump.illustration', { name: series.name })}
            </Text>
          </figcaption>
        </figure>
        <div>
          <Title order={3} fz="md">
            {t('pump.params')}
          </Title>
          {groups.map((g) => (
            <table key={g.id} className={classes.params}>
              <caption>{g.name}</caption>
              <tbody>
                {g.params.map((p) => (
                  <tr key={p.name}>
                    <th scope="row">{p.name}</th>
                    <td>{typeof p.value === 'number' ? formatFigure(p.value) : p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </div>

      <PumpFiles
        pumpId={pump.id}
        request={request}
        refusal={rejection ? rejection.message : null}
        solution={{ article: pump.article, name: pump.name }}
      />
    </Stack>
  );
}
