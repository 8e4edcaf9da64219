// Design mode: for every plate model, thickness, channel mix and pass grouping, the fewest plates
// that meet the duty with the reserve and keep both pressure drops within the limits (decision 0026).
import { closePheBalance, asRefusal, ATMOSPHERE_BAR, type PropertiesFn } from './balance';
import { compareByCost, pheUnitCost, pheUnitMassKg } from './cost';
import { MARTIN_RE_MAX, MARTIN_RE_MIN } from './martin';
import { materialMismatch, PLATE_MATERIAL_FROM, PLATE_MATERIAL_TEXT } from './materials';
import {
  CHANNEL_VELOCITY_MIN,
  channelSplit,
  MIN_PLATES,
  MIN_PLATES_MULTIPASS,
  overallU,
  packAreaM2,
  packGeometry,
  portVelocity,
  PORT_VELOCITY_MAX,
  sideCheck,
  sideResult,
  thermalPlates,
  type PackGeometry,
  type SideFluid,
} from './pack';
import type { PheCatalogue, PhePlateModel } from './plate';
import { correctionFactor, lmtdCounterflow, MAX_PASSES } from './pntu';
import type {
  PheBalance,
  PheCheck,
  PheDesignInput,
  PheDesignResult,
  PheRefusal,
  PheSolution,
  PlateThicknessMm,
} from './types';

export const CHANNEL_MIXES = ['H', 'M', 'L'] as const;
/** Pass groupings searched (hot-cold), fewest passes first. */
export const GROUPINGS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let h = 1; h <= MAX_PASSES; h++) for (let c = 1; c <= MAX_PASSES; c++) out.push([h, c]);
  return out.sort((a, b) => a[0] + a[1] - (b[0] + b[1]) || a[0] - b[0]);
})();

const fmt = (v: number, digits = 3) => String(Number(v.toPrecision(digits))).replace('.', ',');

/** The plate counts a grouping can be built with, ascending (cached per frame size and grouping). */
const countsCache = new Map<string, number[]>();
export function plateCounts(maxPlates: number, passesHot: number, passesCold: number): number[] {
  const key = `${maxPlates}/${passesHot}/${passesCold}`;
  let list = countsCache.get(key);
  if (!list) {
    list = [];
    const min = passesHot === 1 && passesCold === 1 ? MIN_PLATES : MIN_PLATES_MULTIPASS;
    for (let n = min; n <= maxPlates; n++) if (channelSplit(n, passesHot, passesCold)) list.push(n);
    countsCache.set(key, list);
  }
  return list;
}

/** The duty-side figures fixed by the closed balance. */
interface Duty {
  q: number;
  lmtd: number;
  /** Q·(1 + X/100): what U·A·F·LMTD must reach. */
  qTarget: number;
  fouling: number;
  p1: number;
  r1: number;
}

/** Everything about one pack with N plates. */
export interface PackEval {
  plates: number;
  passesHot: number;
  passesCold: number;
  channelsHot: number;
  channelsCold: number;
  area: number;
  u: { clean: number; service: number };
  f: number;
  hot: ReturnType<typeof sideResult>;
  cold: ReturnType<typeof sideResult>;
}

export function evaluatePack(
  g: PackGeometry,
  hot: SideFluid,
  cold: SideFluid,
  plates: number,
  passesHot: number,
  passesCold: number,
  f: number,
  fouling: number,
): PackEval | undefined {
  const split = channelSplit(plates, passesHot, passesCold);
  if (!split) return undefined;
  const h = sideResult(g, hot, split.hot / passesHot, passesHot);
  const c = sideResult(g, cold, split.cold / passesCold, passesCold);
  return {
    plates,
    passesHot,
    passesCold,
    channelsHot: split.hot,
    channelsCold: split.cold,
    area: packAreaM2(g.model, plates),
    u: overallU(g, h.h, c.h, fouling),
    f,
    hot: h,
    cold: c,
  };
}

