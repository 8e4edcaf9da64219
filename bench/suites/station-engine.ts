// Station engine speed in-process: one selection = every model of the series as a set for one
// duty, station type and working-pump count (issue 15: < 10 ms). Run alone:
// npx tsx bench/suites/station-engine.ts
import { fileURLToPath } from 'node:url';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import {
  STATION_TYPES,
  selectStationSets,
  type StationSelectionInput,
  type StationTypeCode,
} from '@podbor/engineering/stations';
import { percentile } from '../lib/stats';
import type { Figure } from '../lib/types';

/** Representative duties: consumption [m³/h], outlet and inlet pressure [m], maximum pressure [bar]. */
const DUTIES = [
  [5, 40, 10, 8],
  [12, 55, 15, 10],
  [20, 60, 15, 10],
  [35, 80, 20, 16],
  [8, 70, 5, 12],
] as const;
const WARMUP = 50;
const RUNS = 1000;

function inputs(): StationSelectionInput[] {
  const out: StationSelectionInput[] = [];
  for (const [consumption, pressure, affluent, maximum_pressure] of DUTIES) {
    for (const code of [0, 1, 2, 3, 4, 5, 6] as StationTypeCode[]) {
      const info = STATION_TYPES[code];
      for (let n = 1; n <= info.maxWorkingPumps; n++) {
        for (const series of info.series) {
          out.push({
            consumption,
            pressure,
            affluent,
            maximum_pressure,
            station_type: code,
            current_pumps: n,
            additional_pumps: 1,
            series,
          });
        }
      }
    }
  }
  return out;
}

export default async function run(): Promise<Figure[]> {
  const catalog = loadPumpCatalog();
  const series = (name: string) => catalog.series.find((s) => s.name === name)!;
  const all = inputs();
  let t = performance.now();
  selectStationSets(series(all[0]!.series), all[0]!);
  const coldMs = performance.now() - t;
  for (let i = 0; i < WARMUP; i++)
    selectStationSets(series(all[i % all.length]!.series), all[i % all.length]!);
  const times: number[] = [];
  let offered = 0;
  for (let i = 0; i < RUNS; i++) {
    const input = all[i % all.length]!;
    const s = series(input.series);
    t = performance.now();
    offered += selectStationSets(s, input).sets.length;
    times.push(performance.now() - t);
  }
  if (offered === 0) throw new Error('no set was offered for any duty: the bench measures nothing');
  process.stderr.write(
    `  [station-engine] ${all.length} forms, ${(offered / RUNS).toFixed(1)} sets a selection on average\n`,
  );
  return [
    { name: 'station engine: one selection p95', value: percentile(times, 95), unit: 'ms', target: '≤ 10' },
    { name: 'station engine: one selection p50', value: percentile(times, 50), unit: 'ms', target: null },
    { name: 'station engine: first selection (fits)', value: coldMs, unit: 'ms', target: null },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of await run())
    console.log(`${f.name} ${f.value.toPrecision(3)} ${f.unit} ${f.target ?? '—'}`);
}
