// Station set selection over one pump series: every model as a set of n working pumps and one
// standby for the station type's control scheme, its checks, the ranking and the nearest miss.
import {
  brentRoot,
  evaluateFit,
  preparePump,
  setPerformance,
  speedRatioForDuty,
  systemCurveQuadratic,
  type PreparedPump,
  type PumpModelData,
  type PumpSeriesData,
  type PumpSet,
} from '../pumps';
import {
  STANDARD_GRAVITY,
  WATER_DENSITY_20C,
  headToBar,
  m3hToM3s,
  m3sToM3h,
  wToKw,
  type CubicMetresPerHour,
  type CubicMetresPerSecond,
  type Fraction,
  type Metres,
  type Watts,
} from '../units';
import {
  check,
  pumpCharacteristicChecks,
  shutoffHead,
  stableCurveCheck,
  SHUTOFF_EXTRAPOLATION_LIMIT,
} from './checks';
import { DEFAULT_FIRE_CODE, NFPA20, fireArrangement, isFireCode, type FireArrangement } from './fire-rules';
import { branchVelocity, internalLoss, pumpBranch, type PumpBranch } from './internal-losses';
import {
  pointsInputW,
  rankSetsByLcc,
  stationLifeCycleCost,
  stationProfileOf,
  type StationLcc,
} from './life-cycle';
import { StationRefusal } from './refusal';
import { STANDBY_PUMPS, STATION_TYPES, isStationTypeCode, type StationTypeInfo } from './station-types';
import type {
  StationCheck,
  StationCurvePoint,
  StationNearestMiss,
  StationPumpPoint,
  StationRejection,
  StationSelectionInput,
  StationSelectionResult,
  StationSet,
} from './types';

/** The spec's ranges (calculators §5): consumption, pressure, static head [m³/h, m], maximum pressure [bar]. */
export const STATION_RANGES = {
  consumption: { min: 0, max: 1000 },
  pressure: { min: 0, max: 1000 },
  affluent: { min: 0, max: 1000 },
  maximum_pressure: { min: 0, max: 16 },
} as const;

/** Points of a set curve. */
const CURVE_POINTS = 24;

/** Checks the form against the type's rules; returns the type. @throws StationRefusal */
export function validateStationInput(input: StationSelectionInput): StationTypeInfo {
  for (const key of ['consumption', 'pressure', 'affluent', 'maximum_pressure'] as const) {
    const v = input[key];
    const r = STATION_RANGES[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < r.min || v > r.max) {
      throw new StationRefusal('invalidInput', `${key} must be a number ${r.min}…${r.max}`);
    }
  }
  if (!(input.consumption > 0) || !(input.maximum_pressure > 0)) {
    throw new StationRefusal('invalidInput', 'consumption and maximum_pressure must be > 0');
  }
  if (!isStationTypeCode(input.station_type)) {
    throw new StationRefusal('invalidInput', 'station_type must be an integer 0…6');
  }
  const info = STATION_TYPES[input.station_type];
  if (!(input.pressure > input.affluent)) {
    throw new StationRefusal('pressureNotAboveInlet', 'pressure must be above the inlet pressure (affluent)');
  }
  if (!info.series.includes(input.series)) {
    throw new StationRefusal('seriesNotAllowed', `${info.name} is built with ${info.series.join(' or ')}`);
  }
  const n = input.current_pumps;
  if (!Number.isInteger(n) || n < 1 || n > info.maxWorkingPumps) {
    throw new StationRefusal(
      'workingPumpsNotAllowed',
      `${info.name}: 1…${info.maxWorkingPumps} working pumps`,
    );
  }
  if (input.additional_pumps !== STANDBY_PUMPS) {
    throw new StationRefusal('standbyPumpsNotAllowed', `one standby pump (${STANDBY_PUMPS})`);
  }
  if (input.fire_code !== undefined && !isFireCode(input.fire_code)) {
    throw new StationRefusal('invalidInput', 'fire_code must be sp10 or en12845');
  }
  return info;
}

