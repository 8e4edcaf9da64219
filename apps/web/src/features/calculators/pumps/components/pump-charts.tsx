// The pump's interactive charts (H–Q with the system curve and working point, power, efficiency,
// NPSHr), drawn by ECharts from @podbor/charts' options — the same definitions the server renders
// into HQc.png and the datasheet. Loaded lazily: ECharts never reaches the pages that show no chart.
import {
  formatFigure,
  pumpChartColors,
  pumpChartText,
  pumpChartNarrow,
  pumpCharts,
  pumpReadingsAt,
  type PumpChartSet,
  type PumpReadingKey,
} from '@podbor/charts/pumps';
import type { PumpCurvesData } from '@podbor/contracts';
import type { EChartsOption, SeriesOption } from 'echarts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import EChart, { type EChartInstance } from '../../../../components/calculator/echart';
import classes from './pump-page.module.css';

/** The pointer's label on an axis (and the tooltip's header) in the page's number format. */
const pointerLabel = (scale = 1) => ({
  label: { formatter: (p: { value: unknown }) => formatFigure(Number(p.value) * scale) },
});

type Axis = { position?: string };
const withPointerLabels = <T extends Axis>(
  axis: T | T[] | undefined,
  rightScale: number,
): T | T[] | undefined => {
  const one = (a: T) => ({ ...a, axisPointer: pointerLabel(a.position === 'right' ? rightScale : 1) });
  return Array.isArray(axis) ? axis.map(one) : axis && one(axis);
};

const readingColors: Record<PumpReadingKey, string> = {
  head: pumpChartColors.pump,
  headRated: pumpChartColors.rated,
  system: pumpChartColors.system,
  efficiency: pumpChartColors.efficiency,
  power: pumpChartColors.power,
  npshr: pumpChartColors.npshr,
};

/** The tooltip's HTML: every curve read at flow q, with units; null where q is not a number. */
type Readings = (q: number) => string | null;

function readingsHtml(curves: PumpCurvesData, hasDuty: boolean): Readings {
  return (q) => {
    if (!Number.isFinite(q)) return null;
    const { title, rows } = pumpReadingsAt(curves, q, { withSystem: hasDuty });
    const row = (r: (typeof rows)[number]) =>
      `<div style="display:flex;gap:12px;justify-content:space-between;align-items:baseline">` +
      `<span><span style="display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px;` +
      `background:${readingColors[r.key]}"></span>${r.label}</span>` +
      `<b style="white-space:nowrap">${r.text}</b></div>`;
    return (
      `<div data-pump-readings style="white-space:normal">` +
      `<div style="font-weight:600;margin-bottom:4px">${title}</div>${rows.map(row).join('')}</div>`
    );
  };
}

/**
 * What only the page needs on top of the shared chart definition: readable pointer labels while
 * hovering (the PNGs have no pointer) and a pointer that follows the flow freely rather than
 * snapping to samples. The H–Q chart's right axis is the same head in metres.
 */
const interactive = (option: EChartsOption, metresPerBar: number): EChartsOption => {
  const xAxis = withPointerLabels(option.xAxis as Axis | Axis[] | undefined, 1) as Axis & {
    axisPointer?: object;
  };
  return {
    ...option,
    xAxis: { ...xAxis, axisPointer: { ...xAxis.axisPointer, snap: false } },
    yAxis: withPointerLabels(
      option.yAxis as Axis | Axis[] | undefined,
      metresPerBar,
    ) as EChartsOption['yAxis'],
  } as EChartsOption;
};

const order = ['head', 'efficiency', 'power', 'npshr'] as const;
type ChartKey = (typeof order)[number];

/** Without a duty the system curve and the duty marker mean nothing: only the pump's own curves stay. */
const curvesOnly = (option: EChartsOption): EChartsOption => {
  const hidden: string[] = [pumpChartText.series.system, pumpChartText.series.duty];
  const series = ([] as SeriesOption[]).concat((option.series as SeriesOption[] | undefined) ?? []);
  return { ...option, series: series.filter((s) => !hidden.includes(String(s.name))) };
};

export interface PumpChartsProps {
  curves: PumpCurvesData;
  /** False when no duty was entered: the curves are drawn at rated speed, without the system. */
  hasDuty: boolean;
}

export default function PumpCharts({ curves, hasDuty }: PumpChartsProps) {
  const options = useMemo(() => {
    const set: PumpChartSet = hasDuty ? pumpCharts(curves) : pumpCharts({ ...curves, workingPoint: null });
    const page = (o: EChartsOption) => interactive(hasDuty ? o : curvesOnly(o), curves.headMetresPerBar);
    return Object.fromEntries(order.map((k) => [k, page(set[k])])) as Record<ChartKey, EChartsOption>;
  }, [curves, hasDuty]);
  const readings = useMemo(() => readingsHtml(curves, hasDuty), [curves, hasDuty]);

  // Not connected as an ECharts group: a connected chart would snap the flow to its own samples and
  // show other figures than the chart under the pointer, whose tooltip already reads every curve.
  return (
    <div className={classes.charts}>
      {order.map((key) => (
        <Chart key={key} kind={key} option={options[key]} readings={readings} />
      ))}
    </div>
  );
}

type TooltipCallback = (ticket: string, html: string) => void;

/**
 * One chart (the kit's EChart). Its tooltip reads every curve at the flow under the pointer.
 * ECharts hands an axis tooltip the nearest sample of one series and keeps the content while that
 * sample stays the same, so the flow comes from the pointer itself (the updateAxisPointer event),
 * and the shown tooltip is refreshed through its asynchronous callback whenever the pointer moves.
 */
function Chart({ kind, option, readings }: { kind: ChartKey; option: EChartsOption; readings: Readings }) {
  const readingsRef = useRef(readings);
  const flow = useRef(Number.NaN);
  const shown = useRef<{ ticket: string; callback: TooltipCallback } | null>(null);

  useEffect(() => {
    readingsRef.current = readings;
  }, [readings]);

  const onInit = useCallback((instance: EChartInstance) => {
    instance.on('updateAxisPointer', (e) => {
      const axes = (e as { axesInfo?: Array<{ axisDim: string; value: number }> }).axesInfo ?? [];
      const x = axes.find((a) => a.axisDim === 'x');
      if (!x) return;
      flow.current = x.value;
      const html = readingsRef.current(x.value);
      if (html && shown.current) shown.current.callback(shown.current.ticket, html);
    });
  }, []);

  const withReadings = useMemo((): EChartsOption => {
    const formatter = (params: unknown, ticket: string, callback: TooltipCallback): string => {
      shown.current = { ticket, callback };
      const first = (Array.isArray(params) ? params[0] : params) as { axisValue?: unknown } | undefined;
      const q = Number.isFinite(flow.current) ? flow.current : Number(first?.axisValue);
      return readingsRef.current(q) ?? '';
    };
    return { ...option, tooltip: { ...(option.tooltip as object), formatter } } as EChartsOption;
  }, [option]);

  return (
    <EChart
      option={withReadings}
      narrowOption={pumpChartNarrow}
      onInit={onInit}
      title={pumpChartText.titles[kind]}
      kind={kind}
      className={classes.chart}
    />
  );
}
