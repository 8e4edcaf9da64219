// Motor rating-plate data in the pump catalogue (decision 0032): optional fields a manufacturer's
// file fills (JSON or CSV columns), checked for range, class and self-consistency; the nominal
// efficiency, where given, is what P1 is computed with. The shipped sample has none.
import { describe, expect, it } from 'vitest';
import { estimatedInputPower, ie3Efficiency, selectPumps } from '@podbor/engineering/pumps';
import type { Kilowatts, Watts } from '@podbor/engineering/units';
import { buildParamGroups, loadPumpCatalog, type PumpCatalog, type PumpModelRecord } from '../src/pumps';
import { catalogToCsv } from '../src/pumps/csv';
import { checkPumpCatalogText, formatImportIssue } from '../src/pumps/import';

const sample = loadPumpCatalog();

/**
 * Test figures, not a manufacturer's: a rating plate consistent with itself — efficiency a point
 * above the IE3 minimum of the rated power, cos φ 0.85 (three-phase) or 0.95 (single-phase), and
 * the current I = P/(k·U·η·cos φ) those give.
 */
function plate(m: PumpModelRecord): NonNullable<PumpModelRecord['motor']> {
  const efficiency = Number((ie3Efficiency(m.power as Kilowatts) * 100 + 1).toFixed(1));
  const single = m.voltage < 300;
  const cosPhi = single ? 0.95 : 0.85;
  const k = single ? 1 : Math.sqrt(3);
  const ratedCurrent = Number(((m.power * 1000) / (k * m.voltage * (efficiency / 100) * cosPhi)).toFixed(2));
  return { efficiencyClass: 'IE3', efficiency, ratedCurrent, cosPhi };
}

/** Two models per series, the first of each with a rating plate. */
const withMotors: PumpCatalog = {
  ...sample,
  series: sample.series.map((s) => ({
    ...s,
    models: s.models.slice(0, 2).map((m, i) => (i === 0 ? { ...m, motor: plate(m) } : m)),
  })),
};
const jsonText = (c: PumpCatalog) =>
  JSON.stringify(
    {
      brand: 'Aquastrong',
      units: { Q: 'm3/h', H: 'm', P2: 'kW', eta: '%', NPSHr: 'm' },
      series: c.series.map((s) => ({ ...s, models: s.models.map(({ paramGroups: _, ...m }) => m) })),
    },
    null,
    2,
  );
const check = (name: string, text: string) => checkPumpCatalogText(name, text, 2);
const firstWith = (c: PumpCatalog, motor: object) => ({
  ...c,
  series: c.series.map((s, si) =>
    si === 0
      ? { ...s, models: s.models.map((m, mi) => (mi === 0 ? { ...m, motor: { ...m.motor, ...motor } } : m)) }
      : s,
  ),
});