/** The duty in SI and what every model is checked against. */
interface Context {
  readonly input: StationSelectionInput;
  readonly info: StationTypeInfo;
  /** Duty flow [m³/s]. */
  readonly qd: CubicMetresPerSecond;
  /** Required set head = outlet − inlet pressure [m]. */
  readonly hSet: Metres;
  /** Inlet pressure [m]. */
  readonly inlet: Metres;
  /** A fire set's arrangement under its code; null for a booster set. */
  readonly fire: FireArrangement | null;
  /** The form's load profile and terms (decision 0042). */
  readonly lcc: ReturnType<typeof stationProfileOf>;
}

/** What one model gives: its checks, and the set when all passed. */
interface Evaluation {
  readonly model: PumpModelData;
  readonly checks: StationCheck[];
  readonly set: Omit<StationSet, 'rank' | 'why'> | null;
  readonly bepRatio: number;
  readonly powerW: number;
  readonly lcc: StationLcc | null;
}

/**
 * Selects booster or fire-fighting sets of one series for a duty (issue 15, decision 0029).
 *
 * For each model: n working pumps (the form's current_pumps) and one standby; the set's internal
 * loss per pump branch; the working point by the type's control scheme (all pumps speed-controlled,
 * one converter in cascade, or fixed speed); the checks — flow range and head at full speed, a
 * converter speed in range, the cascade split, the closed-valve pressure within the maximum pressure,
 * and for WRP-F / WRP-F basic the chosen fire code's rules (decision 0043): the arrangement of
 * working and standby pumps, a stable curve and, under EN 12845, the pump characteristic of NFPA 20
 * §6.2 per pump and per set. Sets that pass every
 * check are ranked energy-first (rankByEnergy, as the pump selection); when none passes, `nearest`
 * names the model that came closest and its worst failed check.
 *
 * @param series - the series the form names (EVR or EVP), catalogue units
 * @param input - the station form: consumption [m³/h], pressure and affluent [m], maximum_pressure [bar]
 * @throws StationRefusal for a form outside the spec's rules
 */
export function selectStationSets(
  series: PumpSeriesData,
  input: StationSelectionInput,
): StationSelectionResult {
  const info = validateStationInput(input);
  if (series.name !== input.series) {
    throw new StationRefusal('unknownSeries', `series ${input.series} was asked, ${series.name} given`);
  }
  const ctx: Context = {
    input,
    info,
    qd: m3hToM3s(input.consumption as CubicMetresPerHour),
    hSet: (input.pressure - input.affluent) as Metres,
    inlet: input.affluent as Metres,
    fire:
      info.group === 'fire'
        ? fireArrangement(input.fire_code ?? DEFAULT_FIRE_CODE, input.current_pumps)
        : null,
    lcc: stationProfileOf(input),
  };
  const evaluations = series.models.map((m) => evaluateModel(m, ctx));
  const offered = evaluations.filter((e) => e.set !== null);
  // Every offered set meets the duty (its checks passed); they are ordered by life-cycle cost as
  // pumps are (decision 0042's rule, per set: all pumps, converters, the standby — decision 0043).
  const ranked = rankSetsByLcc(offered, (e) => ({
    lccKopecks: e.lcc!.totalKopecks,
    bepRatio: e.bepRatio,
    id: e.model.id,
  }));
  const sets: StationSet[] = ranked.map(({ item, bepFlowPct, inPreferredRegion }, i) => ({
    ...item.set!,
    rank: i + 1,
    why: { bepFlowPct, inPreferredRegion, lccKopecks: item.lcc!.totalKopecks },
  }));
  const rejected: StationRejection[] = evaluations
    .filter((e) => e.set === null)
    .map((e) => ({
      modelId: e.model.id,
      pumpModel: e.model.name,
      failed: e.checks.filter((c) => !c.passed),
    }));
  return { input, sets, rejected, nearest: sets.length === 0 ? nearestMiss(rejected) : null };
}

