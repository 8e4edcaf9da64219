// Generates the illustrative Aquastrong sample catalogue from per-stage hydraulics, so the data is
// physically consistent: stage heads add up, P2 = ρgQH/η, best efficiency inside the flow range.
// Run: npx tsx packages/catalog/scripts/generate-sample.ts  (writes catalogue/pumps/pump-catalog.json)
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  ILLUSTRATIVE_NOTE,
  PUMP_CATALOG_FORMAT,
  PUMP_CATALOG_FORMAT_VERSION,
  canonicalUnits,
  pumpCatalogSchema,
  type PumpCatalog,
  type PumpCurvePointRecord,
  type PumpModelRecord,
  type PumpSeriesRecord,
} from '../src/pumps/schema';
import { buildParamGroups } from '../src/pumps/params';
import { shaftPowerKw, validatePumpCatalog } from '../src/pumps/validate';
import { writeCatalogAtomically } from '../src/pumps/store';

/**
 * Hydraulics of one stage at rated speed, in the shape of a small multistage pump's published
 * curve: h(x) = h0·(1 − a·x − b·x²) and η(x) = η_bep·x·(2 − x) with x = Q/Q_bep, so head falls
 * monotonically and efficiency peaks at x = 1, inside the range [xMin, xMax].
 */
interface StageHydraulics {
  /** Best-efficiency flow [m³/h]. */
  qBep: number;
  /** Stage head at zero flow [m]. */
  h0: number;
  a: number;
  b: number;
  /** Best efficiency [-]. */
  etaBep: number;
  /** NPSHr(x) = n0 + n2·x² [m] (first stage only; independent of stage count). */
  n0: number;
  n2: number;
  xMin: number;
  xMax: number;
}

interface SizeSpec {
  size: number;
  stage: StageHydraulics;
  stages: number[];
  /** Footprint [mm]. */
  length: number;
  width: number;
  /** Height or length of the pump end without stages [mm] and per stage [mm]. */
  base: number;
  pitch: number;
  /** Weight of the pump end [kg] and per stage [kg]. */
  baseWeight: number;
  stageWeight: number;
}

interface SeriesSpec {
  id: number;
  name: string;
  description: string;
  has_control: boolean;
  has_count: boolean;
  ratedSpeed: number;
  horizontal: boolean;
  sizes: SizeSpec[];
}

const stage = (qBep: number, h0: number, etaBep: number, n0: number, n2: number): StageHydraulics => ({
  qBep,
  h0,
  a: 0.06,
  b: 0.2,
  etaBep,
  n0,
  n2,
  xMin: 0.3,
  xMax: 1.45,
});

const VERTICAL = { base: 260, pitch: 22, baseWeight: 14, stageWeight: 0.9 };
const evr: SizeSpec[] = [
  {
    size: 1,
    stage: stage(1.3, 6.9, 0.45, 0.9, 0.6),
    stages: [3, 5, 7, 9, 11, 13, 15],
    length: 250,
    width: 180,
    ...VERTICAL,
  },
  {
    size: 3,
    stage: stage(3.2, 7.4, 0.56, 0.9, 0.8),
    stages: [3, 5, 7, 9, 11, 13, 15, 17],
    length: 250,
    width: 180,
    ...VERTICAL,
  },
  {
    size: 5,
    stage: stage(5.8, 8.4, 0.63, 1.0, 1.1),
    stages: [3, 4, 5, 6, 8, 10, 12, 14, 16],
    length: 250,
    width: 180,
    ...VERTICAL,
  },
  {
    size: 10,
    stage: stage(10.5, 11.2, 0.69, 1.1, 1.5),
    stages: [2, 3, 4, 5, 6, 7, 8, 10],
    length: 280,
    width: 210,
    base: 300,
    pitch: 30,
    baseWeight: 22,
    stageWeight: 1.6,
  },
  {
    size: 15,
    stage: stage(16.5, 14.6, 0.72, 1.3, 2.0),
    stages: [1, 2, 3, 4, 5, 6, 7, 8],
    length: 280,
    width: 210,
    base: 320,
    pitch: 36,
    baseWeight: 26,
    stageWeight: 2.1,
  },
  {
    size: 20,
    stage: stage(21, 15.1, 0.73, 1.4, 2.4),
    stages: [1, 2, 3, 4, 5, 6, 7],
    length: 280,
    width: 210,
    base: 320,
    pitch: 36,
    baseWeight: 27,
    stageWeight: 2.3,
  },
];
const pick = (size: number, stages: number[]): SizeSpec => ({ ...evr.find((s) => s.size === size)!, stages });