describe('motor data in the catalogue', () => {
  it('the shipped sample carries none: every P1 is the IE3 estimate', () => {
    expect(sample.series.flatMap((s) => s.models).filter((m) => m.motor !== undefined)).toEqual([]);
  });

  it('a JSON file with rating plates imports them, and the motor group shows them', () => {
    const r = check('aquastrong.json', jsonText(withMotors));
    expect(r.issues.map(formatImportIssue)).toEqual([]);
    const model = r.catalog!.series[0]!.models[0]!;
    expect(model.motor).toEqual(plate(sample.series[0]!.models[0]!));
    const motorGroup = model.paramGroups.find((g) => g.name === 'Двигатель')!;
    const names = motorGroup.params.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Класс КПД двигателя', 'Номинальный ток', 'cos φ']));
    expect(motorGroup.params.find((p) => p.name === 'Класс КПД двигателя')!.value).toBe('IE3');
    // A model without a plate keeps the groups it always had.
    const plain = r.catalog!.series[0]!.models[1]!;
    expect(plain.motor).toBeUndefined();
    // (The sample's fourth group, «Данные», is its illustrative note; an imported file has none.)
    expect(plain.paramGroups).toEqual(sample.series[0]!.models[1]!.paramGroups.slice(0, 3));
  });

  it('a CSV file fills them from the optional motor columns, empty cells meaning «no data»', () => {
    const base = catalogToCsv(withMotors).trim().split('\n');
    const header = `${base[0]};motor_class;motor_efficiency [%];rated_current [A];cos_phi`;
    const rows = base.slice(1).map((line) => {
      const modelId = Number(line.split(';')[6]);
      const m = withMotors.series.flatMap((s) => s.models).find((x) => x.id === modelId)!;
      const p = m.motor;
      return p ? `${line};${p.efficiencyClass};${p.efficiency};${p.ratedCurrent};${p.cosPhi}` : `${line};;;;`;
    });
    const r = check('aquastrong.csv', [header, ...rows].join('\n'));
    expect(r.issues.map(formatImportIssue)).toEqual([]);
    expect(r.catalog!.series[1]!.models[0]!.motor).toEqual(withMotors.series[1]!.models[0]!.motor);
    expect(r.catalog!.series[1]!.models[1]!.motor).toBeUndefined();
  });

  it.each([
    [{ efficiencyClass: 'IE5' }, 'Класс КПД двигателя: допустимы IE1, IE2, IE3, IE4'],
    [{ efficiency: 120 }, 'КПД двигателя: нужно число от 40 до 99 %'],
    [{ cosPhi: 1.2 }, 'cos φ: нужно число от 0,3 до 1'],
    [{ ratedCurrent: -1 }, 'Номинальный ток: нужно число больше 0 и не больше 2000 А'],
    [{ efficiency: 60 }, 'ниже минимума класса IE3'],
    [{ ratedCurrent: 10 }, 'не согласуется с P/(U·η·cos φ)'],
  ])('refuses %j with a Russian message naming the model', (motor, message) => {
    const r = check('aquastrong.json', jsonText(firstWith(withMotors, motor)));
    expect(r.ok).toBe(false);
    const text = r.issues.map(formatImportIssue).join('\n');
    expect(text).toContain(message);
    expect(text).toContain('EVR 1-3');
  });
});

describe('P1 with the catalogue motor efficiency', () => {
  const series = sample.series[0]!;
  const model = series.models[0]!; // EVR 1-3, 0.37 kW
  const duty = { units: 'm' as const, Q: 1, H: 1, H0: 0, BoxType: 0 as const };
  const p1 = (m: PumpModelRecord) =>
    selectPumps({ ...series, models: [m] }, duty).candidates[0]!.why.inputPowerKw;

  it('uses the nominal efficiency instead of the IE3 estimate: a better motor draws less', () => {
    const ie3 = p1(model);
    const better = p1({ ...model, motor: { efficiency: 85 } });
    const worse = p1({ ...model, motor: { efficiency: 65 } });
    expect(better).toBeLessThan(ie3);
    expect(worse).toBeGreaterThan(ie3);
    // The same loss model with η = 85 %: P1 = P2 + L·(0.35 + 0.65·(P2/Pr)²), L = Pr(1/η − 1).
    const shaft = selectPumps({ ...series, models: [model] }, duty).candidates[0]!.why.powerKw * 1000;
    expect(better).toBeCloseTo(estimatedInputPower(shaft as Watts, 0.37 as Kilowatts, 0.85) / 1000, 12);
  });

  it('a class alone changes nothing: only an efficiency figure replaces the estimate', () => {
    expect(p1({ ...model, motor: { efficiencyClass: 'IE2', cosPhi: 0.9 } })).toBe(p1(model));
  });

  it('builds no motor rows for a model without a plate', () => {
    const { paramGroups: _, ...bare } = model;
    expect(buildParamGroups(series, bare, null).find((g) => g.name === 'Двигатель')!.params).toHaveLength(4);
  });
});
