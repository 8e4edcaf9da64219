// The pump datasheet (PDF): identity and illustration, the inputs, the working point, why the pump
// fits, the H–Q, power, efficiency and NPSHr charts, the parameter groups, and the request's number
// and date.
import type {
  PumpFitReason,
  PumpForm,
  PumpParamGroup,
  PumpSeriesRecord,
  PumpWorkingPoint,
} from '@podbor/contracts';
import { formatFigure, pumpUnitText } from '@podbor/charts/pumps';
import { ISO_9906_GRADE_2B, PREFERRED_REGION_PCT, type AppliedPumpMode } from '@podbor/engineering/pumps';
import { createPdf, pdfBytes, PDF_FONT, type Pdf } from '../../documents/pdf';

export interface DatasheetInput {
  request: { id: number; created: string };
  series: PumpSeriesRecord;
  model: { name: string; article: string };
  form: PumpForm;
  applied: AppliedPumpMode;
  workingPoint: PumpWorkingPoint;
  why: PumpFitReason;
  rank: number;
  candidates: number;
  /** Metres of water per bar used by the engine [m/bar]. */
  headMetresPerBar: number;
  paramGroups: PumpParamGroup[];
  /** The chart PNGs (800 × 500 layout) and the series drawing. */
  images: {
    hq: Uint8Array;
    power: Uint8Array;
    efficiency: Uint8Array;
    npshr: Uint8Array;
    series: Uint8Array | null;
  };
  /** The catalogue's data note (illustrative data says so), or null for manufacturer data. */
  note: string | null;
}

const INK = '#212529';
const MUTED = '#6c757d';
const RULE = '#dee2e6';
const SHADE = '#f1f3f5';
const WARN = '#e8590c';
/** The chart PNGs are laid out at 800 × 500. */
const CHART_ASPECT = 800 / 500;
/** Below this height a chart goes to the next page instead [pt]. */
const MIN_CHART_HEIGHT = 230;

