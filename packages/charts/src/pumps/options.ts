// ECharts options of one pump's charts for a duty (H–Q with the system curve, power, efficiency,
// NPSHr), built from the engine's PumpCurvesData. The same option feeds the page and the PNGs.
import type {
  EChartsOption,
  LineSeriesOption,
  ScatterSeriesOption,
  TitleComponentOption,
  XAXisComponentOption,
  YAXisComponentOption,
} from 'echarts';
import type { PumpCurvesData } from '@podbor/contracts';
import { formatFigure, formatTick, niceScale } from '../format';
import {
  axisName,
  flowUnitText,
  headFigure,
  headUnitText,
  pumpChartText as T,
  pumpCountText,
  pumpUnitText as U,
} from './text';

/** How a chart is drawn; the curves and points always come from the data. */
export interface PumpChartOptions {
  /** Font family of every text; the server passes its embedded font. Default: ECharts' own. */
  fontFamily?: string;
  /** Animate on first draw (default true); server rendering passes false. */
  animation?: boolean;
  /** A title above the plot (the PNGs carry the model name); none by default. */
  title?: string;
  /**
   * A line under the title about the data (the catalogue's «illustrative data» note), so a chart
   * that leaves the page as a file still says it; none by default (the page shows it beside).
   */
  note?: string;
}

/** The four charts of a pump, keyed as the page's tabs and the datasheet name them. */
export interface PumpChartSet {
  head: EChartsOption;
  power: EChartsOption;
  efficiency: EChartsOption;
  npshr: EChartsOption;
}

export const pumpChartColors = {
  pump: '#1971c2',
  rated: '#868e96',
  system: '#e8590c',
  duty: '#212529',
  workingPoint: '#e03131',
  power: '#2f9e44',
  efficiency: '#7048e8',
  npshr: '#0c8599',
  /** NPSH available, a level line on the NPSHr chart. */
  npsha: '#495057',
  /** A refusal: the point the pump cannot run at, the cavitating part of NPSHr. */
  refused: '#c92a2a',
} as const;

/** The data note under a chart's title: muted, like the note beside the charts on the page. */
const NOTE_COLOR = '#868e96';

type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
/** PumpCurvesData as the engine returns it (readonly) or as the API answer parses (mutable). */
export type PumpCurves = DeepReadonly<PumpCurvesData>;

type Xy = [number, number];
const xy = (points: PumpCurves['headRated']): Xy[] => points.map((p) => [p.q, p.value]);

/** Largest flow any curve reaches: every chart of the pump shares this x axis. */
function flowScale(data: PumpCurves) {
  let max = data.duty.q;
  for (const c of [data.headRated, data.headWorking, data.power, data.efficiency, data.npshr]) {
    for (const p of c) max = Math.max(max, p.q);
  }
  // The system curve runs from zero flow to the pump's range or the duty, whichever is larger.
  for (const p of data.system) max = Math.max(max, p.q);
  return niceScale(max);
}

/** Common parts; `readout` is the working point (or the refusal) in words, in the plot's top-left corner. */
function frame(
  data: PumpCurves,
  opts: PumpChartOptions,
  { readout, readoutColor = pumpChartColors.workingPoint }: { readout: string | null; readoutColor?: string },
): EChartsOption {
  const x = flowScale(data);
  const xAxis: XAXisComponentOption = {
    type: 'value',
    name: axisName(T.axes.flow, flowUnitText(data)),
    nameLocation: 'middle',
    nameGap: 28,
    min: 0,
    max: x.max,
    interval: x.interval,
    axisLabel: { formatter: formatTick },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  };
  const heading = opts.title || opts.note;
  const top = heading ? (opts.title && opts.note ? 68 : 52) : 28;
  const grid = { left: 64, right: 24, top, bottom: 100 };
  const title: TitleComponentOption[] = [];
  if (heading) {
    title.push({
      text: opts.title ?? '',
      left: 'center',
      top: 6,
      textStyle: { fontSize: 14 },
      ...(opts.note
        ? { subtext: opts.note, itemGap: 6, subtextStyle: { fontSize: 11, color: NOTE_COLOR } }
        : {}),
    });
  }
  // The band above the highest curve (axes end 10 % above it) keeps the readout clear of them.
  if (readout) {
    title.push({
      text: readout,
      left: grid.left + 8,
      top: grid.top + 4,
      textStyle: { fontSize: 12, fontWeight: 'normal', color: readoutColor },
      backgroundColor: 'rgba(255,255,255,0.85)',
      padding: [2, 4],
    });
  }
  return {
    animation: opts.animation ?? true,
    ...(opts.fontFamily ? { textStyle: { fontFamily: opts.fontFamily } } : {}),
    ...(title.length > 0 ? { title } : {}),
    grid,
    legend: { bottom: 4, left: 'center', itemGap: 16 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'cross' } },
    xAxis,
  };
}

