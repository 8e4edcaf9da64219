// Public surface of @podbor/charts/pumps: ECharts options of a pump's charts from PumpCurvesData,
// and their Russian texts. Pure: only types from echarts and contracts, so web and server share it.
// The options use line and scatter series with the grid, legend, tooltip, title and markLine
// components: a tree-shaken echarts/core must register those.
export {
  pumpHeadChart,
  pumpPowerChart,
  pumpEfficiencyChart,
  pumpNpshrChart,
  pumpCharts,
  pumpChartNarrow,
  pumpChartColors,
  aboveLevel,
  REFUSED_SYMBOL,
  type PumpChartOptions,
  type PumpCurves,
  type PumpChartSet,
} from './options';
export { pumpChartText, pumpUnitText, pumpCountText } from './text';
export {
  interpolateCurve,
  pumpReadingsAt,
  type PumpReading,
  type PumpReadingKey,
  type PumpReadings,
} from './readings';
export { formatFigure, formatTick, niceScale } from '../format';
export { pumpCompareChart, pumpCompareColors, type ComparedCurves } from './compare';