const SERIES: SeriesSpec[] = [
  {
    id: 1,
    name: 'EVR',
    description:
      'Вертикальные многоступенчатые центробежные насосы из нержавеющей стали для водоснабжения, ' +
      'повышения давления и систем отопления. Подача до 30 м³/ч, напор до 135 м.',
    has_control: true,
    has_count: true,
    ratedSpeed: 2900,
    horizontal: false,
    sizes: evr,
  },
  {
    id: 2,
    name: 'EVP',
    description:
      'Вертикальные многоступенчатые насосы со встроенным преобразователем частоты: поддерживают ' +
      'заданное давление при меняющемся расходе.',
    has_control: true,
    has_count: true,
    ratedSpeed: 2900,
    horizontal: false,
    sizes: [pick(3, [4, 6, 8, 10]), pick(5, [4, 6, 8, 10]), pick(10, [2, 4, 6, 8]), pick(15, [2, 3, 4, 5])],
  },
  {
    id: 3,
    name: 'CMI',
    description:
      'Горизонтальные многоступенчатые моноблочные насосы из нержавеющей стали для водоснабжения ' +
      'частных домов, полива и небольших систем повышения давления.',
    has_control: false,
    has_count: true,
    ratedSpeed: 2850,
    horizontal: true,
    sizes: [
      {
        size: 2,
        stage: stage(2.4, 8.8, 0.48, 1.0, 0.9),
        stages: [2, 3, 4, 5],
        length: 330,
        width: 180,
        base: 240,
        pitch: 28,
        baseWeight: 9,
        stageWeight: 0.7,
      },
      {
        size: 4,
        stage: stage(4.3, 9.4, 0.54, 1.1, 1.2),
        stages: [2, 3, 4, 5],
        length: 350,
        width: 190,
        base: 250,
        pitch: 30,
        baseWeight: 10,
        stageWeight: 0.8,
      },
      {
        size: 8,
        stage: stage(8.2, 10.5, 0.6, 1.3, 1.7),
        stages: [2, 3, 4, 5],
        length: 380,
        width: 200,
        base: 270,
        pitch: 34,
        baseWeight: 13,
        stageWeight: 1.1,
      },
    ],
  },
];

/** IEC standard motor outputs [kW]. */
const MOTOR_SIZES = [0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5, 11, 15, 18.5, 22];
const POINTS = 10;

const round = (v: number, digits: number) => Number(v.toFixed(digits));
const sig = (v: number, digits: number) => Number(v.toPrecision(digits));

function curveOf(st: StageHydraulics, stages: number): PumpCurvePointRecord[] {
  const points: PumpCurvePointRecord[] = [];
  for (let i = 0; i < POINTS; i++) {
    const x = st.xMin + ((st.xMax - st.xMin) * i) / (POINTS - 1);
    const Q = round(st.qBep * x, 2);
    const xr = Q / st.qBep;
    // Stage heads add up: the model's head is the stage head times the number of stages.
    const H = round(stages * st.h0 * (1 - st.a * xr - st.b * xr * xr), 2);
    const eta = round(st.etaBep * xr * (2 - xr) * 100, 1);
    // P2 from the rounded published values, so the file itself satisfies P2 = ρgQH/η.
    const P2 = sig(shaftPowerKw(Q, H, eta), 4);
    const NPSHr = round(st.n0 + st.n2 * xr * xr, 2);
    points.push({ Q, H, P2, eta, NPSHr });
  }
  return points;
}

function modelOf(series: SeriesSpec, size: SizeSpec, stages: number, id: number): PumpModelRecord {
  const curve = curveOf(size.stage, stages);
  const maxP2 = Math.max(...curve.map((p) => p.P2));
  // Non-overloading: the motor covers the largest P2 anywhere on the curve.
  const power = MOTOR_SIZES.find((m) => m >= maxP2) ?? MOTOR_SIZES[MOTOR_SIZES.length - 1]!;
  const voltage = power <= 1.1 ? 230 : 400;
  const motorWeight = round(6 + 6.5 * power ** 0.8, 1);
  const motorLength = round(180 + 60 * Math.sqrt(power), 0);
  const pumpEnd = size.base + stages * size.pitch;
  const dimensions = series.horizontal
    ? { length: pumpEnd + motorLength, width: size.width, height: size.length - 60 }
    : { length: size.length, width: size.width, height: pumpEnd + motorLength };
  const code = `${series.name}${String(size.size).padStart(2, '0')}-${String(stages).padStart(2, '0')}`;
  const model = {
    id,
    name: `${series.name} ${size.size}-${stages}`,
    article: `AQ-${code}-${voltage === 230 ? '1x230' : '3x400'}`,
    voltage,
    power,
    ratedSpeed: series.ratedSpeed,
    stages,
    dimensions,
    weight: round(size.baseWeight + stages * size.stageWeight + motorWeight, 1),
    curve,
  };
  return { ...model, paramGroups: buildParamGroups(series, model, ILLUSTRATIVE_NOTE) };
}

export function generateSampleCatalog(updatedAt: string): PumpCatalog {
  const series: PumpSeriesRecord[] = SERIES.map((s) => {
    let n = 0;
    return {
      id: s.id,
      name: s.name,
      description: s.description,
      P_CurveName: 'P2',
      has_control: s.has_control,
      has_count: s.has_count,
      models: s.sizes.flatMap((size) => size.stages.map((k) => modelOf(s, size, k, s.id * 1000 + ++n))),
    };
  });
  return pumpCatalogSchema.parse({
    format: PUMP_CATALOG_FORMAT,
    formatVersion: PUMP_CATALOG_FORMAT_VERSION,
    catalogVersion: 1,
    brand: 'Aquastrong',
    illustrative: true,
    note: ILLUSTRATIVE_NOTE,
    source: 'packages/catalog/scripts/generate-sample.ts',
    updatedAt,
    units: canonicalUnits,
    series,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A fixed date keeps the output byte-identical between runs unless the data changes.
  const catalog = generateSampleCatalog('2025-01-01T00:00:00.000Z');
  const issues = validatePumpCatalog(catalog);
  if (issues.length > 0) {
    console.error(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    process.exit(1);
  }
  const dir = fileURLToPath(new URL('../catalogue/pumps/', import.meta.url));
  const file = writeCatalogAtomically(dir, catalog, { archivePrevious: false });
  const models = catalog.series.reduce((n, s) => n + s.models.length, 0);
  console.log(`${file}: ${catalog.series.length} series, ${models} models`);
}
