// Decision 0044 (issue 30 items 1, 2, 3): the lowest channel velocity a design offers, the plate
// material against the media and the model, and the named warnings of a rated unit.
import { describe, expect, it } from 'vitest';
import { fluidProperties } from '../../src/fluids';
import {
  CHANNEL_VELOCITY_MIN,
  createPheEngine,
  materialMismatch,
  SEAWATER_CHLORIDES_MG_KG,
  STAINLESS_CHLORIDES_MAX_MG_L,
  WALL_CONDUCTIVITY,
  type PheRatingInput,
} from '../../src/phe';
import { DWSIM_PLATE, heatingInput, TEST_CATALOGUE } from './helpers';
import { testWaterProperties, WATER } from './water-table';

const engine = createPheEngine({ catalogue: TEST_CATALOGUE, properties: testWaterProperties });
const real = createPheEngine({ catalogue: TEST_CATALOGUE, properties: fluidProperties });
const SEA = { medium: 'seawater' } as const;

describe('the lowest channel velocity (design refuses, rating warns)', () => {
  it('is 0.1 m/s on each side', () => {
    expect(CHANNEL_VELOCITY_MIN).toBe(0.1);
  });

  it('every offered unit keeps both channel velocities at or above 0.1 m/s', () => {
    for (const dutyKW of [30, 200, 800]) {
      const r = engine.design(heatingInput({ dutyKW }));
      if (!r.ok) continue;
      for (const s of r.solutions) {
        expect(s.check.hot.channelVelocityMS).toBeGreaterThanOrEqual(0.1);
        expect(s.check.cold.channelVelocityMS).toBeGreaterThanOrEqual(0.1);
      }
    }
  });

  it('a duty whose fewest plates are still too slow is refused with the figure and the reason', () => {
    // 35 kW on the 0.5 m wide plate: 0.28 kg/s a side, 0.094 m/s in the 2 channels a side of the
    // fewest 5 plates (3 mm × 0.5 m) — Re ≈ 1250 is inside Martin's range, the velocity is not.
    const r = engine.design(heatingInput({ dutyKW: 35, models: ['DWSIM'] }));
    if (r.ok) throw new Error(`expected a refusal, got ${r.solutions.length} solutions`);
    expect(r.refusal.closestMiss?.limit).toBe('channelVelocity');
    expect(r.refusal.reason).toMatch(
      /^Решений не найдено\. Ближе всего DWSIM: при 5 пластинах \(ходы 1\/1\) скорость в каналах нагреваемой стороны 0,094 м\/с ниже наименьшей допустимой 0,1 м\/с: пакет будет зарастать отложениями и плохо распределять поток\.$/,
    );
  });

  it('a rated unit below it is rated, with the warning named per side', () => {
    // DWSIM's case: 1 kg/s in 25 channels of 3 mm × 0.5 m is 0.027 m/s.
    const r = engine.rate(dwsim);
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.check.hot.channelVelocityMS).toBeLessThan(0.1);
    const slow = r.warnings.filter((w) => w.code === 'channelVelocity');
    expect(slow.map((w) => w.side)).toEqual(['hot', 'cold']);
    expect(slow[0]!.message).toBe(
      'Скорость в каналах греющей стороны 0,027 м/с ниже наименьшей допустимой 0,1 м/с: пакет будет зарастать отложениями и плохо распределять поток.',
    );
  });
});

const dwsim: PheRatingInput = {
  line: 'clever',
  model: 'DWSIM',
  thicknessMm: 0.5,
  channelMix: 'H',
  plates: 50,
  passesHot: 1,
  passesCold: 1,
  hot: { fluid: WATER, tIn: 80, massFlowKgS: 1 },
  cold: { fluid: WATER, tIn: 20, massFlowKgS: 1 },
  plateMaterial: 'AISI316',
};