/** A value axis from zero with the scale's round ticks (niceScale). */
function yAxis(name: string, scale: { max: number; interval: number }): YAXisComponentOption {
  return {
    type: 'value',
    name,
    nameLocation: 'middle',
    nameGap: 44,
    min: 0,
    max: scale.max,
    interval: scale.interval,
    axisLabel: { formatter: formatTick },
    splitLine: { lineStyle: { color: '#e9ecef' } },
  };
}

function line(name: string, data: Xy[], color: string, unit: string, dashed = false): LineSeriesOption {
  return {
    type: 'line',
    name,
    data,
    showSymbol: false,
    smooth: true,
    color,
    lineStyle: { width: 2.5, color, ...(dashed ? { type: 'dashed', width: 1.5 } : {}) },
    tooltip: { valueFormatter: (v) => `${formatFigure(Number(v))} ${unit}` },
  };
}

/** The working point with dashed guides to both axes. */
function workingPointSeries(at: Xy, unit: string): ScatterSeriesOption {
  return {
    type: 'scatter',
    name: T.series.workingPoint,
    data: [at],
    symbol: 'circle',
    symbolSize: 11,
    color: pumpChartColors.workingPoint,
    z: 10,
    markLine: {
      silent: true,
      symbol: 'none',
      label: { show: false },
      lineStyle: { type: 'dashed', color: pumpChartColors.workingPoint, width: 1 },
      data: [
        [{ coord: [at[0], 0] }, { coord: at }],
        [{ coord: [0, at[1]] }, { coord: at }],
      ],
    },
    tooltip: { valueFormatter: (v) => `${formatFigure(Number(v))} ${unit}` },
  };
}

/** An X: the point a pump would run at but is refused at (a filled shape, so it draws as a mark). */
export const REFUSED_SYMBOL = 'path://M2,0 L5,3 L8,0 L10,2 L7,5 L10,8 L8,10 L5,7 L2,10 L0,8 L3,5 L0,2 Z';

/** The point the pump is refused at for NPSH: a red cross labelled «кавитация», no guides to the axes. */
function refusedPointSeries(at: Xy, unit: string): ScatterSeriesOption {
  return {
    type: 'scatter',
    name: T.series.refused,
    data: [at],
    symbol: REFUSED_SYMBOL,
    symbolSize: 13,
    color: pumpChartColors.refused,
    z: 10,
    label: {
      show: true,
      position: 'right',
      formatter: T.refusedLabel,
      color: pumpChartColors.refused,
      fontSize: 11,
    },
    tooltip: { valueFormatter: (v) => `${formatFigure(Number(v))} ${unit}` },
  };
}

/** The refusal in words: NPSHa against NPSHr where the pump would run. */
function refusedReadout(data: PumpCurves): string | null {
  const rp = data.refusedPoint;
  if (!rp || data.npsha === null) return null;
  return T.refusedReadout(
    formatFigure(data.npsha),
    formatFigure(rp.NPSH),
    `${formatFigure(rp.Q)} ${flowUnitText(data)}`,
  );
}

/** Where the set runs, or would run when refused for NPSH: its speed names the curves. */
const runPoint = (data: PumpCurves) => data.workingPoint ?? data.refusedPoint;

