// DCU configurator speed in-process: options → BOM, cabinet, article, Kvs and Δp (p95 over a spread
// of configurations, both work types), the article read back, and the documents of a unit (PDF,
// scheme and 3D PNG). Run alone:
// npx tsx bench/suites/dcu-engine.ts
import { fileURLToPath } from 'node:url';
import { dcuCatalogue } from '@podbor/catalog/dcu';
import { configureDcu, decodeDcuArticle, defaultDcuOptions, type DcuOptions } from '@podbor/engineering/dcu';
import { dcuDocuments, dcuResponse } from '../../apps/server/src/modules/dcu/engine';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

/**
 * Small and large units of both types, with and without meters and regulators; each flow within the
 * design flow check (1.5 m/s in a DN25 connection is 2.65 m³/h, decision 0028), so none is refused.
 */
const UNITS: { options: DcuOptions; flow: number | null }[] = [
  { options: defaultDcuOptions(0), flow: 1.5 },
  {
    options: { ...defaultDcuOptions(0), OutputCount: 12, RidanRegulatorDiametr: null, UseInputSchetchik: 1 },
    flow: 2.5,
  },
  {
    options: { ...defaultDcuOptions(0), ConnectionDiametr: 50, RidanRegulatorDiametr: 40, OutputCount: 8 },
    flow: null,
  },
  { options: defaultDcuOptions(1), flow: 2 },
  {
    options: {
      ...defaultDcuOptions(1),
      OutputCount: 10,
      StainlessRegulatorPosition: 1,
      UseInputSchetchik: 1,
    },
    flow: 2.5,
  },
];
const WARMUP = 200;
const RUNS = 2000;

export default async function run(): Promise<Figure[]> {
  let t = performance.now();
  configureDcu(UNITS[0]!.options, dcuCatalogue, UNITS[0]!.flow);
  const coldMs = performance.now() - t;
  for (let i = 0; i < WARMUP; i++) configureDcu(UNITS[i % UNITS.length]!.options, dcuCatalogue);
  const configure: number[] = [];
  const decode: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const u = UNITS[i % UNITS.length]!;
    t = performance.now();
    const c = configureDcu(u.options, dcuCatalogue, u.flow);
    configure.push(performance.now() - t);
    t = performance.now();
    if (!decodeDcuArticle(c.article).ok) throw new Error(`article ${c.article} does not read back`);
    decode.push(performance.now() - t);
  }
  // The documents of one unit (PDF specification, scheme PNG, 3D PNG), as the worker makes them.
  const docs: number[] = [];
  for (let i = 0; i < 12; i++) {
    const u = UNITS[i % UNITS.length]!;
    const c = configureDcu(u.options, dcuCatalogue, u.flow);
    t = performance.now();
    await dcuDocuments(c, dcuResponse(c), { id: i + 1, created: new Date().toISOString(), documents: true });
    docs.push(performance.now() - t);
  }
  return [
    { name: 'dcu engine: configuration p95', value: percentile(configure, 95), unit: 'ms', target: '< 5' },
    { name: 'dcu engine: configuration, cold', value: coldMs, unit: 'ms', target: null },
    { name: 'dcu engine: article read back p95', value: percentile(decode, 95), unit: 'ms', target: null },
    // The first two warm the fonts and pdfkit; the median of the rest.
    {
      name: 'dcu documents (PDF + 2 PNG) p50',
      value: percentile(docs.slice(2), 50),
      unit: 'ms',
      target: '< 300',
    },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
