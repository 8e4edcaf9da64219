// The ranked result of a selection (calculators §2 "Pump screen", §8 'Решений не найдено'): every
// offered pump with its working point and why it fits, the models refused and why.
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import {
  pumpLccLabels,
  searchMessages,
  type PumpLoadProfileUsed,
  type PumpCandidate,
  type PumpFilterResult,
  type PumpForm,
  type PumpRejectionDetail,
  type PumpHeadUnits,
  type PumpUnits,
  type PumpWaterUsed,
} from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '../format';
import { PUMPS_NS } from '../i18n';
import { FitReason } from './fit-reason';
import { NoSolutionAdvice } from './no-solution-advice';
import { WorkingPointValues } from './working-point-values';
import classes from './pump-page.module.css';

export interface PumpResultsProps {
  result: PumpFilterResult;
  units: PumpUnits;
  onOpen: (pumpId: number) => void;
  /** The selection shown: the advice's links change it (pump count, series). */
  request?: PumpForm | null;
}

/** The bar ↔ m conversion the selection used (decision 0031): ρ and g at the water's temperature. */
export function WaterConversion({ water }: { water: PumpWaterUsed }) {
  const { t } = useTranslation(PUMPS_NS);
  return (
    <Text size="sm" c="dimmed" mb="sm" data-testid="water-conversion">
      {t('result.conversion', {
        metres: formatFigure(water.metresPerBar, 3),
        t: formatFigure(water.temperatureC),
        rho: formatFigure(water.density, 1),
      })}
    </Text>
  );
}

/**
 * What the order is (decision 0042) and the one load profile every energy and cost figure used; at
 * fixed speed, that the pump is judged where its curve crosses the system curve.
 */
export function RankingNote({ profile, fixedSpeed }: { profile: PumpLoadProfileUsed; fixedSpeed: boolean }) {
  const { t } = useTranslation(PUMPS_NS);
  return (
    <div data-testid="ranking-note">
      <Text size="sm" c="dimmed" mb={4}>
        {pumpLccLabels.order}
      </Text>
      {fixedSpeed ? (
        <Text size="sm" c="dimmed" mb={4}>
          {pumpLccLabels.fixedCrossing}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" mb={4} data-testid="load-profile">
        {t('result.profile', {
          hours: [profile.h100, profile.h75, profile.h50, profile.h25]
            .map((h) => formatFigure(h, 0))
            .join(' / '),
          tariff: formatFigure(profile.price),
          years: profile.years,
        })}{' '}
        {pumpLccLabels.proxy}
      </Text>
    </div>
  );
}

export function PumpResults({ result, units, onOpen, request = null }: PumpResultsProps) {
  const { t } = useTranslation(PUMPS_NS);
  const { candidates, rejected, applied } = result;
  const mode = t('result.mode', {
    pumps: t('result.pumps', { count: applied.pcnt }),
    control: applied.BoxType === 0 ? t('result.controlOn') : t('result.controlOff'),
  });

  if (candidates.length === 0) {
    return (
      <section aria-labelledby="pump-results-title" data-testid="pump-results">
        <Alert
          color="orange"
          variant="light"
          icon={<IconInfoCircle size={20} />}
          // The body may shrink below its widest line: long texts wrap inside the alert on a phone.
          styles={{ body: { minWidth: 0 } }}
          data-testid="no-solutions"
        >
          <Title id="pump-results-title" order={3} fz="md" mb={4}>
            {result.message ?? searchMessages.noSolutions}
          </Title>
          <Text size="sm" mb="xs">
            {mode}
          </Text>
          {rejected.length > 0 ? (
            <>
              <Text size="sm" fw={500}>
                {t('result.noSolutionsReasons')}
              </Text>
              <RejectedByReason rejected={rejected} />
            </>
          ) : null}
          {result.advice ? (
            <NoSolutionAdvice
              advice={result.advice}
              seriesId={result.seriesId}
              units={units}
              request={request}
            />
          ) : null}
        </Alert>
      </section>
    );
  }

  return (
    <section aria-labelledby="pump-results-title" data-testid="pump-results">
      <Group justify="space-between" align="baseline" mb={4} gap="xs">
        <Title id="pump-results-title" order={2} fz="h3">
          {t('result.found', { count: candidates.length })}
        </Title>
        <Text size="sm" c="dimmed">
          {mode}
        </Text>
      </Group>
      <RankingNote profile={result.profile} fixedSpeed={applied.BoxType === 2} />
      <WaterConversion water={result.water} />
      <ol className={classes.candidates}>
        {candidates.map((c) => (
          <CandidateCard
            key={c.id}
            candidate={c}
            units={units}
            hunits={request?.hunits}
            pumps={applied.pcnt}
            onOpen={onOpen}
          />
        ))}
      </ol>
      {rejected.length > 0 ? (
        <details className={classes.rejected}>
          <summary>{t('result.rejectedTitle', { count: rejected.length })}</summary>
          <RejectedByReason rejected={rejected} />
        </details>
      ) : null}
    </section>
  );
}

function CandidateCard({
  candidate: c,
  units,
  hunits,
  pumps,
  onOpen,
}: {
  candidate: PumpCandidate;
  units: PumpUnits;
  hunits: PumpHeadUnits | undefined;
  pumps: number;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation(PUMPS_NS);
  return (
    <li className={classes.candidate} data-testid="pump-candidate" data-pump-id={c.id}>
      <div className={classes.candidateHead}>
        <span className={classes.rank} aria-label={t('result.rank', { rank: c.rank })}>
          {c.rank}
        </span>
        <div className={classes.candidateName}>
          <Text fw={650} size="md" component="h3" m={0}>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed">
            {c.article} · {t('pump.motor', { power: formatFigure(c.power), voltage: c.voltage })}
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          rightSection={<IconChevronRight size={14} />}
          onClick={() => onOpen(c.id)}
          aria-label={t('result.openPump', { name: c.name })}
        >
          {t('result.open')}
        </Button>
      </div>
      <WorkingPointValues point={c.delta.x_work} units={units} hunits={hunits} pumps={pumps} compact />
      <FitReason why={c.why} />
    </li>
  );
}

/** Refused models grouped by reason: the reason once, then the models it refused. */
function RejectedByReason({ rejected }: { rejected: PumpRejectionDetail[] }) {
  const groups = new Map<string, string[]>();
  for (const r of rejected) groups.set(r.message, [...(groups.get(r.message) ?? []), r.name]);
  return (
    <ul className={classes.rejectedList} data-testid="rejected">
      {[...groups].map(([message, names]) => (
        <li key={message}>
          <Text size="sm">{message}:</Text>
          <Text size="sm" c="dimmed">
            {names.join(', ')}
          </Text>
        </li>
      ))}
    </ul>
  );
}