/** '23.11.2025 18:45 МСК' — the portal's users are in Russia; Moscow time is named. */
export function moscowTime(iso: string): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  const time = d.toLocaleTimeString('ru-RU', {
    timeZone: 'Europe/Moscow',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date} ${time} МСК`;
}

const pct = (v: number) => `${formatFigure(v, 1)} %`;
const signedPct = (v: number) => `${v > 0 ? '+' : ''}${formatFigure(v, 1)} %`;

/** The PDF bytes of one pump's datasheet. */
export async function renderDatasheet(d: DatasheetInput): Promise<Uint8Array> {
  const title = `Технический лист насоса Aquastrong ${d.model.name}`;
  const doc = createPdf({ title, subject: `Подбор № ${d.request.id}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const flow = pumpUnitText[d.form.units === 'l' ? 'l/s' : 'm3/h'];
  const head = (bar: number) => `${formatFigure(bar)} бар (${formatFigure(bar * d.headMetresPerBar)} м)`;
  const wp = d.workingPoint;

  // Identity, with the series illustration on the right.
  const imageW = 170;
  const textW = width - imageW - 16;
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text('Технический лист насоса', left, doc.page.margins.top, { width: textW });
  doc.moveDown(0.2);
  doc.font(PDF_FONT.bold).fillColor(INK).fontSize(20).text(`Aquastrong ${d.model.name}`, { width: textW });
  doc.font(PDF_FONT.regular).fontSize(11).text(`Артикул: ${d.model.article}`, { width: textW });
  doc.moveDown(0.3);
  doc.fontSize(9).fillColor(MUTED).text(`Серия ${d.series.name}. ${d.series.description}`, { width: textW });
  doc.moveDown(0.3);
  doc.text(`Подбор № ${d.request.id} от ${moscowTime(d.request.created)}`, { width: textW });
  let y = doc.y;
  if (d.images.series) {
    const top = doc.page.margins.top;
    doc.image(Buffer.from(d.images.series), left + width - imageW, top, {
      fit: [imageW, 128],
      align: 'right',
    });
    doc
      .rect(left + width - imageW, top, imageW, 128)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y = Math.max(y, top + 128);
  }

  if (d.note) {
    y += 10;
    const text = `${d.note}. Характеристики каталога приведены для примера; перед заказом сверьте их с паспортом насоса.`;
    doc.fontSize(9);
    const h = doc.heightOfString(text, { width: width - 16 }) + 10;
    doc.rect(left, y, width, h).lineWidth(1).strokeColor(WARN).stroke();
    doc.fillColor(WARN).text(text, left + 8, y + 5, { width: width - 16 });
    y += h;
  }

  // Inputs and the working point side by side.
  y += 14;
  const colW = (width - 16) / 2;
  const count = (n: number) => `${n}${d.series.has_count ? '' : ' (серия без выбора числа насосов)'}`;
  const control =
    d.applied.BoxType === 0 ? '0 — с частотным регулированием' : '2 — без частотного регулирования';
  const yInputs = table(doc, left, y, colW, 'Исходные данные', [
    ['Единицы расхода', `${flow} (${d.form.units})`],
    ['Требуемая подача Q', `${formatFigure(d.form.Q)} ${flow}`],
    ['Требуемый напор H', head(d.form.H)],
    ['Статический напор H0', head(d.form.H0)],
    ['Число рабочих насосов', count(d.applied.pcnt)],
    ['Исполнение (BoxType)', d.series.has_control ? control : `${control} (серия без ПЧ)`],
  ]);
  const yPoint = table(doc, left + colW + 16, y, colW, 'Рабочая точка', [
    ['Подача Q', `${formatFigure(wp.Q)} ${flow}`],
    ['Напор', head(wp.p)],
    ['КПД насоса', pct(wp.eff)],
    ['NPSHr одного насоса', `${formatFigure(wp.NPSH)} м`],
    [
      d.applied.pcnt > 1 ? 'Мощность P2 всех насосов' : 'Мощность на валу P2',
      `${formatFigure(wp.power)} кВт`,
    ],
    ['Частота вращения', `${formatFigure(wp.speed, 0)} об/мин (${pct(wp.speedPct)} номинальной)`],
  ]);

  // Why it fits.
  const why = d.why;
  const region = `${PREFERRED_REGION_PCT.min}–${PREFERRED_REGION_PCT.max} %`;
  const iso = `Q ±${ISO_9906_GRADE_2B.flow * 100} %, H ±${ISO_9906_GRADE_2B.head * 100} %`;
  y = table(doc, left, Math.max(yInputs, yPoint) + 14, width, 'Почему этот насос', [
    ['Место в подборе', `${d.rank} из ${d.candidates} подходящих моделей серии`],
    ['Отклонение напора от требуемого', signedPct(why.headDeviationPct)],
    ['Отклонение подачи от требуемой', signedPct(why.flowDeviationPct)],
    ['Подача насоса от подачи в оптимальной точке (BEP)', pct(why.bepFlowPct)],
    [`Предпочтительная зона ${region} BEP`, why.inPreferredRegion ? 'да' : 'нет'],
    [
      `Допуск ISO 9906, класс 2B (${iso})`,
      why.withinTolerance ? 'выполняется' : 'не выполняется: насос с запасом по напору',
    ],
  ]);

  // The charts carry their own titles. H–Q goes on the first page if it fits at a readable size.
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  for (const png of [d.images.hq, d.images.power, d.images.efficiency, d.images.npshr]) {
    y += 14;
    let h = Math.min(width / CHART_ASPECT, bottom() - y);
    if (h < MIN_CHART_HEIGHT) {
      doc.addPage();
      y = doc.page.margins.top;
      h = width / CHART_ASPECT;
    }
    const w = h * CHART_ASPECT;
    doc.image(Buffer.from(png), left + (width - w) / 2, y, { width: w, height: h });
    y += h;
  }

  // Parameter groups in two columns, each group whole, the taller column first.
  const groups = [...d.paramGroups]
    .sort((a, b) => a.sort - b.sort)
    .map((g) => ({ title: g.name, rows: g.params.map((p): [string, string] => [p.name, String(p.value)]) }));
  const columns: Array<{ groups: typeof groups; height: number }> = [
    { groups: [], height: 0 },
    { groups: [], height: 0 },
  ];
  for (const g of groups) {
    const column = columns[0]!.height <= columns[1]!.height ? columns[0]! : columns[1]!;
    column.groups.push(g);
    column.height += tableHeight(doc, colW, g.title, g.rows) + 14;
  }
  y += 14;
  if (y + Math.max(columns[0]!.height, columns[1]!.height) > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  columns.forEach((column, i) => {
    let at = y;
    for (const g of column.groups) at = table(doc, left + i * (colW + 16), at, colW, g.title, g.rows) + 14;
  });

  footer(doc, `podbor · Подбор № ${d.request.id} от ${moscowTime(d.request.created)}`, d.note);
  return pdfBytes(doc);
}

function sectionTitle(doc: Pdf, x: number, y: number, width: number, text: string): number {
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(INK).text(text, x, y, { width });
  doc.font(PDF_FONT.regular);
  const bottom = doc.y + 3;
  doc
    .moveTo(x, bottom)
    .lineTo(x + width, bottom)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  return bottom + 4;
}

const LABEL_SHARE = 0.52;

/** The height `table` will take, without drawing. */
function tableHeight(doc: Pdf, width: number, title: string, rows: Array<[string, string]>): number {
  doc.font(PDF_FONT.bold).fontSize(11);
  let h = doc.heightOfString(title, { width }) + 7;
  doc.font(PDF_FONT.regular).fontSize(9);
  for (const row of rows) h += rowHeight(doc, width, row);
  return h;
}

function rowHeight(doc: Pdf, width: number, [label, value]: [string, string]): number {
  const labelW = width * LABEL_SHARE;
  const valueW = width - labelW - 12;
  return (
    Math.max(doc.heightOfString(label, { width: labelW - 4 }), doc.heightOfString(value, { width: valueW })) +
    6
  );
}

/** A titled two-column table of label → value; answers the y below it. */
function table(doc: Pdf, x: number, y: number, width: number, title: string, rows: Array<[string, string]>) {
  let at = sectionTitle(doc, x, y, width, title);
  const labelW = width * LABEL_SHARE;
  const valueW = width - labelW - 12;
  doc.fontSize(9);
  rows.forEach(([label, value], i) => {
    const h = rowHeight(doc, width, [label, value]);
    if (i % 2 === 1) doc.rect(x, at, width, h).fill(SHADE);
    doc.fillColor(MUTED).text(label, x + 4, at + 3, { width: labelW - 4 });
    doc.fillColor(INK).text(value, x + labelW + 8, at + 3, { width: valueW });
    at += h;
  });
  doc
    .moveTo(x, at)
    .lineTo(x + width, at)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return at;
}

/** The request line, the data note and the page number at the foot of every page. */
function footer(doc: Pdf, left: string, note: string | null) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin must not start a new page.
    margins.bottom = 0;
    const y = doc.page.height - 36;
    const width = doc.page.width - margins.left - margins.right;
    doc
      .moveTo(margins.left, y - 6)
      .lineTo(margins.left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.fontSize(7.5).fillColor(MUTED);
    doc.text(note ? `${left} · ${note}` : left, margins.left, y, { width: width - 70, lineBreak: false });
    doc.text(`стр. ${i + 1} из ${range.count}`, margins.left + width - 70, y, { width: 70, align: 'right' });
    margins.bottom = bottom;
  }
}
