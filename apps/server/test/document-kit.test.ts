// The document kit as a calculator uses it: a datasheet of several pages with Cyrillic text, the
// request line and page number on every page, a columns table that repeats its header after a page
// break, charts that never run off a page; and the pump datasheet described on it.
import { describe, expect, it } from 'vitest';
import { documentLabels, pumpDocumentLabels } from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { renderChartPng } from '../src/documents/chart-png';
import { drawDatasheet, moscowTime, type Datasheet } from '../src/documents/datasheet';
import { MIN_CHART_HEIGHT, pageFrame } from '../src/documents/layout';
import { createPdf, pdfBytes, type Pdf } from '../src/documents/pdf';
import { pumpEngine } from '../src/modules/pumps/engine';

interface Drawn {
  page: number;
  y: number;
  text: string;
}
interface Placed {
  page: number;
  y: number;
  height: number;
}

/** An uncompressed document that records every text and image it draws, with its page. */
function recordingPdf(): { doc: Pdf; texts: Drawn[]; images: Placed[]; pages: () => number } {
  const doc = createPdf({ title: 'test', compress: false });
  const pages: object[] = [doc.page];
  doc.on('pageAdded', () => pages.push(doc.page));
  const texts: Drawn[] = [];
  const images: Placed[] = [];
  const text = doc.text.bind(doc) as (...args: unknown[]) => Pdf;
  doc.text = ((...args: unknown[]) => {
    const y = typeof args[2] === 'number' ? args[2] : doc.y;
    texts.push({ page: pages.indexOf(doc.page), y, text: String(args[0]) });
    return text(...args);
  }) as typeof doc.text;
  const image = doc.image.bind(doc) as (...args: unknown[]) => Pdf;
  doc.image = ((...args: unknown[]) => {
    const opts = args[3] as { height?: number } | undefined;
    images.push({ page: pages.indexOf(doc.page), y: args[2] as number, height: opts?.height ?? 0 });
    return image(...args);
  }) as typeof doc.image;
  return { doc, texts, images, pages: () => pages.length };
}

/**
 * A string of the PDF's info dictionary, as pdfkit writes it: an indirect object holding a literal
 * string, UTF-16BE with a byte-order mark.
 */