describe('rating names every limit it breaks', () => {
  it('port velocity above 6 m/s and a pressure drop above the one allowed, per side', () => {
    // 12.5 kg/s a side through the 50 mm ports: about 6.4 m/s; 101 plates keep Re below 10 000.
    const r = engine.rate({
      ...dwsim,
      model: 'S 50',
      plates: 101,
      hot: { fluid: WATER, tIn: 80, massFlowKgS: 12.5 },
      cold: { fluid: WATER, tIn: 20, massFlowKgS: 12.5 },
      maxPressureDropKPa: { hot: 50, cold: 50 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    const codes = r.warnings.map((w) => `${w.code}:${w.side}`);
    expect(codes).toContain('portVelocity:hot');
    expect(codes).toContain('pressureDrop:cold');
    const port = r.warnings.find((w) => w.code === 'portVelocity')!;
    expect(port.message).toBe('Скорость в патрубке греющей стороны 6,48 м/с выше допустимой 6 м/с.');
    const dp = r.warnings.find((w) => w.code === 'pressureDrop' && w.side === 'cold')!;
    expect(dp.message).toMatch(/^Потеря давления нагреваемой стороны \d+ кПа выше допустимой 50 кПа\.$/);
  });

  it('a pressure above the frame’s classes is a warning, not a refusal', () => {
    const r = engine.rate({ ...dwsim, model: 'M 100', plates: 51, pressureBar: 20 });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.warnings.find((w) => w.code === 'pressureClass')?.message).toBe(
      'Давление 20 бар выше наибольшего класса рамы M 100 16 бар.',
    );
  });

  it('a unit within every limit has no warnings', () => {
    const r = engine.rate({
      ...dwsim,
      plates: 11,
      hot: { fluid: WATER, tIn: 80, massFlowKgS: 2 },
      cold: { fluid: WATER, tIn: 20, massFlowKgS: 2 },
      maxPressureDropKPa: { hot: 100, cold: 100 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.check.hot.channelVelocityMS).toBeGreaterThan(0.1);
    expect(r.warnings).toEqual([]);
  });
});

describe('plate materials against the media (chlorides)', () => {
  it('sea water carries about 19 400 mg/kg chlorides, far above the 1000 mg/l the stainless chart stops at', () => {
    expect(SEAWATER_CHLORIDES_MG_KG).toBeCloseTo(19374, 0);
    expect(SEAWATER_CHLORIDES_MG_KG).toBeGreaterThan(STAINLESS_CHLORIDES_MAX_MG_L);
  });

  it('sea water needs titanium; water and glycols take every material', () => {
    expect(materialMismatch(SEA, 'titanium')).toBeUndefined();
    expect(materialMismatch(SEA, 'AISI316')).toBe(
      'Морская вода (хлориды около 19 000 мг/кг) вызывает точечную и щелевую коррозию пластин из AISI 316: для морской воды нужны титановые пластины',
    );
    expect(materialMismatch(SEA, 'AISI304')).toMatch(/пластин из AISI 304/);
    for (const m of ['AISI304', 'AISI316', 'titanium'] as const) {
      expect(materialMismatch(WATER, m)).toBeUndefined();
      expect(materialMismatch({ medium: 'propylene-glycol', fraction: 0.3 }, m)).toBeUndefined();
    }
  });

  it('a design with sea water on AISI 316 is refused with the reason; on titanium it is designed', () => {
    const sea = heatingInput({
      dutyKW: 300,
      hot: { fluid: WATER, tIn: 60, tOut: 40, maxPressureDropKPa: 50 },
      cold: { fluid: SEA, tIn: 20, tOut: 30, maxPressureDropKPa: 50 },
    });
    const steel = real.design(sea);
    expect(steel.ok ? null : steel.refusal.reason).toBe(
      'Морская вода (хлориды около 19 000 мг/кг) вызывает точечную и щелевую коррозию пластин из AISI 316: для морской воды нужны титановые пластины.',
    );
    const ti = real.design({ ...sea, plateMaterial: 'titanium' });
    if (!ti.ok) throw new Error(ti.refusal.reason);
    expect(ti.solutions.every((s) => s.plateMaterial === 'titanium')).toBe(true);
    // The titanium wall's conductivity is the one the check carries.
    expect(ti.solutions[0]!.check.wallConductivity).toBe(WALL_CONDUCTIVITY.titanium);
  });

  it('a model not made in the material is not offered, and the refusal says what it is made in', () => {
    const catalogue = {
      ...TEST_CATALOGUE,
      models: [{ ...DWSIM_PLATE, plateMaterials: ['AISI316'] as const }],
    };
    const only316 = createPheEngine({ catalogue, properties: testWaterProperties });
    const r = only316.design(heatingInput({ plateMaterial: 'titanium' }));
    expect(r.ok ? null : r.refusal.reason).toBe(
      'Решений не найдено. Ближе всего DWSIM: пластины из титана не выпускаются (есть: AISI 316).',
    );
    const rated = only316.rate({ ...dwsim, plateMaterial: 'titanium' });
    expect(rated.ok && rated.warnings.find((w) => w.code === 'material')?.message).toBe(
      'Пластины DWSIM из титана не выпускаются (есть: AISI 316).',
    );
  });

  it('rating sea water on stainless plates warns with the reason', () => {
    const r = real.rate({
      ...dwsim,
      plates: 11,
      hot: { fluid: WATER, tIn: 60, massFlowKgS: 2 },
      cold: { fluid: SEA, tIn: 20, massFlowKgS: 2 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.warnings).toContainEqual({
      code: 'material',
      side: 'cold',
      message: expect.stringMatching(/^Морская вода .* нужны титановые пластины\.$/),
    });
  });
});
