// The physical checks a pump catalogue must pass before the engine may use it: ordered flows,
// falling head, NPSHr not falling with flow, P2 = ρgQH/η within 3 %, a motor that carries the
// curve's shaft power, best efficiency inside the range, curves the engine can fit.
import {
  m3hToM3s,
  STANDARD_GRAVITY,
  WATER_DENSITY_20C,
  type CubicMetresPerHour,
  type Kilowatts,
} from '@podbor/engineering/units';
import { evaluateFit, ie3Efficiency, isPumpRefusal, preparePump } from '@podbor/engineering/pumps';
import type { PumpCatalog, PumpModelRecord } from './schema';

/** Where in the catalogue a problem is: a path into the canonical object. */
export type CatalogPath = readonly (string | number)[];

export interface CatalogIssue {
  readonly path: CatalogPath;
  /** Russian, for the person who prepared the file. */
  readonly message: string;
}

/** Largest relative gap between the listed P2 and ρ·g·Q·H/η (the issue's 3 %). */
export const P2_TOLERANCE = 0.03;
/** Largest relative gap between a head point and the engine's fitted curve. */
export const HEAD_FIT_TOLERANCE = 0.02;

const fmt = (v: number, digits = 3) => String(Number(v.toPrecision(digits)));

/**
 * Shaft power from the hydraulic power and efficiency, P2 = ρ·g·Q·H/η, in catalogue units.
 * @param q - flow [m³/h]
 * @param h - head [m]
 * @param etaPct - efficiency [%]
 * @returns P2 [kW] for water at 20 °C (ρ = 998.2 kg/m³, g = 9.80665 m/s²)
 * @example shaftPowerKw(36, 50, 70) ≈ 6.99 kW
 */
export function shaftPowerKw(q: number, h: number, etaPct: number): number {
  return (WATER_DENSITY_20C * STANDARD_GRAVITY * (q / 3600) * h) / (etaPct / 100) / 1000;
}

/** Checks one model's curve; `at` is the model's path. */
export function validatePumpModel(model: PumpModelRecord, at: CatalogPath): CatalogIssue[] {
  const issues: CatalogIssue[] = [];
  const pts = model.curve;
  let ordered = true;
  pts.forEach((p, i) => {
    const here = [...at, 'curve', i];
    if (i > 0) {
      const prev = pts[i - 1]!;
      if (!(p.Q > prev.Q)) {
        ordered = false;
        issues.push({
          path: [...here, 'Q'],
          message: `подача должна возрастать от точки к точке: ${fmt(prev.Q)} → ${fmt(p.Q)} м³/ч`,
        });
      }
      if (!(p.H < prev.H)) {
        ordered = false;
        issues.push({
          path: [...here, 'H'],
          message: `напор H(Q) должен убывать с ростом подачи: ${fmt(prev.H)} → ${fmt(p.H)} м`,
        });
      }
      // A centrifugal pump needs more inlet head the more it delivers (ISO 9906 §6.1.4 measures it
      // so); a falling NPSHr is a column mix-up, and the engine's cavitation check would go wrong.
      if (p.NPSHr < prev.NPSHr) {
        issues.push({
          path: [...here, 'NPSHr'],
          message: `NPSHr не может убывать с ростом подачи: ${fmt(prev.NPSHr)} → ${fmt(p.NPSHr)} м`,
        });
      }
    }
    const expected = shaftPowerKw(p.Q, p.H, p.eta);
    const gap = Math.abs(p.P2 - expected) / expected;
    if (gap > P2_TOLERANCE) {
      issues.push({
        path: [...here, 'P2'],
        message:
          `мощность P2 = ${fmt(p.P2)} кВт не согласуется с ρgQH/η = ${fmt(expected)} кВт ` +
          `(расхождение ${fmt(gap * 100, 2)} %, допустимо ${P2_TOLERANCE * 100} %)`,
      });
    }
  });
  // The motor must carry the shaft power the pump draws anywhere on its listed curve (no service
  // factor: a catalogue offers the pump over the whole range).
  const heaviest = pts.reduce((a, b) => (b.P2 > a.P2 ? b : a), pts[0]!);
  if (heaviest && heaviest.P2 > model.power) {
    issues.push({
      path: [...at, 'power'],
      message:
        `мощность двигателя ${fmt(model.power)} кВт меньше мощности на валу по характеристике: ` +
        `${fmt(heaviest.P2)} кВт при ${fmt(heaviest.Q)} м³/ч`,
    });
  }
  issues.push(...validateMotor(model, at));
  if (pts.length >= 3) {
    let iMax = 0;
    pts.forEach((p, i) => {
      if (p.eta > pts[iMax]!.eta) iMax = i;
    });
    if (iMax === 0 || iMax === pts.length - 1) {
      issues.push({
        path: [...at, 'curve', iMax, 'eta'],
        message: `максимум КПД (${fmt(pts[iMax]!.eta)} %) на краю диапазона подачи: оптимальная точка должна лежать внутри диапазона`,
      });
    }
  }
  // Only an ordered, falling curve is worth fitting; otherwise the messages above say enough.
  if (ordered && issues.length === 0) issues.push(...validateFit(model, at));
  return issues;
}

/** Largest relative gap between the rated current and P/(k·U·η·cos φ) (decision 0032). */
export const MOTOR_CURRENT_TOLERANCE = 0.15;
/** A class stated below its own minimum by more than this [percentage points] is a mix-up. */
const CLASS_SLACK_PCT = 0.5;

/**
 * The motor's rating plate must agree with itself: an IE3 (or IE4) class with an efficiency below
 * the IE3 minimum for its power (IEC 60034-30-1) is a mix-up; with efficiency, cos φ and current
 * all given, I = P/(k·U·η·cos φ) (k = √3 three-phase, 1 single-phase) within 15 %.
 */
