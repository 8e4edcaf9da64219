// One ECharts chart of a calculator page (the default export, so a page loads it with React.lazy and
// ECharts never reaches pages without a chart): SVG, resized with its box, and on a narrow box
// (a phone) the page's narrow variant of the option, with the tooltip kept inside the chart.
import type { EChartsOption } from 'echarts';
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
import { useEffect, useRef, useState } from 'react';
import classes from './calculator.module.css';

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

export type EChartInstance = echarts.ECharts;

type Pair = [number, number];
/** ECharts' tooltip position callback: the box in the chart's corner across from the pointer. */
export function awayFromPointer(
  point: Pair,
  _params: unknown,
  _dom: unknown,
  _rect: unknown,
  size: { contentSize: Pair; viewSize: Pair },
): Pair {
  const [x, y] = point;
  const [w, h] = size.contentSize;
  const [width, height] = size.viewSize;
  const edge = 4;
  return [
    x < width / 2 ? Math.max(edge, width - w - edge) : edge,
    y < height / 2 ? Math.max(edge, height - h - edge) : edge,
  ];
}

/** Below this chart width the legend would wrap over the plot and a readout would be cut. */
export const NARROW_CHART_PX = 560;

export interface EChartProps {
  option: EChartsOption;
  /** The caption, also the chart's accessible name. */
  title: string;
  /** The option for a narrow chart (a phone), e.g. a scrolling legend; the option itself by default. */
  narrowOption?: (option: EChartsOption, widthPx: number) => EChartsOption;
  /** Wires events to the instance once it exists; may return a cleanup. */
  onInit?: (chart: EChartInstance) => void | (() => void);
  /** The drawing's class (its height); the kit's 280 px (240 px on a phone) by default. */
  className?: string;
  /** data-chart of the drawing, for tests and styles. */
  kind?: string;
  narrowPx?: number;
}

export default function EChart({
  option,
  title,
  narrowOption,
  onInit,
  className,
  kind,
  narrowPx = NARROW_CHART_PX,
}: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartInstance | null>(null);
  // The chart's width while narrow (in 10 px steps, so a resize re-lays it out only now and then).
  const [narrow, setNarrow] = useState<number | null>(null);
  const onInitRef = useRef(onInit);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const cleanup = onInitRef.current?.(instance);
    const observer = new ResizeObserver(() => {
      setNarrow(el.clientWidth < narrowPx ? Math.floor(el.clientWidth / 10) * 10 : null);
      instance.resize();
    });
    observer.observe(el);
    return () => {
      cleanup?.();
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [narrowPx]);

  useEffect(() => {
    const o = narrow !== null && narrowOption ? narrowOption(option, narrow) : option;
    // Confined to the chart: on a phone the tooltip would otherwise run off the screen's edge.
    chart.current?.setOption(
      {
        ...o,
        tooltip: {
          ...(o.tooltip as object),
          confine: true,
          // A phone's chart is too small for a box beside the finger: it goes to the corner across
          // from the pointer, so the curves under and around the point read stay in view.
          ...(narrow !== null ? { position: awayFromPointer } : {}),
          // Labels wrap rather than widen the box past a phone's screen.
          extraCssText:
            (o.tooltip as { extraCssText?: string } | undefined)?.extraCssText ??
            'max-width: min(380px, calc(100vw - 32px));',
        },
      } as EChartsOption,
      { notMerge: true },
    );
  }, [option, narrow, narrowOption]);

  return (
    <figure className={classes.chartFigure}>
      <figcaption className={classes.chartTitle}>{title}</figcaption>
      <div ref={ref} className={className ?? classes.chart} data-chart={kind} role="img" aria-label={title} />
    </figure>
  );
}