/** 'Насос' or '2 насоса параллельно'. */
function pumpName(data: PumpCurves): string {
  return data.applied.pcnt > 1 ? `${pumpCountText(data.applied.pcnt)} параллельно` : 'Насос';
}

/** The working speed differs visibly from rated (frequency control below 99.95 %). */
function runsSlower(data: PumpCurves): boolean {
  const at = runPoint(data);
  return at !== null && Math.abs(at.speedPct - 100) >= 0.05;
}

/**
 * The H–Q chart: the pump (set) head at rated speed and, with frequency control, at working speed,
 * the system curve H0 + (H − H0)(Q/Qd)², the duty point and the working point — or, refused for
 * NPSH, a cross where it would run and the refusal in words. Head in the form's
 * unit (bar, the spec's, or m вод. ст.) on one axis with round ticks in that unit (decision 0020).
 */
export function pumpHeadChart(data: PumpCurves, opts: PumpChartOptions = {}): EChartsOption {
  const flowUnit = flowUnitText(data);
  const unit = headUnitText(data);
  const wp = data.workingPoint;
  const rp = data.refusedPoint;
  const run = runPoint(data);
  // The working point's head in the chart's unit (the engine gives it in bar).
  const wpHead = wp ? wp.p / data.barPerHeadUnit : 0;
  const rpHead = rp ? rp.p / data.barPerHeadUnit : 0;
  let top = data.duty.value;
  for (const p of data.headRated) top = Math.max(top, p.value);
  if (wp) top = Math.max(top, wpHead);
  if (rp) top = Math.max(top, rpHead);
  // Room above the shut-off head for the readout; the system curve beyond it is clipped.
  const y = niceScale(top * 1.1);
  const series: Array<LineSeriesOption | ScatterSeriesOption> = [];
  if (runsSlower(data)) {
    const rpm = (s: number) => `${formatFigure(s, 0)} ${U.rpm}`;
    const rated = run!.speed / (run!.speedPct / 100);
    series.push(
      line(`${pumpName(data)}, ${rpm(rated)}`, xy(data.headRated), pumpChartColors.rated, unit, true),
      line(
        `${pumpName(data)}, ${rpm(run!.speed)} (${formatFigure(run!.speedPct, 1)} %)`,
        xy(data.headWorking),
        pumpChartColors.pump,
        unit,
      ),
    );
  } else {
    const name = data.applied.pcnt > 1 ? pumpName(data) : T.series.pump;
    series.push(line(name, xy(data.headRated), pumpChartColors.pump, unit));
  }
  series.push(line(T.series.system, xy(data.system), pumpChartColors.system, unit));
  series.push({
    type: 'scatter',
    name: T.series.duty,
    data: [[data.duty.q, data.duty.value]],
    symbol: 'diamond',
    symbolSize: 12,
    color: pumpChartColors.duty,
    z: 9,
    tooltip: { valueFormatter: (v) => `${formatFigure(Number(v))} ${unit}` },
  });
  if (wp) series.push(workingPointSeries([wp.Q, wpHead], unit));
  if (rp) series.push(refusedPointSeries([rp.Q, rpHead], unit));
  const readout = wp
    ? `${T.series.workingPoint}: Q = ${formatFigure(wp.Q)} ${flowUnit}, ` +
      `H = ${headFigure(data, wpHead, { metresOfHead: wp.H })}`
    : null;
  return {
    ...frame(data, opts, refusal(data) ?? { readout }),
    yAxis: yAxis(axisName(T.axes.head, unit), y),
    series,
  };
}

/** A refused pump's readout in the refusal's colour; null when the pump is not refused for NPSH. */
function refusal(data: PumpCurves): { readout: string; readoutColor: string } | null {
  const readout = refusedReadout(data);
  return readout ? { readout, readoutColor: pumpChartColors.refused } : null;
}

/**
 * One quantity against flow at the working speed, with the working point on it; refused for NPSH,
 * no point (the pump does not run there) but the refusal in words, and on the NPSHr chart the cross.
 */
