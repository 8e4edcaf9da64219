// The H–Q chart of a station set from the engine's figures (contracts StationSet): the set's head
// between its connections at full speed from zero flow, at the working speed, and the duty point.
import type { EChartsOption, LineSeriesOption, ScatterSeriesOption, TitleComponentOption } from 'echarts';
import type { StationSet } from '@podbor/contracts';
import { formatFigure, formatTick, niceScale } from '../format';

export interface StationChartOptions {
  /** Font family of every text; the server passes its embedded font. */
  fontFamily?: string;
  /** Animate on first draw (default true); server rendering passes false. */
  animation?: boolean;
  /** A title above the plot (the PNG carries the set's name). */
  title?: string;
  /** A muted line under the title (the catalogue's illustrative-data note). */
  note?: string;
}

export const stationChartColors = {
  full: '#1971c2',
  working: '#2f9e44',
  duty: '#e03131',
} as const;

export const stationChartText = {
  flowAxis: 'Подача Q, м³/ч',
  headAxis: 'Напор установки H, м',
  full: (working: number) =>
    `${working === 1 ? '1 рабочий насос' : `${working} рабочих насоса`}, полная частота`,
  working: (speedPct: number) => `Рабочая частота ${formatFigure(speedPct, 1)} %`,
  duty: 'Расчётная точка',
  readout: (q: number, h: number) => `Расчётная точка: Q = ${formatFigure(q)} м³/ч, H = ${formatFigure(h)} м`,
} as const;

type Chartable = Pick<StationSet, 'curve' | 'curveAtWorkingSpeed' | 'duty' | 'pumps' | 'points'>;

const line = (name: string, pts: StationSet['curve'], color: string, dashed = false): LineSeriesOption => ({
  type: 'line',
  name,
  data: pts.map((p) => [p.q, p.h]),
  showSymbol: false,
  smooth: true,
  color,
  lineStyle: { width: dashed ? 1.5 : 2.5, color, ...(dashed ? { type: 'dashed' } : {}) },
  tooltip: { valueFormatter: (v) => `${formatFigure(Number(v))} м` },
});

/** The set's H–Q chart: the full-speed curve, the working-speed curve when speed-controlled, the duty point. */
export function stationHeadChart(set: Chartable, opts: StationChartOptions = {}): EChartsOption {
  let qTop = set.duty.flow;
  let hTop = set.duty.head;
  for (const p of set.curve) {
    qTop = Math.max(qTop, p.q);
    hTop = Math.max(hTop, p.h);
  }
  const x = niceScale(qTop * 1.05);
  const y = niceScale(hTop * 1.1);
  const series: Array<LineSeriesOption | ScatterSeriesOption> = [
    line(
      stationChartText.full(set.pumps.working),
      set.curve,
      stationChartColors.full,
      set.curveAtWorkingSpeed !== null,
    ),
  ];
  if (set.curveAtWorkingSpeed) {
    const speed = set.points.find((p) => p.role === 'variable')?.speedPct ?? 100;
    series.push(line(stationChartText.working(speed), set.curveAtWorkingSpeed, stationChartColors.working));
  }
  series.push({
    type: 'scatter',
    name: stationChartText.duty,
    data: [[set.duty.flow, set.duty.head]],
    symbol: 'circle',
    symbolSize: 11,
    color: stationChartColors.duty,
    z: 10,
  });
  const heading = opts.title || opts.note;
  const top = heading ? (opts.title && opts.note ? 68 : 52) : 28;
  const grid = { left: 64, right: 24, top, bottom: 80 };
  const title: TitleComponentOption[] = [];
  if (heading) {
    title.push({
      text: opts.title ?? '',
      left: 'center',
      top: 6,
      textStyle: { fontSize: 14 },
      ...(opts.note
        ? { subtext: opts.note, itemGap: 6, subtextStyle: { fontSize: 11, color: '#868e96' } }
        : {}),
    });
  }
  title.push({
    text: stationChartText.readout(set.duty.flow, set.duty.head),
    left: grid.left + 8,
    top: grid.top + 4,
    textStyle: { fontSize: 12, fontWeight: 'normal', color: stationChartColors.duty },
    backgroundColor: 'rgba(255,255,255,0.85)',
    padding: [2, 4],
  });
  const axis = (name: string, scale: { max: number; interval: number }, gap: number) => ({
    type: 'value' as const,
    name,
    nameLocation: 'middle' as const,
    nameGap: gap,
    min: 0,
    max: scale.max,
    interval: scale.interval,
    axisLabel: { formatter: formatTick },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  });
  return {
    animation: opts.animation ?? true,
    ...(opts.fontFamily ? { textStyle: { fontFamily: opts.fontFamily } } : {}),
    title,
    grid,
    legend: { bottom: 4, left: 'center', itemGap: 16 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } },
    xAxis: axis(stationChartText.flowAxis, x, 28),
    yAxis: axis(stationChartText.headAxis, y, 44),
    series,
  };
}
