// Public surface of @podbor/charts/stations: the ECharts option of a station set's H–Q chart (the
// set curve at full speed, at the working speed, the duty point), shared by the page and the PNG.
export { stationHeadChart, stationChartColors, stationChartText, type StationChartOptions } from './options';
export { formatFigure } from '../format';
