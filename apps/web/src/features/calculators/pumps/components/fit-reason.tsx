// Why a pump fits a duty, in the figures a design engineer checks: head and flow deviation from the
// duty, the share of best-efficiency flow, speed, motor loading and power, the life-cycle cost the
// ranking orders by (decision 0042), the preferred region and — at fixed speed — the ISO 9906 grade
// 2B tolerance as a fact.
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import {
  groupedFigure,
  pumpLccLabels,
  pumpRejectionMessages,
  roubles,
  type PumpFitReason,
} from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatSigned } from '../format';
import { PUMPS_NS } from '../i18n';
import classes from './pump-page.module.css';

export function FitReason({ why }: { why: PumpFitReason }) {
  const { t } = useTranslation(PUMPS_NS);
  const exact = why.headDeviationPct === 0 && why.flowDeviationPct === 0;
  const fixedSpeed = why.speedPct >= 100;
  const tolerance = why.shortOfDuty
    ? { label: 'result.short', hint: 'result.shortHint', color: 'blue' }
    : why.withinTolerance
      ? { label: 'result.iso', hint: 'result.isoHint', color: 'green' }
      : { label: 'result.notIso', hint: 'result.notIsoHint', color: 'yellow' };
  return (
    <div className={classes.why} data-testid="fit-reason">
      <Text span size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('result.why')}
      </Text>
      <Text span size="sm">
        {exact
          ? t('result.exact')
          : t('result.deviation', {
              head: formatSigned(why.headDeviationPct),
              flow: formatSigned(why.flowDeviationPct),
            })}
        {' · '}
        {t('result.bep', { value: formatFigure(why.bepFlowPct, 0) })}
      </Text>
      <Tooltip label={t('result.energyHint')} multiline maw={320}>
        <Text span size="sm" tabIndex={0} data-testid="fit-energy">
          {t('result.energy', {
            speed: formatFigure(why.speedPct, 0),
            load: formatFigure(why.motorLoadingPct, 0),
            p2: formatFigure(why.powerKw),
            p1: formatFigure(why.inputPowerKw),
          })}
        </Text>
      </Tooltip>
      <NpshLine why={why} />
      <EnergyLine why={why} />
      <LccLine why={why} />
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={why.inPreferredRegion ? 'green' : 'yellow'}>
          {why.inPreferredRegion ? t('result.preferred') : t('result.notPreferred')}
        </Badge>
        {/* With frequency control the set runs through the duty itself: the tolerance says nothing. */}
        {fixedSpeed ? (
          <Tooltip label={t(tolerance.hint)} multiline maw={320}>
            <Badge size="sm" variant="light" color={tolerance.color} tabIndex={0}>
              {t(tolerance.label)}
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
    </div>
  );
}

/** The NPSH margin at the working point (decision 0031), a warning when thin, or that none was given. */
function NpshLine({ why }: { why: PumpFitReason }) {
  const { t } = useTranslation(PUMPS_NS);
  const n = why.npsh;
  if (!n)
    return (
      <Text span size="sm" c="dimmed" data-testid="fit-npsh">
        {t('result.npshNone')}
      </Text>
    );
  const pct = n.marginPct === null ? '—' : `${formatFigure(n.marginPct, 0)} %`;
  if (n.status === 'thin')
    return (
      <Text span size="sm" c="orange.9" fw={600} data-testid="fit-npsh" data-status="thin">
        {t('result.npshThin', {
          margin: formatFigure(n.marginM),
          pct,
          need: formatFigure(n.requiredMarginM),
        })}
      </Text>
    );
  return (
    <Text span size="sm" data-testid="fit-npsh" data-status="ok">
      {t('result.npsh', {
        margin: formatFigure(n.marginM),
        pct,
        available: formatFigure(n.availableM),
        required: formatFigure(n.requiredM),
      })}
    </Text>
  );
}

/** Energy a year and its cost with the load profile, with P1 per row in the tooltip; or why not. */
function EnergyLine({ why }: { why: PumpFitReason }) {
  const { t } = useTranslation(PUMPS_NS);
  const e = why.energy;
  if (!e) return null;
  if (!e.ok)
    return (
      <Text span size="sm" c="orange.9" data-testid="fit-lcc">
        {t('result.energyRefused', { share: e.sharePct, reason: pumpRejectionMessages[e.reason] })}
      </Text>
    );
  const rows = e.rows
    .map((r) =>
      t('result.energyRow', {
        share: r.sharePct,
        kw: formatFigure(r.inputKw),
        hours: formatFigure(r.hours, 0),
      }),
    )
    .join('; ');
  return (
    <Tooltip label={t('result.energyRowsHint', { rows })} multiline maw={360}>
      <Text span size="sm" tabIndex={0} data-testid="fit-lcc">
        {t('result.energyYear', {
          kwh: groupedFigure(e.kwhPerYear),
          cost: groupedFigure(e.costPerYear),
          total: groupedFigure(e.costTotal),
          years: e.years,
        })}
      </Text>
    </Tooltip>
  );
}

/** The life-cycle cost the ranking orders by, its purchase lines in the tooltip; a shortfall said so. */
function LccLine({ why }: { why: PumpFitReason }) {
  const { t } = useTranslation(PUMPS_NS);
  const l = why.lcc;
  if (!l) return null;
  const C = pumpLccLabels;
  const lines = l.purchase
    .map(
      (p) =>
        `${C.line[p.role]}: ${C.lineValue(p.count, roubles(p.unitKopecks), roubles(p.kopecks), C.source[p.source])}`,
    )
    .join('; ');
  const lowest = l.rows.filter((r) => r.atLowestPoint && r.hours > 0);
  return (
    <>
      <Tooltip
        label={t('result.lccHint', {
          lines,
          kwh: groupedFigure(l.kwhPerYear),
          tariff: formatFigure(l.tariffRubPerKwh),
          years: l.years,
        })}
        multiline
        maw={380}
      >
        <Text span size="sm" fw={600} tabIndex={0} data-testid="fit-total-lcc">
          {t('result.lcc', {
            total: roubles(l.totalKopecks),
            purchase: roubles(l.purchaseKopecks),
            energy: roubles(l.energyKopecks),
            years: l.years,
          })}
        </Text>
      </Tooltip>
      {lowest.map((r) => (
        <Text span size="sm" c="dimmed" key={r.sharePct}>
          {t('result.lowest', { share: r.sharePct })}
        </Text>
      ))}
      {why.shortOfDuty ? (
        <Text span size="sm" c="orange.9" data-testid="fit-short">
          {t('result.lccShort')}
        </Text>
      ) : null}
    </>
  );
}