/**
 * The rejected model that came closest: each model's miss is its worst failed check (all of them
 * would have to pass). As in decision 0011, models whose flow range holds the duty come first — a
 * flow figure (a check in m³/h) says nothing about head; then the smallest miss, ties to the lower
 * id. Its worst check is the one named.
 */
export function nearestMiss(rejected: readonly StationRejection[]): StationNearestMiss | null {
  let best: StationNearestMiss | null = null;
  let bestGroup = 2;
  for (const r of rejected) {
    if (r.failed.length === 0) continue;
    const worst = r.failed.reduce((a, b) => (b.missPct > a.missPct ? b : a));
    const group = r.failed.some((c) => c.unit === 'm3/h') ? 1 : 0;
    if (group < bestGroup || (group === bestGroup && worst.missPct < best!.check.missPct)) {
      bestGroup = group;
      best = { modelId: r.modelId, pumpModel: r.pumpModel, check: worst, failed: r.failed };
    }
  }
  return best;
}

const head1 = (pump: PreparedPump, q: number): number | null => evaluateFit(pump.head, q);

function evaluateModel(model: PumpModelData, ctx: Context): Evaluation {
  const { input, info, qd, hSet, fire } = ctx;
  const pump = preparePump(model);
  const branch = pumpBranch(pump.bepFlow);
  const loss = (q: number) => internalLoss(branch, q as CubicMetresPerSecond);
  const n = input.current_pumps;
  const checks: StationCheck[] = [];
  const fail = (): Evaluation => ({ model, checks, set: null, bepRatio: 0, powerW: 0, lcc: null });

  // Capacity: all working pumps at full speed share the duty flow equally.
  const qp = qd / n;
  const m3h = (q: number) => m3sToM3h(q as CubicMetresPerSecond);
  const inRange = qp >= pump.qMin && qp <= pump.qMax;
  checks.push(
    qp < pump.qMin
      ? check('flowRange', m3h(qp), m3h(pump.qMin), 'min', 'm3/h')
      : check('flowRange', m3h(qp), m3h(pump.qMax), 'max', 'm3/h'),
  );
  const headFull = inRange ? head1(pump, qp)! - loss(qp) : null;
  if (headFull !== null) checks.push(check('head', headFull, hSet, 'min', 'm', fire?.headRule ?? 'podbor'));

  // Closed valve: one pump at full speed against the largest inlet pressure.
  const shut = shutoffHead(pump);
  const maxBar = input.maximum_pressure;
  if (shut.head === null) {
    checks.push(check('shutoffPressure', shut.startPct, SHUTOFF_EXTRAPOLATION_LIMIT * 100, 'max', '%'));
  } else {
    checks.push(check('shutoffPressure', headToBar((shut.head + ctx.inlet) as Metres), maxBar, 'max', 'bar'));
  }

  // Fire sets: the code's arrangement, the standby and the pump characteristic (decision 0043).
  const qn = (qd * (fire?.pumpShare ?? 1 / n)) as CubicMetresPerSecond;
  const hn = (hSet + loss(qn)) as Metres;
  if (fire) {
    checks.push(check('standbyPump', STANDBY_PUMPS, 1, 'min', 'pcs', fire.standbyRule));
    if (fire.code === 'en12845') {
      // §10.2: each pump alone gives its share of the flow (100 % or 50 %) at the specified pressure.
      const h1 = head1(pump, qn);
      checks.push(
        h1 !== null
          ? check('pumpShare', h1 - loss(qn), hSet, 'min', 'm', fire.shareRule)
          : qn > pump.qMax
            ? check('pumpShare', m3h(qn), m3h(pump.qMax), 'max', 'm3/h', fire.shareRule)
            : check('pumpShare', m3h(qn), m3h(pump.qMin), 'min', 'm3/h', fire.shareRule),
      );
    }
    if (shut.head !== null) {
      checks.push(stableCurveCheck(pump, shut.head, fire.stableRule));
      if (fire.characteristicRatios) {
        checks.push(...pumpCharacteristicChecks(pump, qn, hn, shut.head));
        checks.push(setOverloadCheck(pump, qn, hSet, loss));
      }
    }
  }
  if (checks.some((c) => !c.passed)) return fail();

  const working = workingPoint(pump, branch, ctx, checks);
  if (working === null || checks.some((c) => !c.passed)) return fail();

  const { points, headAtDuty, powerW, bepRatio, speedRatio } = working;
  // The load profile's rows: the set at each share of the design flow with the fewest pumps that
  // hold the set head, as its control runs them.
  const partLoad = (q: CubicMetresPerSecond, k: number): readonly StationPumpPoint[] | null => {
    const scratch: StationCheck[] = [];
    const qk = q / k;
    // At fixed speed each pump runs at q/k on its curve: inside the catalogue range, or not at all.
    if (info.control === 'fixed' && (qk < pump.qMin || qk > pump.qMax)) return null;
    const part = workingPoint(
      pump,
      branch,
      { ...ctx, qd: q, input: { ...input, current_pumps: k } },
      scratch,
    );
    if (!part || scratch.some((c) => !c.passed)) return null;
    if (info.control === 'fixed' && part.headAtDuty < hSet) return null;
    return part.points;
  };
  const lcc = stationLifeCycleCost(model, pump, info, n, qd, hSet, partLoad, ctx.lcc.profile, ctx.lcc.terms);
  const setEfficiency = (WATER_DENSITY_20C * STANDARD_GRAVITY * qd * headAtDuty) / powerW;
  const set: Omit<StationSet, 'rank' | 'why' | 'lcc'> = {
    modelId: model.id,
    pumpModel: model.name,
    article: model.article,
    motorPower: model.power,
    series: input.series,
    stationType: info.code,
    typeName: info.name,
    group: info.group,
    control: info.control,
    pumps: { working: n, standby: STANDBY_PUMPS, total: n + STANDBY_PUMPS },
    duty: { flow: input.consumption, head: hSet },
    headAtDuty,
    headExcessPct: roundOff(((headAtDuty - hSet) / hSet) * 100),
    outletPressure: headToBar((ctx.inlet + headAtDuty) as Metres),
    internalLoss: {
      dn: branch.dn,
      zeta: branch.zeta,
      velocity: branchVelocity(branch.dn, points[0]!.flowSi),
      head: loss(points[0]!.flowSi),
    },
    points: points.map(({ flowSi: _flowSi, ...p }) => p),
    power: wToKw(powerW as Watts),
    specificEnergy: wToKw(powerW as Watts) / input.consumption,
    setEfficiency: setEfficiency * 100,
    shutoff: {
      head: shut.head!,
      outletPressure: headToBar((shut.head! + ctx.inlet) as Metres),
      limit: maxBar,
    },
    curve: setCurve(pump, n, 1, shut.head!, loss),
    curveAtWorkingSpeed: info.control === 'speedEach' ? setCurve(pump, n, speedRatio, null, loss) : null,
    checks,
    fire: fire
      ? { code: fire.code, pumpSharePct: fire.pumpShare * 100, nominalFlow: m3h(qn), nominalHead: hn }
      : null,
  };
  return { model, checks, set: { ...set, lcc: lccFigures(lcc, model, info, points) }, bepRatio, powerW, lcc };
}