export function buildCheck(
  g: PackGeometry,
  e: PackEval,
  hot: SideFluid,
  cold: SideFluid,
  dutyKW: number,
  lmtd: number,
  reservePct: number,
  fouling: number,
): PheCheck {
  const m = g.model;
  return {
    plates: e.plates,
    passesHot: e.passesHot,
    passesCold: e.passesCold,
    channelsHot: e.channelsHot,
    channelsCold: e.channelsCold,
    plateAreaM2: m.plateAreaM2,
    thermalPlates: thermalPlates(e.plates),
    widthM: m.widthM,
    portToPortLengthM: m.portToPortLengthM,
    chevronAngleDeg: g.angleDeg,
    enlargementFactor: m.enlargementFactor,
    channelGapM: m.corrugationDepthM,
    hydraulicDiameterM: g.dh,
    plateThicknessM: g.thicknessMm / 1000,
    wallConductivity: g.wallConductivity,
    wallResistanceM2KW: g.wallResistance,
    wallTemperatureC: hot.wallTemperature,
    portDiameterM: m.portDiameterM,
    areaM2: e.area,
    requiredAreaM2: (dutyKW * 1000) / (e.u.service * e.f * lmtd),
    dutyKW,
    lmtdK: lmtd,
    correctionF: e.f,
    uCleanWM2K: e.u.clean,
    uServiceWM2K: e.u.service,
    reservePct,
    foulingM2KW: fouling,
    hot: sideCheck(hot, e.hot),
    cold: sideCheck(cold, e.cold),
  };
}

/** The miss of a pack that fails, as a share over its limit (> 0), with the limit and a Russian detail. */
interface Miss {
  model: string;
  limit: NonNullable<PheRefusal['closestMiss']>['limit'];
  over: number;
  detail: string;
}

function worstMiss(
  model: PhePlateModel,
  e: PackEval,
  duty: Duty,
  maxHot: number,
  maxCold: number,
): Miss | undefined {
  const misses: Miss[] = [];
  const delivered = e.u.service * e.area * e.f * duty.lmtd;
  if (delivered < duty.qTarget)
    misses.push({
      model: model.name,
      limit: 'plates',
      over: duty.qTarget / delivered - 1,
      detail: `даже при ${e.plates} пластинах (наибольшее число для рамы, ходы ${e.passesHot}/${e.passesCold}) площади не хватает на ${fmt((duty.qTarget / delivered - 1) * 100, 2)} %`,
    });
  const dpH = (e.hot.dpChannelPa + e.hot.dpPortsPa) / 1000;
  const dpC = (e.cold.dpChannelPa + e.cold.dpPortsPa) / 1000;
  if (dpH > maxHot)
    misses.push({
      model: model.name,
      limit: 'dpHot',
      over: dpH / maxHot - 1,
      detail: `потеря давления греющей стороны ${fmt(dpH)} кПа при допустимых ${fmt(maxHot)} кПа (${e.plates} пластин, ходы ${e.passesHot}/${e.passesCold})`,
    });
  if (dpC > maxCold)
    misses.push({
      model: model.name,
      limit: 'dpCold',
      over: dpC / maxCold - 1,
      detail: `потеря давления нагреваемой стороны ${fmt(dpC)} кПа при допустимых ${fmt(maxCold)} кПа (${e.plates} пластин, ходы ${e.passesHot}/${e.passesCold})`,
    });
  for (const [r, name] of [
    [e.hot.re, 'греющей'],
    [e.cold.re, 'нагреваемой'],
  ] as const) {
    if (r > MARTIN_RE_MAX)
      misses.push({
        model: model.name,
        limit: 'plates',
        over: r / MARTIN_RE_MAX - 1,
        detail: `даже при ${e.plates} пластинах число Рейнольдса ${name} стороны ${fmt(r)} выше границы применимости метода Мартина (${MARTIN_RE_MAX})`,
      });
  }
  if (misses.length === 0) return undefined;
  return misses.reduce((a, b) => (b.over > a.over ? b : a));
}

