// Rating mode: a given unit (a catalogue model, thickness, mix — or the user's plate geometry — plates,
// grouping) and both inlets and flows → duty and outlets from P-NTU, pressure drops, reserve, warnings.
import { asRefusal, ATMOSPHERE_BAR, closePheBalance } from './balance';
import { buildCheck, evaluatePack, sideFluids, type DesignDeps } from './design';
import { MARTIN_ANGLE_MAX_DEG, MARTIN_ANGLE_MIN_DEG, MARTIN_RE_MAX, MARTIN_RE_MIN } from './martin';
import { materialMismatch, PLATE_MATERIAL_FROM, PLATE_MATERIAL_TEXT } from './materials';
import {
  CHANNEL_VELOCITY_MIN,
  channelSplit,
  MIN_PLATES,
  MIN_PLATES_MULTIPASS,
  packGeometry,
  PORT_VELOCITY_MAX,
} from './pack';
import { correctionFactor, lmtdCounterflow, MAX_PASSES, temperatureEffectivenessPlate } from './pntu';
import type { PackGeometry } from './pack';
import type { PhePlateModel } from './plate';
import type {
  PheBalance,
  PheCheck,
  PheLine,
  PheRatingInput,
  PheRatingResult,
  PheUserPlate,
  PheUserPlateRatingInput,
  PheWarning,
} from './types';

const fmt = (v: number, digits = 3) => String(Number(v.toPrecision(digits))).replace('.', ',');

type AnyRatingInput = PheRatingInput | PheUserPlateRatingInput;

/** Most plates a user's plate is rated with: no frame says otherwise (the request's own bound). */
export const USER_PLATE_MAX = 1000;

/**
 * Why a corrugation angle is outside Martin's correlation, in Russian; undefined inside
 * MARTIN_ANGLE_MIN_DEG…MAX. The rating page says it on the field before sending (the same words).
 */
export function chevronAngleRefusal(angleDeg: number): string | undefined {
  if (angleDeg >= MARTIN_ANGLE_MIN_DEG && angleDeg <= MARTIN_ANGLE_MAX_DEG) return undefined;
  return `Угол гофрирования ${fmt(angleDeg)}° вне области применимости метода Мартина (${MARTIN_ANGLE_MIN_DEG}–${MARTIN_ANGLE_MAX_DEG}°): расчёт такой пластины был бы экстраполяцией и не выполняется.`;
}

/**
 * Why the engine will not rate a user's plate, in Russian; undefined when it will. Martin's
 * correlation is taken only inside its corrugation-angle range (MARTIN_ANGLE_MIN_DEG…MAX): outside
 * it the figures would be an extrapolation, refused with the reason (issue 30 item 5). Lengths must
 * be positive and the enlargement factor at least 1 (the developed area is never below the
 * projected one); the plausible ranges of each field are the request's (contracts).
 */
export function userPlateRefusal(p: PheUserPlate): string | undefined {
  const angle = chevronAngleRefusal(p.chevronAngleDeg);
  if (angle) return angle;
  if (!(p.enlargementFactor >= 1))
    return `Коэффициент увеличения площади ${fmt(p.enlargementFactor)} меньше 1: развёрнутая площадь пластины не может быть меньше её проекции.`;
  for (const v of [p.widthM, p.portToPortLengthM, p.corrugationDepthM, p.portDiameterM, p.thicknessMm])
    if (!(v > 0)) return 'Размеры пластины должны быть больше нуля.';
  return undefined;
}

/**
 * A user's plate as the engine's model: one angle for H and L, the area W·L·φ (the catalogue's own
 * rule), up to USER_PLATE_MAX plates, no frame, pressure classes or material list (none is known).
 */