/** The life-cycle cost as the answer carries it, with the electrical input at the duty point. */
function lccFigures(
  lcc: StationLcc,
  model: PumpModelData,
  info: StationTypeInfo,
  points: readonly StationPumpPoint[],
): StationSet['lcc'] {
  return {
    purchase: lcc.purchase.map((l) => ({ ...l })),
    purchaseKopecks: lcc.purchaseKopecks,
    kwhPerYear: lcc.kwhPerYear,
    energyKopecksPerYear: lcc.energyKopecksPerYear,
    energyKopecks: lcc.energyKopecks,
    totalKopecks: lcc.totalKopecks,
    tariffRubPerKwh: lcc.tariffRubPerKwh,
    years: lcc.years,
    rows: lcc.rows.map((r) => ({ ...r })),
    inputAtDutyW: pointsInputW(model, info, points),
  };
}

/**
 * The set at 150 % of the design flow (NFPA 20 §6.2.1 applied to the set, decision 0043): the head
 * between the set's connections with all working pumps at full speed, ≥ 65 % of the set head. When
 * 150 % lies beyond the catalogue, the figure is how far the catalogue reaches [% of the pump's share].
 */
function setOverloadCheck(
  pump: PreparedPump,
  qn: CubicMetresPerSecond,
  hSet: number,
  loss: (q: number) => number,
): StationCheck {
  const q = (qn * NFPA20.overloadFlowPct) / 100;
  const h = head1(pump, q);
  if (h !== null) {
    return check(
      'setOverloadPressure',
      ((h - loss(q)) / hSet) * 100,
      NFPA20.overloadMinHeadPct,
      'min',
      '%',
      'nfpa20_6_2_1',
    );
  }
  return q > pump.qMax
    ? check('setOverloadPressure', (pump.qMax / qn) * 100, NFPA20.overloadFlowPct, 'min', '%', 'nfpa20_6_2_1')
    : check(
        'setOverloadPressure',
        (pump.qMin / qn) * 100,
        NFPA20.overloadFlowPct,
        'max',
        '%',
        'nfpa20_6_2_1',
      );
}

