// The pump's interactive charts (H–Q with the system curve and working point, power, efficiency,
// NPSHr), drawn by ECharts from @podbor/charts' options — the same definitions the server renders
// into HQc.png and the datasheet. Loaded lazily: ECharts never reaches the pages that show no chart.
import { formatFigure, pumpChartText, pumpCharts, type PumpChartSet } from '@podbor/charts/pumps';
import type { PumpCurvesData } from '@podbor/contracts';
import type { EChartsOption, SeriesOption } from 'echarts';
import { LineChart, ScatterChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  LegendScrollComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import classes from './pump-page.module.css';

echarts.use([
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  LegendScrollComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

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

/**
 * What only the page needs on top of the shared chart definition: readable pointer labels while
 * hovering (the PNGs have no pointer). The H–Q chart's right axis is the same head in metres.
 */
const interactive = (option: EChartsOption, metresPerBar: number): EChartsOption => ({
  ...option,
  xAxis: withPointerLabels(option.xAxis as Axis | Axis[] | undefined, 1) as EChartsOption['xAxis'],
  yAxis: withPointerLabels(option.yAxis as Axis | Axis[] | undefined, metresPerBar) as EChartsOption['yAxis'],
});

/** Below this chart width the legend would wrap over the plot and the readout would be cut. */
const NARROW_PX = 560;

/**
 * A narrow chart (a phone) keeps its legend on one scrolling line and drops the readout above the
 * plot: the same values stand in the working-point table above the charts.
 */
const forWidth = (option: EChartsOption, narrow: boolean): EChartsOption =>
  narrow
    ? {
        ...option,
        title: [],
        legend: { ...(option.legend as object), type: 'scroll', left: 8, right: 8 },
        grid: { ...(option.grid as object), left: 52, bottom: 72 },
      }
    : option;

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
  const group = useId();
  const options = useMemo(() => {
    const set: PumpChartSet = hasDuty ? pumpCharts(curves) : pumpCharts({ ...curves, workingPoint: null });
    const page = (o: EChartsOption) => interactive(hasDuty ? o : curvesOnly(o), curves.headMetresPerBar);
    return Object.fromEntries(order.map((k) => [k, page(set[k])])) as Record<ChartKey, EChartsOption>;
  }, [curves, hasDuty]);

  // One group: hovering a flow on one chart shows the same flow on the others.
  useEffect(() => {
    echarts.connect(group);
    return () => echarts.disconnect(group);
  }, [group]);

  return (
    <div className={classes.charts}>
      {order.map((key) => (
        <Chart key={key} kind={key} option={options[key]} group={group} />
      ))}
    </div>
  );
}

function Chart({ kind, option, group }: { kind: ChartKey; option: EChartsOption; group: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [narrow, setNarrow] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    instance.group = group;
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      setNarrow(el.clientWidth < NARROW_PX);
      instance.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [group]);

  useEffect(() => {
    chart.current?.setOption(forWidth(option, narrow), { notMerge: true });
  }, [option, narrow]);

  const title = pumpChartText.titles[kind];
  return (
    <figure className={classes.chartFigure}>
      <figcaption className={classes.chartTitle}>{title}</figcaption>
      <div ref={ref} className={classes.chart} data-chart={kind} role="img" aria-label={title} />
    </figure>
  );
}
