// Server-side charts: an ECharts option (from @podbor/charts, the same the page draws) rendered as
// SVG by ECharts' SSR mode, then rasterised to PNG by resvg with the embedded DejaVu font.
import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';
import { Resvg } from '@resvg/resvg-js';
import { documentFontFiles, DOCUMENT_FONT_FAMILY } from './fonts';

export interface ChartPngOptions {
  /** CSS pixels of the chart layout. */
  width: number;
  height: number;
  /** Pixel density of the PNG (2 → 2·width × 2·height pixels), for print and zoom. */
  scale?: number;
}

/** The chart as an SVG string, laid out at width × height. */
export function renderChartSvg(option: EChartsOption, { width, height }: ChartPngOptions): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The chart as a PNG on white. Texts in the option should ask for DOCUMENT_FONT_FAMILY. */
export function renderChartPng(option: EChartsOption, opts: ChartPngOptions): Uint8Array {
  const fonts = documentFontFiles();
  const png = new Resvg(renderChartSvg(option, opts), {
    background: '#ffffff',
    fitTo: { mode: 'zoom', value: opts.scale ?? 2 },
    font: {
      loadSystemFonts: false,
      fontFiles: [fonts.regular, fonts.bold],
      defaultFontFamily: DOCUMENT_FONT_FAMILY,
    },
  })
    .render()
    .asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