interface PointSi extends StationPumpPoint {
  /** Flow of one pump [m³/s] (dropped from the answer). */
  readonly flowSi: CubicMetresPerSecond;
}

interface Working {
  readonly points: PointSi[];
  readonly headAtDuty: Metres;
  readonly powerW: number;
  /** The ranking's bep ratio: the pump furthest from best efficiency. */
  readonly bepRatio: number;
  /** Speed of the speed-controlled pumps [-] (1 at fixed speed). */
  readonly speedRatio: number;
}

/** One kind of pump at a point: n pumps at speed s carrying q each. */
function pumpPoint(
  pump: PreparedPump,
  role: 'variable' | 'fixed',
  count: number,
  q: CubicMetresPerSecond,
  s: number,
): { point: PointSi; powerW: number; bepRatio: number } {
  const set: PumpSet = { pump, count: 1, speedRatio: s as Fraction };
  const perf = setPerformance(set, q)!;
  return {
    point: {
      role,
      count,
      flow: m3sToM3h(q),
      flowSi: q,
      head: perf.head,
      speedPct: s * 100,
      efficiency: perf.efficiency * 100,
      power: wToKw(perf.power),
      npshr: perf.npshr,
    },
    powerW: count * perf.power,
    bepRatio: perf.bepRatio,
  };
}

/**
 * The duty point by control scheme. Adds the 'speedRange' or 'cascade' check it needs; null when
 * the point cannot be found (the failed check says why).
 */