export function userPlateModel(line: PheLine, p: PheUserPlate): PhePlateModel {
  return {
    line,
    name: 'пластина пользователя',
    widthM: p.widthM,
    portToPortLengthM: p.portToPortLengthM,
    corrugationDepthM: p.corrugationDepthM,
    // Unknown and unused: the engine reads φ, never Λ.
    wavelengthM: Number.NaN,
    chevronAngleHDeg: p.chevronAngleDeg,
    chevronAngleLDeg: p.chevronAngleDeg,
    enlargementFactor: p.enlargementFactor,
    portDiameterM: p.portDiameterM,
    plateAreaM2: p.widthM * p.portToPortLengthM * p.enlargementFactor,
    thicknessesMm: [],
    maxPlates: USER_PLATE_MAX,
    pressureClassesBar: [],
    connectionDn: 0,
  };
}

/**
 * Rates a unit: the outlet temperatures for which the heat balance equals U·A·F·LMTD, found by
 * iterating the properties at the sides' mean temperatures with P1 = P(NTU1, R1) of the grouping
 * (converges to 1e-6 K in a handful of steps). U in service (with the fouling given) sets the duty.
 * With `designDutyKW`, the reserve is U·A·F·LMTD/Q_design − 1 at the design point: the same inlets
 * and flows with the outlets that duty gives, properties at that point's means — the figure the
 * design reported, so a design's own answer rated gives its reserve back.
 */
export function ratePhe(input: AnyRatingInput, deps: DesignDeps): PheRatingResult {
  const refuse = (reason: string): PheRatingResult => ({ ok: false, refusal: { reason } });
  let model: PhePlateModel;
  let g: PackGeometry;
  if ('plate' in input) {
    // Issue 30 item 5: the user's geometry, held to the correlation's range (never extrapolated).
    const why = userPlateRefusal(input.plate);
    if (why) return refuse(why);
    model = userPlateModel(input.line, input.plate);
    g = packGeometry(model, 'H', input.plate.thicknessMm, input.plateMaterial);
  } else {
    const found = deps.catalogue.models.find((m) => m.name === input.model && m.line === input.line);
    if (!found) return refuse(`Модель ${input.model} не найдена в каталоге этой линии.`);
    if (!found.thicknessesMm.includes(input.thicknessMm))
      return refuse(`Пластины ${found.name} толщиной ${fmt(input.thicknessMm)} мм не выпускаются.`);
    model = found;
    g = packGeometry(model, input.channelMix, input.thicknessMm, input.plateMaterial);
  }
  const { plates, passesHot, passesCold } = input;
  if (
    !(Number.isInteger(passesHot) && Number.isInteger(passesCold) && passesHot >= 1 && passesCold >= 1) ||
    passesHot > MAX_PASSES ||
    passesCold > MAX_PASSES
  )
    return refuse(`Число ходов каждой стороны — от 1 до ${MAX_PASSES}.`);
  const min = passesHot === 1 && passesCold === 1 ? MIN_PLATES : MIN_PLATES_MULTIPASS;
  if (!Number.isInteger(plates) || plates < min || plates > model.maxPlates)
    return refuse(
      `Число пластин ${'plate' in input ? '' : `${model.name} `}при ходах ${passesHot}/${passesCold} — от ${min} до ${model.maxPlates}.`,
    );
  if (!channelSplit(plates, passesHot, passesCold))
    return refuse(`${plates} пластин нельзя разделить на ходы ${passesHot}/${passesCold} поровну.`);
  if (!(input.hot.massFlowKgS > 0 && input.cold.massFlowKgS > 0))
    return refuse('Расходы обеих сред должны быть больше нуля.');
  if (!(input.hot.tIn > input.cold.tIn))
    return refuse(
      'Температура греющей среды на входе должна быть выше температуры нагреваемой среды на входе.',
    );

  const pressureAbs = input.pressureBar !== undefined ? input.pressureBar + ATMOSPHERE_BAR : undefined;
  const fouling = (input.hot.foulingM2KW ?? 0) + (input.cold.foulingM2KW ?? 0);
  const hotIn = { ...input.hot, maxPressureDropKPa: Infinity };
  const coldIn = { ...input.cold, maxPressureDropKPa: Infinity };
  try {
    const dt = input.hot.tIn - input.cold.tIn;
    // Start from a quarter of the inlet difference on each side; the iteration corrects it.
    let b: PheBalance = {
      dutyKW: 0,
      hot: { tIn: input.hot.tIn, tOut: input.hot.tIn - dt / 4, massFlowKgS: input.hot.massFlowKgS },
      cold: { tIn: input.cold.tIn, tOut: input.cold.tIn + dt / 4, massFlowKgS: input.cold.massFlowKgS },
    };
    let result;
    for (let i = 0; i < 100; i++) {
      const { hot, cold } = sideFluids(deps, { hot: hotIn, cold: coldIn }, b, pressureAbs);
      const e = evaluatePack(g, hot, cold, plates, passesHot, passesCold, 1, fouling)!;
      const cHot = hot.massFlowKgS * hot.props.specificHeat;
      const cCold = cold.massFlowKgS * cold.props.specificHeat;
      const r1 = cHot / cCold;
      const ntu1 = (e.u.service * e.area) / cHot;
      const p1 = temperatureEffectivenessPlate(r1, ntu1, passesHot, passesCold);
      const q = p1 * cHot * dt;
      const next: PheBalance = {
        dutyKW: q / 1000,
        hot: { ...b.hot, tOut: input.hot.tIn - q / cHot },
        cold: { ...b.cold, tOut: input.cold.tIn + q / cCold },
      };
      const moved = Math.abs(next.hot.tOut - b.hot.tOut) + Math.abs(next.cold.tOut - b.cold.tOut);
      b = next;
      result = { e, p1, r1, q };
      if (moved < 1e-7) break;
    }
    // The last figures with the properties at the converged means.
    const { hot, cold } = sideFluids(deps, { hot: hotIn, cold: coldIn }, b, pressureAbs);
    const { e, r1, q } = result!;
    // Re outside Martin's data is no longer a refusal (decision 0044): a rated unit is what it is;
    // the figures are computed and the warning names the side and says they are extrapolated.
    // Every state the result reports must be in the media's range (the outlets too).
    for (const [spec, s] of [
      [input.hot.fluid, b.hot],
      [input.cold.fluid, b.cold],
    ] as const) {
      deps.properties(spec, { temperature: s.tOut, pressure: pressureAbs });
    }
    const lmtd = lmtdCounterflow(b.hot.tIn - b.cold.tOut, b.hot.tOut - b.cold.tIn);
    const f = correctionFactor(result!.p1, r1, passesHot, passesCold);
    const reservePct = input.designDutyKW === undefined ? 0 : designReserve(input, deps, g, fouling);
    const check = buildCheck(g, { ...e, f }, hot, cold, q / 1000, lmtd, reservePct, fouling);
    return {
      ok: true,
      check,
      warnings: ratingWarnings(input, model, check),
      plateSource: 'plate' in input ? 'user' : 'catalogue',
    };
  } catch (err) {
    return asRefusal(err);
  }
}

