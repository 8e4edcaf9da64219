// Pump search across all series in-process (issue 13 item 7, decision 0032): selectAcrossSeries over
// the whole catalogue for a duty, p95 ≤ 5 ms; and a four-pump comparison with its curves.
// Run alone: npx tsx bench/suites/pump-search.ts
import { fileURLToPath } from 'node:url';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import {
  comparePumps,
  selectAcrossSeries,
  type BoxType,
  type PumpSelectionInput,
} from '@podbor/engineering/pumps';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

/** Duties small to large, low to high H0, each with 1–3 pumps and both control types. */
const DUTIES = [
  { Q: 1.5, H: 6, H0: 2 },
  { Q: 3, H: 4, H0: 1 },
  { Q: 5, H: 7, H0: 3 },
  { Q: 8, H: 3, H0: 0.5 },
  { Q: 14, H: 5, H0: 1.5 },
] as const;
const INPUTS: PumpSelectionInput[] = DUTIES.flatMap((d) =>
  [1, 2, 3].flatMap((pcnt) =>
    ([0, 2] as BoxType[]).map((BoxType) => ({ units: 'm' as const, ...d, Q: d.Q * pcnt, pcnt, BoxType })),
  ),
);
const WARMUP = 200;
const RUNS = 2000;

export default async function run(): Promise<Figure[]> {
  const catalog = loadPumpCatalog();
  for (let i = 0; i < WARMUP; i++) selectAcrossSeries(catalog.series, INPUTS[i % INPUTS.length]!);
  const searches: number[] = [];
  let offered = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    offered += selectAcrossSeries(catalog.series, INPUTS[i % INPUTS.length]!).candidates.length;
    searches.push(performance.now() - t);
  }
  if (offered === 0) throw new Error('no pump was offered for any duty: the bench measures nothing');

  // A comparison of the first four pumps the search offers for a middle duty.
  const duty = INPUTS[2]!;
  const ids = selectAcrossSeries(catalog.series, duty)
    .candidates.slice(0, 4)
    .map((c) => c.id);
  const pumps = ids.map((id) => {
    const series = catalog.series.find((s) => s.models.some((m) => m.id === id))!;
    return { series, model: series.models.find((m) => m.id === id)! };
  });
  const comparisons: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    comparePumps(pumps, duty);
    comparisons.push(performance.now() - t);
  }
  const models = catalog.series.reduce((n, s) => n + s.models.length, 0);
  process.stderr.write(
    `  [pump-search] ${catalog.series.length} series, ${models} models; ${INPUTS.length} duties\n`,
  );
  return [
    { name: 'pump search: all series p95', value: percentile(searches, 95), unit: 'ms', target: '≤ 5' },
    { name: 'pump search: all series p50', value: percentile(searches, 50), unit: 'ms', target: null },
    { name: 'pump compare: 4 pumps p95', value: percentile(comparisons, 95), unit: 'ms', target: null },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
