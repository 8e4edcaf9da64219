// Plate heat-exchanger engine speed in-process: 'search all types' design (every model of the line ×
// every thickness × 3 channel mixes × 9 groupings) p95, and rating p95. Run alone:
// npx tsx bench/suites/phe-engine.ts
// Properties: the real formulations (@podbor/engineering/fluids: IF97 water), as the server runs it.
import { fileURLToPath } from 'node:url';
import { pheCatalogue } from '@podbor/catalog/phe';
import { createPheEngine, type PheDesignInput } from '@podbor/engineering/phe';
import { fluidProperties } from '@podbor/engineering/fluids';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

const engine = createPheEngine({ catalogue: pheCatalogue, properties: fluidProperties });
const WATER = { medium: 'water' } as const;

/** Representative duties: small to large, close and wide approaches, both lines. */
const DUTIES: PheDesignInput[] = [
  [50, 90, 70, 10, 60, 'clever'],
  [200, 90, 60, 40, 70, 'clever'],
  [800, 130, 70, 60, 95, 'clever'],
  [2000, 95, 70, 60, 80, 'clever'],
  [150, 70, 50, 10, 45, 'lt'],
  [1200, 110, 80, 70, 90, 'lt'],
].map(([dutyKW, hIn, hOut, cIn, cOut, line]) => ({
  line: line as 'clever' | 'lt',
  dutyKW: dutyKW as number,
  hot: { fluid: WATER, tIn: hIn as number, tOut: hOut as number, maxPressureDropKPa: 50 },
  cold: { fluid: WATER, tIn: cIn as number, tOut: cOut as number, maxPressureDropKPa: 50 },
  reservePct: 10,
  plateMaterial: 'AISI316',
  pressureBar: 6,
}));
const WARMUP = 30;
const RUNS = 300;

export default async function run(): Promise<Figure[]> {
  let t = performance.now();
  engine.design(DUTIES[1]!);
  const coldMs = performance.now() - t;
  for (let i = 0; i < WARMUP; i++) engine.design(DUTIES[i % DUTIES.length]!);
  const designs: number[] = [];
  let offered = 0;
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    const r = engine.design(DUTIES[i % DUTIES.length]!);
    designs.push(performance.now() - t);
    if (r.ok) offered += r.solutions.length;
  }
  if (offered === 0) throw new Error('no unit was offered for any duty: the bench measures nothing');
  const ratings: number[] = [];
  const answer = engine.design(DUTIES[1]!);
  if (!answer.ok) throw new Error(answer.refusal.reason);
  const s = answer.solutions[0]!;
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    engine.rate({
      line: s.line,
      model: s.model,
      thicknessMm: s.thicknessMm,
      channelMix: s.channelMix,
      plates: s.check.plates,
      passesHot: s.check.passesHot,
      passesCold: s.check.passesCold,
      hot: { fluid: WATER, tIn: 90, massFlowKgS: s.check.hot.massFlowKgS },
      cold: { fluid: WATER, tIn: 40, massFlowKgS: s.check.cold.massFlowKgS },
      plateMaterial: 'AISI316',
      designDutyKW: 200,
      pressureBar: 6,
    });
    ratings.push(performance.now() - t);
  }
  process.stderr.write(
    `  [phe-engine] ${pheCatalogue.models.length} models, ${offered / RUNS} solutions a design on average\n`,
  );
  return [
    { name: 'phe engine: search all types p95', value: percentile(designs, 95), unit: 'ms', target: '≤ 50' },
    { name: 'phe engine: search all types p50', value: percentile(designs, 50), unit: 'ms', target: null },
    { name: 'phe engine: search all types, cold', value: coldMs, unit: 'ms', target: null },
    { name: 'phe engine: rating p95', value: percentile(ratings, 95), unit: 'ms', target: null },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