function workingPoint(
  pump: PreparedPump,
  branch: PumpBranch,
  ctx: Context,
  checks: StationCheck[],
): Working | null {
  const { info, qd, hSet } = ctx;
  const n = ctx.input.current_pumps;
  const loss = (q: number) => internalLoss(branch, q as CubicMetresPerSecond);
  const qp = (qd / n) as CubicMetresPerSecond;

  if (info.control === 'fixed') {
    const p = pumpPoint(pump, 'fixed', n, qp, 1);
    return {
      points: [p.point],
      headAtDuty: (p.point.head - loss(qp)) as Metres,
      powerW: p.powerW,
      bepRatio: p.bepRatio,
      speedRatio: 1,
    };
  }
  if (info.control === 'speedEach' || n === 1) {
    const s = converterSpeed(pump, qp, hSet + loss(qp), loss(qp), checks);
    if (s === null) return null;
    const p = pumpPoint(pump, 'variable', n, qp, s);
    return { points: [p.point], headAtDuty: hSet, powerW: p.powerW, bepRatio: p.bepRatio, speedRatio: s };
  }

  // One converter (cascade): n − 1 pumps at full speed hold the set's head at their own flow qf;
  // the converter pump carries the rest, qv = Qd − (n − 1)·qf.
  const gap = (q: number) => head1(pump, q)! - loss(q) - hSet;
  if (gap(pump.qMax) > 0) {
    // A full-speed pump would run right of its catalogue range at the set's head.
    checks.push(check('cascade', gap(pump.qMax) + hSet, hSet, 'max', 'm'));
    return null;
  }
  const qf = (gap(pump.qMin) <= 0 ? pump.qMin : brentRoot(gap, pump.qMin, pump.qMax)) as CubicMetresPerSecond;
  const qv = (qd - (n - 1) * qf) as CubicMetresPerSecond;
  checks.push(check('cascade', m3sToM3h(qv), 0, 'min', 'm3/h'));
  if (!(qv > 0)) return null;
  const s = converterSpeed(pump, qv, hSet + loss(qv), loss(qv), checks);
  if (s === null) return null;
  const fixed = pumpPoint(pump, 'fixed', n - 1, qf, 1);
  const variable = pumpPoint(pump, 'variable', 1, qv, s);
  const worst = Math.abs(fixed.bepRatio - 1) >= Math.abs(variable.bepRatio - 1) ? fixed : variable;
  return {
    points: [variable.point, fixed.point],
    headAtDuty: hSet,
    powerW: fixed.powerW + variable.powerW,
    bepRatio: worst.bepRatio,
    speedRatio: s,
  };
}

/**
 * The converter speed at which one pump gives head h at flow q (pumps engine: s²·H₁(q/s) = h), with
 * the 'speedRange' check: when no speed keeps q/s inside the catalogue range, the figure is the set's
 * head at the nearest admissible speed against the required head.
 */
function converterSpeed(
  pump: PreparedPump,
  q: CubicMetresPerSecond,
  h: number,
  lossAtQ: number,
  checks: StationCheck[],
): number | null {
  const hSet = h - lossAtQ;
  const op = speedRatioForDuty(pump, 1, systemCurveQuadratic(0 as Metres, h as Metres, q));
  if (op.ok) {
    checks.push(check('speedRange', op.speedRatio * 100, 100, 'max', '%'));
    return op.speedRatio;
  }
  if (op.reason === 'aboveMaxFlow') {
    // Even at the lowest speed that keeps q/s ≤ Q_max the head is above the duty: the pump is too big.
    const sLow = q / pump.qMax;
    checks.push(check('speedRange', sLow * sLow * head1(pump, pump.qMax)! - lossAtQ, hSet, 'max', 'm'));
  } else {
    const sHigh = Math.min(1, q / pump.qMin);
    checks.push(check('speedRange', sHigh * sHigh * head1(pump, q / sHigh)! - lossAtQ, hSet, 'min', 'm'));
  }
  return null;
}

/**
 * The set's curve: n pumps at speed s, head between the set's connections H = s²·H₁(Q/(n·s)) − Δh(Q/n)
 * over the catalogue range; at full speed it starts with the closed-valve head at zero flow.
 */
function setCurve(
  pump: PreparedPump,
  n: number,
  s: number,
  shutoff: number | null,
  loss: (q: number) => number,
): StationCurvePoint[] {
  const out: StationCurvePoint[] = shutoff === null ? [] : [{ q: 0, h: shutoff }];
  const lo = n * s * pump.qMin;
  const hi = n * s * pump.qMax;
  for (let i = 0; i < CURVE_POINTS; i++) {
    const q = lo + ((hi - lo) * i) / (CURVE_POINTS - 1);
    const h = s * s * head1(pump, Math.min(pump.qMax, Math.max(pump.qMin, q / (n * s))))! - loss(q / n);
    out.push({ q: m3sToM3h(q as CubicMetresPerSecond), h });
  }
  return out;
}

/** Root-finder residue reads as a deviation; anything under 1e-6 % is zero. */
const roundOff = (pct: number): number => (Math.abs(pct) < 1e-6 ? 0 : pct);
