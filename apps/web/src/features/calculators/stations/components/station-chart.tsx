// A set's H–Q chart on the page: the same ECharts option (@podbor/charts/stations) the server draws
// into the set's PNG and datasheet; ECharts itself comes with the kit's lazy chart. A narrow chart
// (a phone, or the results column) takes the charts package's narrow layout.
import { pumpChartNarrow } from '@podbor/charts/pumps';
import { stationHeadChart } from '@podbor/charts/stations';
import type { StationSet } from '@podbor/contracts';
import { useMemo } from 'react';
import { LazyEChart } from '../../../../components/calculator/lazy-echart';
import classes from './station-page.module.css';

/**
 * The set's legend (three long names) takes two lines below about this width — the results column
 * at 1366 px is ~590 px — and the wide layout's axis title would sit on it: the narrow layout,
 * which leaves the legend the lines it needs, is used up to here.
 */
const STATION_NARROW_PX = 720;

export function StationChart({ set, title }: { set: StationSet; title: string }) {
  const option = useMemo(() => stationHeadChart(set), [set]);
  return (
    <LazyEChart
      option={option}
      title={title}
      kind="station-hq"
      className={classes.chart}
      // Narrow: the legend wrapped whole under the plot, which is lifted above it (as the pump page).
      narrowOption={pumpChartNarrow}
      narrowPx={STATION_NARROW_PX}
    />
  );
}