/**
 * The reserve of the rated pack at the design duty [%]: the design point's balance (outlets from the
 * duty, the inlets and the flows, as design closes it), properties at its means, U·A·F·LMTD/Q − 1.
 * −100 when the design duty is out of the unit's reach (a temperature cross at that duty).
 */
function designReserve(input: AnyRatingInput, deps: DesignDeps, g: PackGeometry, fouling: number): number {
  const side = (s: AnyRatingInput['hot']) => ({
    fluid: s.fluid,
    tIn: s.tIn,
    massFlowKgS: s.massFlowKgS,
    maxPressureDropKPa: Infinity,
    foulingM2KW: s.foulingM2KW,
  });
  const closed = closePheBalance(
    {
      line: input.line,
      dutyKW: input.designDutyKW,
      hot: side(input.hot),
      cold: side(input.cold),
      reservePct: 0,
      plateMaterial: input.plateMaterial,
      pressureBar: input.pressureBar ?? 0,
    },
    deps.properties,
  );
  if (!closed.ok) return -100;
  const b = closed.balance;
  const pressureAbs = input.pressureBar !== undefined ? input.pressureBar + ATMOSPHERE_BAR : undefined;
  const { hot, cold } = sideFluids(deps, { hot: side(input.hot), cold: side(input.cold) }, b, pressureAbs);
  const q = b.dutyKW * 1000;
  const p1 = (b.hot.tIn - b.hot.tOut) / (b.hot.tIn - b.cold.tIn);
  const r1 = (hot.massFlowKgS * hot.props.specificHeat) / (cold.massFlowKgS * cold.props.specificHeat);
  const f = correctionFactor(p1, r1, input.passesHot, input.passesCold);
  const lmtd = lmtdCounterflow(b.hot.tIn - b.cold.tOut, b.hot.tOut - b.cold.tIn);
  if (!(f > 0 && lmtd > 0)) return -100;
  const e = evaluatePack(g, hot, cold, input.plates, input.passesHot, input.passesCold, f, fouling)!;
  return ((e.u.service * e.area * f * lmtd) / q - 1) * 100;
}

