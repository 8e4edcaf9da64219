// The DCU specification (PDF) on the document kit: the product and its article, the main
// characteristics, the bill of materials, the hydraulic data, the scheme and the general view.
import { dcuDocumentLabels, ruNumber, type DcuResult } from '@podbor/contracts';
import type { DcuConfiguration } from '@podbor/engineering/dcu';
import { renderDatasheet, type Datasheet } from '../../documents/datasheet';

export interface DcuDatasheetInput {
  request: { id: number; created: string };
  configuration: DcuConfiguration;
  response: DcuResult;
  images: { iso: Uint8Array; scheme: Uint8Array };
}

const L = dcuDocumentLabels.datasheet;
const num = (x: number, digits: number) => ruNumber(Math.round(x * 10 ** digits) / 10 ** digits);

/** The specification as the kit's sections. */
export function dcuDatasheet(d: DcuDatasheetInput): Datasheet {
  const c = d.configuration;
  const r = d.response;
  const h = r.hydraulics;
  return {
    kind: dcuDocumentLabels.documentName,
    title: r.productName,
    subtitle: L.article(r.articul),
    image: d.images.iso,
    request: d.request,
    illustrative: c.note ? { note: c.note, checkAgainst: L.checkAgainst } : null,
    sections: [
      { kind: 'table', title: L.params, rows: Object.entries(r.productParams) },
      {
        kind: 'columns',
        title: L.bom,
        columns: [
          { title: L.bomColumns[0], weight: 0.4, align: 'right' },
          { title: L.bomColumns[1], weight: 1.2 },
          { title: L.bomColumns[2], weight: 3.6 },
          { title: L.bomColumns[3], weight: 0.5, align: 'right' },
          { title: L.bomColumns[4], weight: 0.8, align: 'right' },
        ],
        rows: r.bom.map((l, i) => [
          String(i + 1),
          l.article,
          l.name,
          String(l.quantity),
          num(l.massKg * l.quantity, 2),
        ]),
      },
      { kind: 'note', text: L.bomTotal(num(r.massKg, 1)) },
      {
        kind: 'columns',
        title: L.hydraulics,
        columns: [
          { title: L.hydraulicsColumns[0], weight: 2.6 },
          { title: L.hydraulicsColumns[1], weight: 1 },
          { title: L.hydraulicsColumns[2], weight: 1.1 },
          { title: L.hydraulicsColumns[3], weight: 0.8, align: 'right' },
          { title: L.hydraulicsColumns[4], weight: 0.8, align: 'right' },
          { title: L.hydraulicsColumns[5], weight: 0.8, align: 'right' },
        ],
        rows: [
          ...h.path.map((e) => [
            e.name,
            e.article,
            e.basis ? L.basis[e.basis] : '',
            num(e.kvs, 2),
            e.flowShare === 1 ? '1' : `1/${Math.round(1 / e.flowShare)}`,
            e.pressureLossBar === null ? '—' : num(e.pressureLossBar, 4),
          ]),
          [
            dcuDocumentLabels.params.kvs,
            '',
            '',
            num(h.kvsUnit, 2),
            '',
            h.pressureLossBar === null ? '—' : num(h.pressureLossBar, 4),
          ],
        ],
      },
      { kind: 'note', text: h.designFlowM3h === null ? `${L.hydraulicsNote} ${L.noFlow}` : L.hydraulicsNote },
      {
        kind: 'charts',
        title: L.scheme,
        charts: [{ png: d.images.scheme }],
      },
    ],
  };
}

export const renderDcuDatasheet = (d: DcuDatasheetInput): Promise<Uint8Array> =>
  renderDatasheet(dcuDatasheet(d));