/** Is a pack a solution: duty with the reserve, both pressure drops, Re within Martin's range from above. */
function passes(e: PackEval, duty: Duty, maxHotPa: number, maxColdPa: number): boolean {
  return (
    e.u.service * e.area * e.f * duty.lmtd >= duty.qTarget &&
    e.hot.dpChannelPa + e.hot.dpPortsPa <= maxHotPa &&
    e.cold.dpChannelPa + e.cold.dpPortsPa <= maxColdPa &&
    e.hot.re <= MARTIN_RE_MAX &&
    e.cold.re <= MARTIN_RE_MAX
  );
}

export interface DesignDeps {
  catalogue: PheCatalogue;
  properties: PropertiesFn;
}

/** Side fluids at their mean temperatures; the wall taken at the mean of the two sides' means. */
export function sideFluids(
  deps: DesignDeps,
  input: Pick<PheDesignInput, 'hot' | 'cold'>,
  b: PheBalance,
  pressureAbs: number | undefined,
): { hot: SideFluid; cold: SideFluid } {
  const tH = (b.hot.tIn + b.hot.tOut) / 2;
  const tC = (b.cold.tIn + b.cold.tOut) / 2;
  const tW = (tH + tC) / 2;
  const at = (t: number) => ({ temperature: t, pressure: pressureAbs });
  const mk = (s: PheDesignInput['hot'], t: number, bs: PheBalance['hot']): SideFluid => ({
    props: deps.properties(s.fluid, at(t)),
    meanTemperature: t,
    wallTemperature: tW,
    viscosityWall: deps.properties(s.fluid, at(tW)).viscosity,
    massFlowKgS: bs.massFlowKgS,
    tIn: bs.tIn,
    tOut: bs.tOut,
    foulingM2KW: s.foulingM2KW ?? 0,
  });
  return { hot: mk(input.hot, tH, b.hot), cold: mk(input.cold, tC, b.cold) };
}

/**
 * Design: closes the balance, then searches every model of the line (or those named) × thickness
 * (or the one asked) × channel mix × grouping for the fewest plates, by bisection over the plate
 * counts the grouping can be built with. Offers per model, thickness and mix the grouping with the
 * fewest plates (ties: fewer passes, then the lower larger pressure-drop share), priced; sorted by
 * price, then area and plates (compareByCost). With nothing offered: «Решений не найдено» and the
 * closest miss.
 */
