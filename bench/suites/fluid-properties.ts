// fluidProperties() speed in-process: mean time per call over states spread across each medium's
// range (the PHE engine calls it per side per candidate). Run alone: npx tsx bench/suites/fluid-properties.ts
import { fileURLToPath } from 'node:url';
import { fluidProperties, type FluidSpec, type FluidState } from '@podbor/engineering/fluids';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

const CALLS_PER_ROUND = 100_000;
const ROUNDS = 15;
const WARMUP_ROUNDS = 3;

/** Valid states per medium: temperatures across the range, pressures above boiling. */
function states(spec: FluidSpec, tMin: number, tMax: number, pressure: number): [FluidSpec, FluidState][] {
  const out: [FluidSpec, FluidState][] = [];
  for (let i = 0; i < 64; i++) out.push([spec, { temperature: tMin + ((tMax - tMin) * i) / 63, pressure }]);
  return out;
}

const CASES: Record<string, [FluidSpec, FluidState][]> = {
  water: states({ medium: 'water' }, 1, 200, 16),
  seawater: states({ medium: 'seawater' }, 1, 180, 10),
  'MEG 30 %': states({ medium: 'ethylene-glycol', fraction: 0.3 }, -10, 100, 3),
  'PG 80 %': states({ medium: 'propylene-glycol', fraction: 0.8 }, -20, 120, 3),
};

/** Mean µs per call of `rounds` rounds over the cases' states. */
function measure(cases: [FluidSpec, FluidState][], rounds: number): number[] {
  const perCall: number[] = [];
  let sink = 0;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let k = 0; k < CALLS_PER_ROUND; k++) {
      const [spec, state] = cases[k & 63]!;
      sink += fluidProperties(spec, state).viscosity;
    }
    perCall.push(((performance.now() - t) * 1000) / CALLS_PER_ROUND);
  }
  if (!(sink > 0)) throw new Error('fluidProperties returned nothing: the bench measures nothing');
  return perCall;
}

export default async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const all: number[] = [];
  for (const [name, cases] of Object.entries(CASES)) {
    measure(cases, WARMUP_ROUNDS);
    const rounds = measure(cases, ROUNDS);
    all.push(...rounds);
    figures.push({
      name: `fluid properties: ${name}, p50`,
      value: percentile(rounds, 50),
      unit: 'µs',
      target: null,
    });
  }
  // The target is per call for every medium; a round's mean above it on a busy machine shows as p95.
  figures.unshift({
    name: 'fluid properties: one call, p95 of rounds',
    value: percentile(all, 95),
    unit: 'µs',
    target: '< 2',
  });
  return figures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
