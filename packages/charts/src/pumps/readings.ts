// What every curve of a pump reads at one flow: the page's chart tooltip shows it for the flow under
// the pointer — the pump head (at working and, when slower, rated speed), the system head,
// efficiency, shaft power and NPSHr — each interpolated on its sampled curve, with its unit.
import { formatFigure } from '../format';
import type { PumpCurves } from './options';
import { flowUnitText, headFigure, pumpChartText as T, pumpUnitText as U } from './text';

export type PumpReadingKey = 'head' | 'headRated' | 'system' | 'efficiency' | 'power' | 'npshr';

export interface PumpReading {
  key: PumpReadingKey;
  label: string;
  value: number;
  /** The value as shown, with its unit: '6,45 бар (65,9 м)', '65,8 м (6,45 бар)', '63 %'. */
  text: string;
}

export interface PumpReadings {
  /** The flow read at, in the form's unit. */
  q: number;
  /** 'Q = 4,07 м³/ч' */
  title: string;
  /** The curves that reach this flow (a pump curve ends at its catalogue range: no extrapolation). */
  rows: PumpReading[];
}

type Points = PumpCurves['headRated'];

/**
 * Linear interpolation of a sampled curve at q; null outside its flow range. The samples are dense
 * (41 per curve) and smooth, so the error is far below the figures shown.
 */
export function interpolateCurve(points: Points, q: number): number | null {
  if (points.length === 0 || !Number.isFinite(q)) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (q < first.q || q > last.q) return null;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (q <= b.q) return b.q === a.q ? b.value : a.value + ((b.value - a.value) * (q - a.q)) / (b.q - a.q);
  }
  return last.value;
}

/**
 * Every curve at flow q. `withSystem` false leaves out the system curve (no duty entered: the page
 * draws none). The rated-speed head is listed only when the pump runs slower than rated.
 */
export function pumpReadingsAt(data: PumpCurves, q: number, { withSystem = true } = {}): PumpReadings {
  // Refused for NPSH, the curves are still at the speed the pump would run at.
  const wp = data.workingPoint ?? data.refusedPoint;
  const slower = wp !== null && Math.abs(wp.speedPct - 100) >= 0.05;
  const head = (v: number) => headFigure(data, v);
  const plain = (unit: string) => (v: number) => `${formatFigure(v)} ${unit}`;
  const wanted: Array<[PumpReadingKey, string, Points, (v: number) => string]> = [
    [
      'head',
      slower ? `${T.readings.head}, ${formatFigure(wp.speed, 0)} ${U.rpm}` : T.readings.head,
      data.headWorking,
      head,
    ],
  ];
  if (slower) wanted.push(['headRated', T.readings.headRated, data.headRated, head]);
  if (withSystem) wanted.push(['system', T.readings.system, data.system, head]);
  wanted.push(
    ['efficiency', T.readings.efficiency, data.efficiency, plain(U['%'])],
    ['power', T.readings.power, data.power, plain(U.kW)],
    ['npshr', T.readings.npshr, data.npshr, plain(U.m)],
  );
  const rows: PumpReading[] = [];
  for (const [key, label, points, text] of wanted) {
    const value = interpolateCurve(points, q);
    if (value !== null) rows.push({ key, label, value, text: text(value) });
  }
  return { q, title: `Q = ${formatFigure(q)} ${flowUnitText(data)}`, rows };
}