function pdfInfoString(pdf: string, key: string): string {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\(((?:\\\\[\\s\\S]|[^\\\\)])*)\\)`);
  const raw = literal.exec(pdf)?.[1] ?? '';
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const binary = raw.replace(/\\([\s\S])/g, (_, c: string) => escapes[c] ?? c);
  const bytes = Buffer.from(binary, 'latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

const request = { id: 42, created: '2026-11-25T11:03:00.000Z', documents: true };
const chart = renderChartPng(
  {
    title: { text: 'Расход через узел' },
    xAxis: { type: 'value', name: 'Q, м³/ч' },
    yAxis: { type: 'value', name: 'H, м' },
    series: [
      {
        type: 'line',
        data: [
          [0, 10],
          [5, 8],
          [10, 3],
        ],
      },
    ],
  },
  { width: 800, height: 500, scale: 1 },
);
const bom = Array.from({ length: 70 }, (_, i) => [
  String(i + 1),
  `Позиция спецификации №\u00a0${i + 1}${i % 9 === 0 ? ': шаровой кран с длинным наименованием, которое переносится' : ''}`,
  `AQ-${1000 + i}`,
  String((i % 4) + 1),
]);
const sheet: Datasheet = {
  kind: 'Спецификация коллекторного узла',
  title: 'Узел распределительный УР-8',
  subtitle: 'Артикул: AQ-DCU-8',
  request,
  illustrative: { note: 'Иллюстративные данные, не данные производителя', checkAgainst: 'паспортом узла' },
  sections: [
    {
      kind: 'table',
      title: 'Исходные данные',
      rows: [
        ['Число выходов', '8'],
        ['Диаметр подключения', '32 мм'],
      ],
    },
    {
      kind: 'columns',
      title: 'Спецификация',
      columns: [
        { title: '№', weight: 0.4, align: 'right' },
        { title: 'Наименование', weight: 4 },
        { title: 'Артикул', weight: 1.4 },
        { title: 'Кол-во', weight: 0.8, align: 'right' },
      ],
      rows: bom,
    },
    { kind: 'charts', title: 'Характеристики', charts: [{ png: chart, caption: 'Рис. 1' }, { png: chart }] },
    { kind: 'note', text: 'Проверьте давление в системе перед монтажом.', tone: 'warning' },
  ],
};

describe('document kit', () => {
  it('renders a multi-page datasheet: footer on every page, the columns header repeated', async () => {
    const { doc, texts, images, pages } = recordingPdf();
    drawDatasheet(doc, sheet);
    const { bottom, top } = pageFrame(doc);
    const bytes = Buffer.from(await pdfBytes(doc));
    const pdf = bytes.toString('latin1');
    const count = pages();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(count);

    // The request line and "стр. N из M" on every page.
    const line = documentLabels.requestLine(42, moscowTime(request.created));
    expect(line).toBe('Подбор №\u00a042 от 25.11.2026 14:03 МСК');
    for (let p = 0; p < count; p++) {
      const onPage = texts.filter((t) => t.page === p).map((t) => t.text);
      expect(onPage, `page ${p + 1}`).toContain(documentLabels.pageNumber(p + 1, count));
      expect(onPage, `page ${p + 1}`).toContain(
        `podbor · ${line} · Иллюстративные данные, не данные производителя`,
      );
    }
    // The warning under the heading, with the catalogue's note.
    expect(texts.map((t) => t.text)).toContain(
      'Иллюстративные данные, не данные производителя. Характеристики каталога приведены для примера; ' +
        'перед заказом сверьте их с паспортом узла.',
    );

    // Every row once, in order; the header row opens every page the table reaches.
    const rowTexts = texts.filter((t) => t.text.startsWith('Позиция спецификации'));
    expect(rowTexts.map((t) => t.text)).toEqual(bom.map((r) => r[1]));
    const rowPages = [...new Set(rowTexts.map((t) => t.page))];
    expect(rowPages.length).toBeGreaterThanOrEqual(2);
    for (const p of rowPages) {
      const header = texts.find((t) => t.page === p && t.text === 'Наименование');
      expect(header, `header on page ${p + 1}`).toBeDefined();
      const firstRow = rowTexts.find((t) => t.page === p)!;
      expect(header!.y).toBeLessThan(firstRow.y);
    }
    expect(texts.filter((t) => t.text === 'Наименование')).toHaveLength(rowPages.length);
    // Nothing but footers below the frame; the section title is not left alone at a page's foot.
    const footers = new Set(texts.filter((t) => t.y >= bottom).map((t) => t.text));
    expect([...footers].every((t) => t.startsWith('podbor') || t.startsWith('стр.'))).toBe(true);
    const title = texts.find((t) => t.text === 'Спецификация')!;
    expect(texts.find((t) => t.page === title.page && t.text === 'Наименование')).toBeDefined();

    // Charts at a readable size, inside the frame.
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.height).toBeGreaterThanOrEqual(MIN_CHART_HEIGHT);
      expect(image.y).toBeGreaterThanOrEqual(top);
      expect(image.y + image.height).toBeLessThanOrEqual(bottom);
    }

    // Cyrillic comes from the embedded DejaVu: its glyphs map back to Cyrillic code points.
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toMatch(/<041f>/i); // 'П'
    expect(pdf).toMatch(/<0439>/i); // 'й'
  });

  it('a key–value table longer than a page breaks row by row, its title kept with a row', async () => {
    const { doc, texts, pages } = recordingPdf();
    const rows = Array.from({ length: 90 }, (_, i): [string, string] => [`Параметр ${i + 1}`, `${i} кВт`]);
    drawDatasheet(doc, {
      title: 'Длинная таблица',
      request,
      illustrative: null,
      sections: [
        {
          kind: 'tables',
          tables: [
            { title: 'Первая', rows },
            { title: 'Вторая', rows },
          ],
        },
      ],
    });
    const { bottom } = pageFrame(doc);
    await pdfBytes(doc);
    expect(pages()).toBeGreaterThanOrEqual(4);
    const drawn = texts.filter((t) => t.text.startsWith('Параметр '));
    expect(drawn).toHaveLength(180);
    for (const t of drawn) expect(t.y).toBeLessThan(bottom);
    const second = texts.find((t) => t.text === 'Вторая')!;
    expect(texts.some((t) => t.page === second.page && t.y > second.y && t.text === 'Параметр 1')).toBe(true);
    // No illustrative note: the footer is the request line alone.
    expect(texts.map((t) => t.text)).toContain(`podbor · Подбор №\u00a042 от 25.11.2026 14:03 МСК`);
  });

  it('cuts a footer line that would run into the page number', async () => {
    const { doc, texts } = recordingPdf();
    const note = `Иллюстративные данные: ${'очень длинное примечание каталога '.repeat(6)}`;
    drawDatasheet(doc, {
      title: 'Узел',
      request,
      illustrative: { note, checkAgainst: 'паспортом' },
      sections: [],
    });
    const { width } = pageFrame(doc);
    await pdfBytes(doc);
    const footer = texts.find((t) => t.text.startsWith('podbor · '))!;
    expect(footer.text.endsWith('…')).toBe(true);
    doc.fontSize(7.5);
    expect(doc.widthOfString(footer.text)).toBeLessThanOrEqual(width - 70);
  });
});

describe('pump datasheet on the kit', () => {
  it('is titled with the pump, keeps its four charts and names its file from the contracts', async () => {
    const evr = loadPumpCatalog().series[0]!;
    const model = evr.models.find((m) => m.name === 'EVR 5-14')!;
    const form = { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0 };
    const files = (await pumpEngine({ seriesId: evr.id, pumpId: model.id, form }, request)).files ?? [];
    const pdf = files.find((f) => f.name === pumpDocumentLabels.files.datasheet('EVR 5-14'));
    expect(pdf).toBeDefined();
    const text = Buffer.from(pdf!.data).toString('latin1');
    expect(pdfInfoString(text, 'Title')).toBe('Паспорт насоса Aquastrong EVR 5-14');
    expect(pdfInfoString(text, 'Subject')).toBe('Подбор №\u00a042');
    // The four charts: 1600 × 1000 colour images (H–Q, power, efficiency, NPSHr).
    const images = [...text.matchAll(/<<\s*\/Type \/XObject\s*\/Subtype \/Image([^>]*)>>/g)].map(
      (m) => m[1]!,
    );
    expect(images.filter((d) => /\/Width 1600\b/.test(d) && /\/DeviceRGB/.test(d))).toHaveLength(4);
    // Duty, working point and why it fits; two pages of charts; the catalogue data (hydraulics,
    // motor, dimensions) since the water and energy rows of decision 0031 joined the first page.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(4);
  }, 60_000);
});
