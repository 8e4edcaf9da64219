// The comparison's H–Q chart (packages/charts' pumpCompareChart) drawn by the kit's EChart; the
// default export, loaded lazily so ECharts comes only with a chart.
import { pumpChartNarrow, pumpCompareChart, type ComparedCurves } from '@podbor/charts/pumps';
import { useMemo } from 'react';
import EChart from '../../../../components/calculator/echart';
import own from './compare.module.css';

export default function CompareChart({ pumps, title }: { pumps: readonly ComparedCurves[]; title: string }) {
  const option = useMemo(() => pumpCompareChart(pumps), [pumps]);
  return (
    <EChart
      option={option}
      narrowOption={pumpChartNarrow}
      title={title}
      kind="compare"
      className={own.chart}
    />
  );
}
