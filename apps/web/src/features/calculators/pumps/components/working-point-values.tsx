// The working point (`delta.x_work`, calculators §3) as name/value pairs: flow, head in the form's
// unit with the other beside it, efficiency, shaft power, NPSHr and speed. Used in the result list and on a pump's tab.
import type { PumpHeadUnits, PumpUnits, PumpWorkingPoint } from '@podbor/contracts';
import { pumpUnitText } from '@podbor/charts/pumps';
import { useTranslation } from 'react-i18next';
import { flowUnit, formatFigure } from '../format';
import { PUMPS_NS } from '../i18n';
import classes from './pump-page.module.css';

export interface WorkingPointValuesProps {
  point: PumpWorkingPoint;
  units: PumpUnits;
  /** Head units of the form: bar (default) or m вод. ст.; the head is shown in them first. */
  hunits?: PumpHeadUnits | undefined;
  /** Compact: one line of values (result list); otherwise a grid of labelled cells. */
  compact?: boolean;
  /** Pumps working in parallel: P2 is theirs together, so the label says how many. */
  pumps?: number;
}

export function WorkingPointValues({
  point,
  units,
  hunits = 'bar',
  compact = false,
  pumps = 1,
}: WorkingPointValuesProps) {
  const { t } = useTranslation(PUMPS_NS);
  const head =
    hunits === 'm'
      ? t('values.headMBar', {
          // H is metres of head of the water at its temperature (decision 0031).
          m: formatFigure(point.H),
          bar: formatFigure(point.p),
        })
      : t('values.headBarM', { bar: formatFigure(point.p), m: formatFigure(point.H) });
  const rows: Array<[string, string, string]> = [
    ['Q', t('values.Q'), `${formatFigure(point.Q)} ${flowUnit(units)}`],
    ['p', t('values.p'), head],
    ['eff', t('values.eff'), `${formatFigure(point.eff, 1)} %`],
    [
      'power',
      pumps > 1 ? t('values.powerAll', { pumps: t('result.pumps', { count: pumps }) }) : t('values.power'),
      `${formatFigure(point.power)} ${pumpUnitText.kW}`,
    ],
    [
      'NPSH',
      pumps > 1 ? t('values.NPSHOne') : t('values.NPSH'),
      `${formatFigure(point.NPSH)} ${pumpUnitText.m}`,
    ],
    [
      'speed',
      t('values.speed'),
      `${formatFigure(Math.round(point.speed), 0)} ${pumpUnitText.rpm} (${formatFigure(point.speedPct, 0)} %)`,
    ],
  ];
  return (
    <dl className={compact ? classes.valuesCompact : classes.values} data-testid="working-point">
      {rows.map(([key, label, value]) => (
        <div key={key} className={classes.value} data-key={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