function quantityChart(
  data: PumpCurves,
  opts: PumpChartOptions,
  q: {
    axis: string;
    /** The quantity's symbol in the readout: 'P2', 'η', 'NPSHr'. */
    symbol: string;
    unit: string;
    name: string;
    color: string;
    points: PumpCurves['power'];
    at: number | undefined;
    /** The refused point's value, drawn as a cross (the NPSHr chart only). */
    refusedAt?: number | undefined;
    /** Lines drawn over the quantity (NPSHa and the cavitating part of NPSHr). */
    extra?: LineSeriesOption[];
    /** A level the axis must reach (NPSHa). */
    reach?: number;
  },
): EChartsOption {
  let top = q.reach ?? 0;
  for (const p of q.points) top = Math.max(top, p.value);
  if (q.at !== undefined) top = Math.max(top, q.at);
  const series: Array<LineSeriesOption | ScatterSeriesOption> = [
    line(q.name, xy(q.points), q.color, q.unit),
    ...(q.extra ?? []),
  ];
  const rp = data.refusedPoint;
  if (rp && q.refusedAt !== undefined) series.push(refusedPointSeries([rp.Q, q.refusedAt], q.unit));
  const wp = data.workingPoint;
  let readout: string | null = null;
  if (wp && q.at !== undefined) {
    series.push(workingPointSeries([wp.Q, q.at], q.unit));
    readout =
      `${T.series.workingPoint}: ${q.symbol} = ${formatFigure(q.at)} ${q.unit} ` +
      `при Q = ${formatFigure(wp.Q)} ${flowUnitText(data)}`;
  }
  return {
    ...frame(data, opts, refusal(data) ?? { readout }),
    yAxis: yAxis(axisName(q.axis, q.unit), niceScale(top * 1.1)),
    series,
  };
}

/** Shaft power P2 of all working pumps at the working speed [kW]. */
export function pumpPowerChart(data: PumpCurves, opts: PumpChartOptions = {}): EChartsOption {
  const n = data.applied.pcnt;
  return quantityChart(data, opts, {
    axis: T.axes.power,
    symbol: 'P2',
    unit: U.kW,
    name: n > 1 ? `${T.series.power}, ${pumpCountText(n)}` : T.series.power,
    color: pumpChartColors.power,
    points: data.power,
    at: data.workingPoint?.power,
  });
}

/** Pump efficiency at the working speed [%]. */
export function pumpEfficiencyChart(data: PumpCurves, opts: PumpChartOptions = {}): EChartsOption {
  return quantityChart(data, opts, {
    axis: T.axes.efficiency,
    symbol: 'η',
    unit: U['%'],
    name: T.series.efficiency,
    color: pumpChartColors.efficiency,
    points: data.efficiency,
    at: data.workingPoint?.eff,
  });
}

/**
 * The part of a sampled curve above a level, each run ending on the crossing (linear between
 * samples), as one line series' data with a gap (null) between runs.
 */
export function aboveLevel(points: PumpCurves['npshr'], level: number): Array<Xy | null> {
  const out: Array<Xy | null> = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const prev = i > 0 ? points[i - 1]! : null;
    const crossing = (a: { q: number; value: number }, b: { q: number; value: number }): Xy => [
      a.q + ((b.q - a.q) * (level - a.value)) / (b.value - a.value),
      level,
    ];
    if (p.value > level) {
      if (prev && prev.value <= level) out.push(crossing(prev, p));
      out.push([p.q, p.value]);
    } else if (prev && prev.value > level) {
      out.push(crossing(prev, p), null);
    }
  }
  return out;
}

/**
 * NPSHr of one pump at the working speed [m]. With NPSHa given: its level across the chart and the
 * part of NPSHr above it in the refusal's colour (the flows where the pump cavitates); refused for
 * NPSH, the cross where it would run.
 */