const SIDE_NAME = { hot: 'греющей', cold: 'нагреваемой' } as const;

/**
 * Every design limit a rated unit breaks, named (decision 0044): the material against the media
 * and the model, the frame's pressure class, Re outside Martin's 200–10 000, the channel velocity
 * minimum, the port velocity maximum and the allowed pressure drops when given.
 */
export function ratingWarnings(input: AnyRatingInput, model: PhePlateModel, check: PheCheck): PheWarning[] {
  const warnings: PheWarning[] = [];
  for (const side of ['hot', 'cold'] as const) {
    const mismatch = materialMismatch(input[side].fluid, input.plateMaterial);
    if (mismatch) warnings.push({ code: 'material', side, message: `${mismatch}.` });
  }
  if (model.plateMaterials && !model.plateMaterials.includes(input.plateMaterial))
    warnings.push({
      code: 'material',
      message: `Пластины ${model.name} из ${PLATE_MATERIAL_FROM[input.plateMaterial]} не выпускаются (есть: ${model.plateMaterials.map((m) => PLATE_MATERIAL_TEXT[m]).join(', ')}).`,
    });
  // A user's plate has no known frame: its pressure class is not checked (decision 0044).
  const top = model.pressureClassesBar[model.pressureClassesBar.length - 1];
  if (top !== undefined && input.pressureBar !== undefined && input.pressureBar > top)
    warnings.push({
      code: 'pressureClass',
      message: `Давление ${fmt(input.pressureBar)} бар выше наибольшего класса рамы ${model.name} ${fmt(top)} бар.`,
    });
  for (const side of ['hot', 'cold'] as const) {
    const s = check[side];
    const name = SIDE_NAME[side];
    if (s.reynolds < MARTIN_RE_MIN || s.reynolds > MARTIN_RE_MAX)
      warnings.push({
        code: 'reynolds',
        side,
        message: `Число Рейнольдса ${name} стороны ${fmt(s.reynolds)} вне области применимости метода Мартина (${MARTIN_RE_MIN}–${MARTIN_RE_MAX}): теплоотдача и потеря давления получены экстраполяцией, проверьте их расчётом производителя.`,
      });
    if (s.channelVelocityMS < CHANNEL_VELOCITY_MIN)
      warnings.push({
        code: 'channelVelocity',
        side,
        message: `Скорость в каналах ${name} стороны ${fmt(s.channelVelocityMS, 2)} м/с ниже наименьшей допустимой ${fmt(CHANNEL_VELOCITY_MIN)} м/с: пакет будет зарастать отложениями и плохо распределять поток.`,
      });
    if (s.portVelocityMS > PORT_VELOCITY_MAX)
      warnings.push({
        code: 'portVelocity',
        side,
        message: `Скорость в патрубке ${name} стороны ${fmt(s.portVelocityMS)} м/с выше допустимой ${PORT_VELOCITY_MAX} м/с.`,
      });
    const limit = input.maxPressureDropKPa?.[side];
    const dp = s.dpChannelKPa + s.dpPortsKPa;
    if (limit !== undefined && dp > limit)
      warnings.push({
        code: 'pressureDrop',
        side,
        message: `Потеря давления ${name} стороны ${fmt(dp)} кПа выше допустимой ${fmt(limit)} кПа.`,
      });
  }
  return warnings;
}
