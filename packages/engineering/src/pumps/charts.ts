// Sampled curves of one pump for a duty: what the H–Q and power charts draw (HQc.png, Powerc.png).
// Plain {q, value} arrays in display units; the API turns them into ECharts options and PNGs.
import {
  headToBar,
  m3sToFormFlow,
  wToKw,
  type CubicMetresPerSecond,
  type Fraction,
  type Metres,
  type Watts,
} from '../units';
import { npshCheck } from './npsh';
import { preparePump, setFlowRange, setPerformance, type PumpSet } from './pump-model';
import {
  dutyFromForm,
  npshAvailableFromForm,
  operatingPointFor,
  resolvePumpMode,
  toWorkingPoint,
} from './select';
import { systemHead } from './system-curve';
import type {
  ChartPoint,
  PumpCurvesData,
  PumpModelData,
  PumpSelectionInput,
  PumpSeriesData,
  PumpWorkingPoint,
  PumpRejectionReason,
} from './types';

/** Points per sampled curve: smooth at chart size, small in JSON. */
const SAMPLES = 41;

function sample(from: number, to: number, f: (q: number) => number | null, toQ: (q: number) => number) {
  const out: ChartPoint[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // The last sample is placed exactly on `to`, so a curve ends on its range limit.
    const q = i === SAMPLES - 1 ? to : from + ((to - from) * i) / (SAMPLES - 1);
    const v = f(q);
    if (v !== null) out.push({ q: toQ(q), value: v });
  }
  return out;
}

/**
 * Curves of one pump model for a duty: head of the set at rated and at working speed, the system
 * curve, and shaft power, efficiency and NPSHr at the working speed, with the working point.
 * Pump curves cover only the catalogue flow range (scaled by n·s); the system curve starts at
 * zero flow. When the pump cannot serve the duty, the working-speed curves are the rated ones
 * and `workingPoint` is null with the reason. When it is refused for NPSH (NPSHa < NPSHr at the
 * point, as selectPumps refuses it), the curves stay at the speed it would run at, `workingPoint`
 * is null, `rejection` is 'npsh' and that point is `refusedPoint`, so no chart draws it as working.
 *
 * @param pump - catalogue model
 * @param input - the pump form (Q [m³/h|l/s], H and H0 [bar|m вод. ст.], pcnt, BoxType)
 * @param series - when given, its options apply exactly as in selectPumps (resolvePumpMode)
 * @throws PumpRefusal('headNotAboveStatic' | 'invalidInput') (also NPSHa and pin both given)
 */
export function pumpCurves(
  pump: PumpModelData,
  input: PumpSelectionInput,
  series?: Pick<PumpSeriesData, 'has_control' | 'has_count'>,
): PumpCurvesData {
  const mode = resolvePumpMode(series, input);
  const { units, hunits, system, water } = dutyFromForm(input);
  // Heads are metres of the water at T; in bar through its density (decision 0031).
  const toHead = (p: ChartPoint): ChartPoint => ({
    q: p.q,
    value: hunits === 'm' ? p.value : headToBar(p.value as Metres, water.density),
  });
  const npsha = npshAvailableFromForm(input, water);
  const prepared = preparePump(pump);
  const op = operatingPointFor(prepared, mode, system);
  const s = (op.ok ? op.speedRatio : 1) as Fraction;
  const rated: PumpSet = { pump: prepared, count: mode.pcnt, speedRatio: 1 as Fraction };
  const working: PumpSet = { pump: prepared, count: mode.pcnt, speedRatio: s };
  const toQ = (q: number) => m3sToFormFlow(q as CubicMetresPerSecond, units);
  const r = setFlowRange(rated);
  const w = setFlowRange(working);
  const perf = (q: number) => setPerformance(working, q as CubicMetresPerSecond);

  let workingPoint: PumpWorkingPoint | null = null;
  let refusedPoint: PumpWorkingPoint | null = null;
  let rejection: PumpRejectionReason | null = null;
  if (op.ok) {
    const at = perf(op.flow)!;
    const point = toWorkingPoint(units, op.flow, at, s, pump.ratedSpeed, water);
    // The same check and the same NPSHr as selectPumps: the chart refuses what the list refuses.
    if (npsha !== null && npshCheck(npsha, at.npshr).status === 'short') {
      refusedPoint = point;
      rejection = 'npsh';
    } else {
      workingPoint = point;
    }
  } else {
    rejection = op.reason;
  }
  const systemTo = Math.max(r.max, system.dutyFlow);
  return {
    pumpId: pump.id,
    applied: mode,
    units: { q: units === 'l' ? 'l/s' : 'm3/h', head: hunits, power: 'kW', efficiency: '%', npshr: 'm' },
    headMetresPerBar: water.metresPerBar,
    barPerHeadUnit: hunits === 'm' ? 1 / water.metresPerBar : 1,
    headRated: sample(
      r.min,
      r.max,
      (q) => nullable(setPerformance(rated, q as CubicMetresPerSecond)?.head),
      toQ,
    ).map(toHead),
    headWorking: sample(w.min, w.max, (q) => nullable(perf(q)?.head), toQ).map(toHead),
    system: sample(0, systemTo, (q) => systemHead(system, q as CubicMetresPerSecond), toQ).map(toHead),
    power: sample(
      w.min,
      w.max,
      (q) => nullable(perf(q)?.power, (p) => wToKwNumber(p * water.powerFactor)),
      toQ,
    ),
    efficiency: sample(w.min, w.max, (q) => nullable(perf(q)?.efficiency, (e) => e * 100), toQ),
    npshr: sample(w.min, w.max, (q) => nullable(perf(q)?.npshr), toQ),
    duty: { q: input.Q, value: input.H },
    workingPoint,
    rejection,
    npsha,
    refusedPoint,
  };
}

const wToKwNumber = (w: number): number => wToKw(w as Watts);

function nullable(v: number | undefined, f: (x: number) => number = (x) => x): number | null {
  return v === undefined ? null : f(v);
}