export function pumpNpshrChart(data: PumpCurves, opts: PumpChartOptions = {}): EChartsOption {
  const extra: LineSeriesOption[] = [];
  const npsha = data.npsha;
  if (npsha !== null) {
    extra.push({
      ...line(`${T.series.npsha} ${formatFigure(npsha)} ${U.m}`, [], pumpChartColors.npsha, U.m, true),
      data: [
        [0, npsha],
        [flowScale(data).max, npsha],
      ],
      smooth: false,
      z: 3,
    });
    const above = aboveLevel(data.npshr, npsha);
    if (above.some((p) => p !== null)) {
      extra.push({
        ...line(T.series.cavitation, [], pumpChartColors.refused, U.m),
        data: above as LineSeriesOption['data'],
        connectNulls: false,
        lineStyle: { width: 4, color: pumpChartColors.refused },
        z: 4,
      });
    }
  }
  return quantityChart(data, opts, {
    axis: T.axes.npshr,
    symbol: 'NPSHr',
    unit: U.m,
    name: T.series.npshr,
    color: pumpChartColors.npshr,
    points: data.npshr,
    at: data.workingPoint?.NPSH,
    refusedAt: data.refusedPoint?.NPSH,
    extra,
    ...(npsha !== null ? { reach: npsha } : {}),
  });
}

/** All four charts of a pump. */
export function pumpCharts(data: PumpCurves, opts: PumpChartOptions = {}): PumpChartSet {
  return {
    head: pumpHeadChart(data, opts),
    power: pumpPowerChart(data, opts),
    efficiency: pumpEfficiencyChart(data, opts),
    npshr: pumpNpshrChart(data, opts),
  };
}

/** Roughly how wide a legend entry is at 11 px: the mark, its gap, the text, the gap to the next. */
const legendItemPx = (name: string) => 18 + 5 + Math.ceil(name.length * 6.4) + 10;

/**
 * The narrow variant (a phone) of a pump chart's option, for a chart about `widthPx` wide: no readout
 * above the plot (the working-point table says it), the legend wrapped onto as many lines as it
 * needs with every name whole (never paginated), the plot lifted above it, and a small tooltip kept
 * inside the chart at its top, on the side away from the pointer, so the curve under it stays seen.
 */
export function pumpChartNarrow(option: EChartsOption, widthPx = 320): EChartsOption {
  const series = ([] as Array<{ name?: unknown }>).concat(
    (option.series as Array<{ name?: unknown }> | undefined) ?? [],
  );
  // A legend that lists its entries (the comparison's: no working points) wraps only those.
  const listed = (option.legend as { data?: unknown[] } | undefined)?.data;
  const names = (listed ?? series.map((s) => s.name))
    .map((n) => String((n as { name?: unknown } | null)?.name ?? n ?? ''))
    .filter((n) => n !== '');
  const room = Math.max(160, widthPx - 16);
  let lines = names.length > 0 ? 1 : 0;
  let used = 0;
  for (const n of names) {
    const w = legendItemPx(n);
    if (used > 0 && used + w > room) {
      lines += 1;
      used = 0;
    }
    used += w;
  }
  return {
    ...option,
    title: [],
    legend: {
      ...(option.legend as object),
      type: 'plain',
      left: 8,
      right: 8,
      bottom: 4,
      itemGap: 10,
      itemWidth: 18,
      itemHeight: 10,
      textStyle: { fontSize: 11 },
    },
    grid: { ...(option.grid as object), left: 52, bottom: 44 + lines * 18 },
    tooltip: {
      ...(option.tooltip as object),
      confine: true,
      padding: [4, 6],
      textStyle: { fontSize: 11 },
      extraCssText: 'max-width: 62%; line-height: 1.3; opacity: 0.94;',
      position: (
        point: number[],
        _params: unknown,
        _dom: unknown,
        _rect: unknown,
        size: { contentSize: number[]; viewSize: number[] },
      ) => {
        const [x = 0] = point;
        const [w = 0] = size.contentSize;
        const [view = 0] = size.viewSize;
        // On the half away from the pointer, along the chart's top edge.
        return [x < view / 2 ? Math.max(4, view - w - 4) : 4, 4];
      },
    } as EChartsOption['tooltip'],
  };
}