export function designPhe(input: PheDesignInput, deps: DesignDeps): PheDesignResult {
  if (!(input.hot.maxPressureDropKPa > 0 && input.cold.maxPressureDropKPa > 0))
    return {
      ok: false,
      refusal: { reason: 'Допустимая потеря давления каждой стороны должна быть больше нуля.' },
    };
  if (!(input.reservePct >= 0))
    return { ok: false, refusal: { reason: 'Запас поверхности не может быть отрицательным.' } };
  for (const side of [input.hot, input.cold]) {
    const mismatch = materialMismatch(side.fluid, input.plateMaterial);
    if (mismatch) return { ok: false, refusal: { reason: `${mismatch}.` } };
  }
  const closed = closePheBalance(input, deps.properties);
  if (!closed.ok) return closed;
  const balance = closed.balance;
  let fluids: { hot: SideFluid; cold: SideFluid };
  try {
    fluids = sideFluids(deps, input, balance, input.pressureBar + ATMOSPHERE_BAR);
  } catch (e) {
    return asRefusal(e);
  }
  const { hot, cold } = fluids;
  const q = balance.dutyKW * 1000;
  const cHot = hot.massFlowKgS * hot.props.specificHeat;
  const cCold = cold.massFlowKgS * cold.props.specificHeat;
  const fouling = hot.foulingM2KW + cold.foulingM2KW;
  const duty: Duty = {
    q,
    lmtd: lmtdCounterflow(balance.hot.tIn - balance.cold.tOut, balance.hot.tOut - balance.cold.tIn),
    qTarget: q * (1 + input.reservePct / 100),
    fouling,
    p1: (balance.hot.tIn - balance.hot.tOut) / (balance.hot.tIn - balance.cold.tIn),
    r1: cHot / cCold,
  };
  const fOf = GROUPINGS.map(([ph, pcold]) => correctionFactor(duty.p1, duty.r1, ph, pcold));
  const maxHotPa = input.hot.maxPressureDropKPa * 1000;
  const maxColdPa = input.cold.maxPressureDropKPa * 1000;

  let models = deps.catalogue.models.filter((m) => m.line === input.line);
  if (input.models) {
    const unknown = input.models.filter((n) => !models.some((m) => m.name === n));
    if (unknown.length)
      return {
        ok: false,
        refusal: { reason: `Модель ${unknown.join(', ')} не найдена в каталоге этой линии.` },
      };
    models = models.filter((m) => input.models!.includes(m.name));
  }

  const solutions: PheSolution[] = [];
  let closest: Miss | undefined;
  const consider = (m: Miss | undefined) => {
    if (m && (!closest || m.over < closest.over)) closest = m;
  };

  for (const model of models) {
    if (model.plateMaterials && !model.plateMaterials.includes(input.plateMaterial)) {
      consider({
        model: model.name,
        limit: 'material',
        over: Infinity,
        detail: `пластины из ${PLATE_MATERIAL_FROM[input.plateMaterial]} не выпускаются (есть: ${model.plateMaterials.map((m) => PLATE_MATERIAL_TEXT[m]).join(', ')})`,
      });
      continue;
    }
    const pressureClass = model.pressureClassesBar.find((p) => p >= input.pressureBar);
    if (pressureClass === undefined) {
      const top = model.pressureClassesBar[model.pressureClassesBar.length - 1]!;
      consider({
        model: model.name,
        limit: 'pressure',
        over: input.pressureBar / top - 1,
        detail: `давление ${fmt(input.pressureBar)} бар выше наибольшего класса рамы ${fmt(top)} бар`,
      });
      continue;
    }
    const wHot = portVelocity(model, hot);
    const wCold = portVelocity(model, cold);
    if (wHot > PORT_VELOCITY_MAX || wCold > PORT_VELOCITY_MAX) {
      const [w, name] = wHot >= wCold ? [wHot, 'греющей'] : [wCold, 'нагреваемой'];
      consider({
        model: model.name,
        limit: 'portVelocity',
        over: w / PORT_VELOCITY_MAX - 1,
        detail: `скорость в патрубке ${name} стороны ${fmt(w)} м/с при допустимых ${PORT_VELOCITY_MAX} м/с`,
      });
      continue;
    }
    const thicknesses: readonly PlateThicknessMm[] =
      input.thicknessMm === undefined
        ? model.thicknessesMm
        : model.thicknessesMm.filter((t) => t === input.thicknessMm);
    for (const thicknessMm of thicknesses) {
      for (const mix of CHANNEL_MIXES) {
        const g = packGeometry(model, mix, thicknessMm, input.plateMaterial);
        let best: { e: PackEval; score: number } | undefined;
        GROUPINGS.forEach(([ph, pc], gi) => {
          const f = fOf[gi]!;
          if (!(f > 0)) return;
          const counts = plateCounts(model.maxPlates, ph, pc);
          if (counts.length === 0) return;
          if (best && counts[0]! > best.e.plates) return;
          const at = (i: number) => evaluatePack(g, hot, cold, counts[i]!, ph, pc, f, fouling)!;
          const last = at(counts.length - 1);
          if (!passes(last, duty, maxHotPa, maxColdPa)) {
            if (!best)
              consider(
                worstMiss(model, last, duty, input.hot.maxPressureDropKPa, input.cold.maxPressureDropKPa),
              );
            return;
          }
          // Bisection: counts[lo] fails (or lo = −1), counts[hi] passes.
          let lo = -1;
          let hi = counts.length - 1;
          let found = last;
          while (hi - lo > 1) {
            const mid = (lo + hi) >> 1;
            const e = at(mid);
            if (passes(e, duty, maxHotPa, maxColdPa)) {
              hi = mid;
              found = e;
            } else lo = mid;
          }
          if (found.hot.re < MARTIN_RE_MIN || found.cold.re < MARTIN_RE_MIN) {
            const [r, name] =
              found.hot.re < found.cold.re ? [found.hot.re, 'греющей'] : [found.cold.re, 'нагреваемой'];
            consider({
              model: model.name,
              limit: 'plates',
              over: MARTIN_RE_MIN / r - 1,
              detail: `при ${found.plates} пластинах число Рейнольдса ${name} стороны ${fmt(r)} ниже границы применимости метода Мартина (${MARTIN_RE_MIN})`,
            });
            return;
          }
          // The fewest plates give the highest channel velocities of the grouping: if even they are
          // below the minimum, more plates only slow the flow further (decision 0044).
          if (found.hot.velocity < CHANNEL_VELOCITY_MIN || found.cold.velocity < CHANNEL_VELOCITY_MIN) {
            const [w, name] =
              found.hot.velocity < found.cold.velocity
                ? [found.hot.velocity, 'греющей']
                : [found.cold.velocity, 'нагреваемой'];
            consider({
              model: model.name,
              limit: 'channelVelocity',
              over: CHANNEL_VELOCITY_MIN / w - 1,
              detail: `при ${found.plates} пластинах (ходы ${ph}/${pc}) скорость в каналах ${name} стороны ${fmt(w, 2)} м/с ниже наименьшей допустимой ${fmt(CHANNEL_VELOCITY_MIN)} м/с: пакет будет зарастать отложениями и плохо распределять поток`,
            });
            return;
          }
          const dpShare = Math.max(
            (found.hot.dpChannelPa + found.hot.dpPortsPa) / maxHotPa,
            (found.cold.dpChannelPa + found.cold.dpPortsPa) / maxColdPa,
          );
          const score = found.plates * 1000 + (ph + pc) * 10 + dpShare;
          if (!best || score < best.score) best = { e: found, score };
        });
        if (best) {
          const e = best.e;
          const reservePct = ((e.u.service * e.area * e.f * duty.lmtd) / q - 1) * 100;
          const massKg = pheUnitMassKg(model, e.plates, thicknessMm, input.plateMaterial);
          solutions.push({
            line: input.line,
            model: model.name,
            thicknessMm,
            channelMix: mix,
            plateMaterial: input.plateMaterial,
            pressureClassBar: pressureClass,
            check: buildCheck(g, e, hot, cold, balance.dutyKW, duty.lmtd, reservePct, fouling),
            cost: pheUnitCost(model, e.plates, input.plateMaterial, input.prices),
            ...(model.frame ? { frame: model.frame } : {}),
            ...(massKg !== undefined ? { massKg } : {}),
          });
        }
      }
    }
  }

  if (solutions.length === 0) {
    const refusal: PheRefusal = closest
      ? {
          reason: `Решений не найдено. Ближе всего ${closest.model}: ${closest.detail}.`,
          closestMiss: { model: closest.model, limit: closest.limit, detail: closest.detail },
        }
      : {
          reason:
            'Решений не найдено: ни одна модель линии не подходит по толщине пластины или группировке ходов.',
        };
    return { ok: false, refusal };
  }
  // Issue 30 item 8: the cheapest first, not the smallest area (decision 0026 «Cost»).
  solutions.sort(compareByCost);
  return { ok: true, balance, solutions };
}
