// The comparison chart (decision 0032): the H–Q curves of 2–4 pumps at their working speeds on one
// plot, with the one system curve and each working point in its pump's colour. Built from the
// engine's PumpCurvesData of each pump, like the single pump's charts (options.ts).
import type { EChartsOption, LineSeriesOption, ScatterSeriesOption } from 'echarts';
import { formatFigure, formatTick, niceScale } from '../format';
import type { PumpCurves } from './options';
import { pumpChartColors, REFUSED_SYMBOL } from './options';
import { axisName, flowUnitText, headUnitText, pumpChartText as T } from './text';

/** One colour per compared pump (up to four), distinct from the system curve's orange. */
export const pumpCompareColors = ['#1971c2', '#2f9e44', '#7048e8', '#c2255c'] as const;

export interface ComparedCurves {
  /** The legend's name: the model (and series). */
  readonly name: string;
  readonly curves: PumpCurves;
}

type Xy = [number, number];

/**
 * H–Q of every compared pump at its working speed (at rated speed when it cannot serve the duty),
 * the system curve through the duty, the duty point and each working point (a cross in the pump's
 * colour where one refused for NPSH would run). All pumps share the
 * form's units, so one pair of axes serves.
 */
export function pumpCompareChart(pumps: readonly ComparedCurves[]): EChartsOption {
  const first = pumps[0]!.curves;
  const unit = headUnitText(first);
  let qMax = first.duty.q;
  let hMax = first.duty.value;
  for (const { curves } of pumps) {
    for (const p of curves.headRated) {
      qMax = Math.max(qMax, p.q);
      hMax = Math.max(hMax, p.value);
    }
  }
  const x = niceScale(qMax);
  const y = niceScale(hMax * 1.1);
  const value = (v: unknown) => `${formatFigure(Number(v))} ${unit}`;
  const series: Array<LineSeriesOption | ScatterSeriesOption> = [];
  pumps.forEach(({ name, curves }, i) => {
    const color = pumpCompareColors[i % pumpCompareColors.length]!;
    // Refused for NPSH the pump would run at its working speed: that curve, dashed like any refusal.
    const runs = curves.workingPoint ?? curves.refusedPoint;
    const points = (runs ? curves.headWorking : curves.headRated).map((p): Xy => [p.q, p.value]);
    series.push({
      type: 'line',
      name,
      data: points,
      showSymbol: false,
      smooth: true,
      color,
      lineStyle: { width: 2.5, color, ...(curves.workingPoint ? {} : { type: 'dashed' }) },
      tooltip: { valueFormatter: value },
    });
    const wp = curves.workingPoint;
    if (wp) {
      series.push({
        type: 'scatter',
        name: `${T.series.workingPoint}: ${name}`,
        data: [[wp.Q, wp.p / curves.barPerHeadUnit]],
        symbolSize: 11,
        color,
        z: 10,
        tooltip: { valueFormatter: value },
      });
    }
    const rp = curves.refusedPoint;
    if (rp) {
      series.push({
        type: 'scatter',
        name: `${T.series.refused}: ${name}`,
        data: [[rp.Q, rp.p / curves.barPerHeadUnit]],
        symbol: REFUSED_SYMBOL,
        symbolSize: 13,
        color,
        z: 10,
        tooltip: { valueFormatter: value },
      });
    }
  });
  series.push({
    type: 'line',
    name: T.series.system,
    data: first.system.map((p): Xy => [p.q, p.value]),
    showSymbol: false,
    smooth: true,
    color: pumpChartColors.system,
    lineStyle: { width: 2, color: pumpChartColors.system },
    tooltip: { valueFormatter: value },
  });
  series.push({
    type: 'scatter',
    name: T.series.duty,
    data: [[first.duty.q, first.duty.value]],
    symbol: 'diamond',
    symbolSize: 12,
    color: pumpChartColors.duty,
    z: 9,
    tooltip: { valueFormatter: value },
  });
  const axis = { nameLocation: 'middle' as const, min: 0, axisLabel: { formatter: formatTick } };
  return {
    grid: { left: 64, right: 24, top: 28, bottom: 110 },
    xAxis: {
      type: 'value',
      ...axis,
      name: axisName(T.axes.flow, flowUnitText(first)),
      nameGap: 28,
      max: x.max,
      interval: x.interval,
      splitLine: { lineStyle: { color: '#e9ecef' } },
    },
    yAxis: {
      type: 'value',
      ...axis,
      name: axisName(T.axes.head, unit),
      nameGap: 44,
      max: y.max,
      interval: y.interval,
      splitLine: { lineStyle: { color: '#e9ecef' } },
    },
    // The legend names the curves; each working point is in its curve's colour.
    legend: {
      type: 'scroll',
      bottom: 0,
      left: 'center',
      data: [...pumps.map((p) => p.name), T.series.system, T.series.duty],
    },
    tooltip: { trigger: 'item' },
    series,
  };
}