function validateMotor(model: PumpModelRecord, at: CatalogPath): CatalogIssue[] {
  const m = model.motor;
  if (!m) return [];
  const issues: CatalogIssue[] = [];
  const ie3 = ie3Efficiency(model.power as Kilowatts) * 100;
  if (
    m.efficiency !== undefined &&
    (m.efficiencyClass === 'IE3' || m.efficiencyClass === 'IE4') &&
    m.efficiency < ie3 - CLASS_SLACK_PCT
  ) {
    issues.push({
      path: [...at, 'motor', 'efficiency'],
      message: `КПД двигателя ${fmt(m.efficiency)} % ниже минимума класса IE3 для ${fmt(model.power)} кВт (${fmt(ie3)} %, МЭК 60034-30-1), а указан класс ${m.efficiencyClass}`,
    });
  }
  if (m.efficiency !== undefined && m.cosPhi !== undefined && m.ratedCurrent !== undefined) {
    const k = model.voltage < 300 ? 1 : Math.sqrt(3);
    const expected = (model.power * 1000) / (k * model.voltage * (m.efficiency / 100) * m.cosPhi);
    const gap = Math.abs(m.ratedCurrent - expected) / expected;
    if (gap > MOTOR_CURRENT_TOLERANCE) {
      issues.push({
        path: [...at, 'motor', 'ratedCurrent'],
        message:
          `номинальный ток ${fmt(m.ratedCurrent)} А не согласуется с P/(${k === 1 ? '' : '√3·'}U·η·cos φ) = ${fmt(expected)} А ` +
          `(расхождение ${fmt(gap * 100, 2)} %, допустимо ${MOTOR_CURRENT_TOLERANCE * 100} %)`,
      });
    }
  }
  return issues;
}

/** The engine's own fit must reproduce the points and stay monotonic between them. */
function validateFit(model: PumpModelRecord, at: CatalogPath): CatalogIssue[] {
  let pump;
  try {
    pump = preparePump(model);
  } catch (e) {
    if (isPumpRefusal(e))
      return [{ path: [...at, 'curve'], message: `характеристику нельзя аппроксимировать: ${e.message}` }];
    throw e;
  }
  const issues: CatalogIssue[] = [];
  model.curve.forEach((p, i) => {
    const fitted = evaluateFit(pump.head, m3hToM3s(p.Q as CubicMetresPerHour))!;
    const gap = Math.abs(fitted - p.H) / p.H;
    if (gap > HEAD_FIT_TOLERANCE) {
      issues.push({
        path: [...at, 'curve', i, 'H'],
        message: `точка выпадает из гладкой характеристики: аппроксимация даёт ${fmt(fitted)} м (расхождение ${fmt(gap * 100, 2)} %, допустимо ${HEAD_FIT_TOLERANCE * 100} %)`,
      });
    }
  });
  const steps = 100;
  let prev = Infinity;
  for (let i = 0; i <= steps; i++) {
    const q = pump.qMin + ((pump.qMax - pump.qMin) * i) / steps;
    const h = evaluateFit(pump.head, q)!;
    if (!(h < prev)) {
      issues.push({
        path: [...at, 'curve'],
        message: `аппроксимация напора не убывает около ${fmt(q * 3600)} м³/ч: проверьте точки характеристики`,
      });
      break;
    }
    prev = h;
  }
  const margin = 1e-6 * (pump.qMax - pump.qMin);
  if (pump.bepFlow <= pump.qMin + margin || pump.bepFlow >= pump.qMax - margin) {
    issues.push({
      path: [...at, 'curve'],
      message:
        'аппроксимация КПД достигает максимума на краю диапазона подачи: добавьте точки по обе стороны от оптимума',
    });
  }
  return issues;
}

/** A model to check and where it sits in the catalogue. */
export interface LocatedModel {
  readonly model: PumpModelRecord;
  readonly path: CatalogPath;
}

/**
 * Checks models wherever they come from: unique ids and articles across all of them, and each
 * curve (validatePumpModel). Used on a whole catalogue and on the models of a file that failed
 * the schema elsewhere, so a file is refused with all its problems at once.
 */
export function validatePumpModels(models: readonly LocatedModel[]): CatalogIssue[] {
  const issues: CatalogIssue[] = [];
  const modelIds = new Map<number, string>();
  const articles = new Map<string, string>();
  for (const { model, path: at } of models) {
    const other = modelIds.get(model.id);
    if (other !== undefined) {
      issues.push({ path: [...at, 'id'], message: `номер модели ${model.id} уже занят моделью «${other}»` });
    }
    modelIds.set(model.id, model.name);
    const sameArticle = articles.get(model.article);
    if (sameArticle !== undefined) {
      issues.push({
        path: [...at, 'article'],
        message: `артикул ${model.article} уже занят моделью «${sameArticle}»`,
      });
    }
    articles.set(model.article, model.name);
    issues.push(...validatePumpModel(model, at));
  }
  return issues;
}

/**
 * Checks a schema-valid catalogue: unique series ids, then validatePumpModels over all models.
 * An empty list means the engine can use it.
 */
export function validatePumpCatalog(catalog: PumpCatalog): CatalogIssue[] {
  const issues: CatalogIssue[] = [];
  const seriesIds = new Set<number>();
  catalog.series.forEach((series, si) => {
    if (seriesIds.has(series.id)) {
      issues.push({ path: ['series', si, 'id'], message: `номер серии ${series.id} уже встречался` });
    }
    seriesIds.add(series.id);
  });
  const models = catalog.series.flatMap((series, si) =>
    series.models.map((model, mi) => ({ model, path: ['series', si, 'models', mi] })),
  );
  return [...issues, ...validatePumpModels(models)];
}
