// Issue 30 item 5: rating a plate the user describes instead of a catalogue model — the same
// figures as the model with that geometry, the same warnings, and a refusal (never an
// extrapolation) outside the corrugation-angle range of Martin's correlation.
import { describe, expect, it } from 'vitest';
import {
  createPheEngine,
  MARTIN_ANGLE_MAX_DEG,
  MARTIN_ANGLE_MIN_DEG,
  userPlateModel,
  userPlateRefusal,
  type PheRatingInput,
  type PheUserPlate,
  type PheUserPlateRatingInput,
} from '../../src/phe';
import { DWSIM_PLATE, TEST_CATALOGUE } from './helpers';
import { testWaterProperties, WATER } from './water-table';

const engine = createPheEngine({ catalogue: TEST_CATALOGUE, properties: testWaterProperties });

const model: PheRatingInput = {
  line: 'clever',
  model: 'DWSIM',
  thicknessMm: 0.5,
  channelMix: 'H',
  plates: 50,
  passesHot: 1,
  passesCold: 1,
  hot: { fluid: WATER, tIn: 80, massFlowKgS: 4 },
  cold: { fluid: WATER, tIn: 20, massFlowKgS: 4 },
  plateMaterial: 'AISI316',
};

/** DWSIM's plate as a user types it: its H angle (60°), every other figure the catalogue's. */
const plate: PheUserPlate = {
  widthM: DWSIM_PLATE.widthM,
  portToPortLengthM: DWSIM_PLATE.portToPortLengthM,
  corrugationDepthM: DWSIM_PLATE.corrugationDepthM,
  chevronAngleDeg: DWSIM_PLATE.chevronAngleHDeg,
  enlargementFactor: DWSIM_PLATE.enlargementFactor,
  portDiameterM: DWSIM_PLATE.portDiameterM,
  thicknessMm: 0.5,
};
const { model: _m, thicknessMm: _t, channelMix: _c, ...rest } = model;
const user: PheUserPlateRatingInput = { ...rest, plate };

describe('a user plate', () => {
  it("equal to a catalogue plate's geometry rates exactly as that model (H channels)", () => {
    const a = engine.rate(model);
    const b = engine.rate(user);
    if (!a.ok || !b.ok) throw new Error('expected both rated');
    expect(a.plateSource).toBe('catalogue');
    expect(b.plateSource).toBe('user');
    // W·L·φ = 0.5 · 1.0 · 1.17 = 0.585 m², the catalogue's plate area: every figure is the same.
    expect(b.check).toEqual(a.check);
    expect(b.warnings).toEqual(a.warnings);
  });

  it('gets the same warnings: port velocity, pressure drop, the slow side', () => {
    // 50 kg/s through the 100 mm port: 6.5 m/s; the cold side's 4 kg/s in 74 channels is slow.
    const r = engine.rate({
      ...user,
      plates: 150,
      hot: { ...user.hot, massFlowKgS: 50 },
      maxPressureDropKPa: { hot: 20 },
    });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.warnings.map((w) => `${w.code}:${w.side}`)).toEqual([
      'portVelocity:hot',
      'pressureDrop:hot',
      'channelVelocity:cold',
    ]);
  });

  it("is held to Martin's corrugation angles: outside 10–80° refused with the reason", () => {
    expect([MARTIN_ANGLE_MIN_DEG, MARTIN_ANGLE_MAX_DEG]).toEqual([10, 80]);
    for (const angle of [5, 85]) {
      const r = engine.rate({ ...user, plate: { ...plate, chevronAngleDeg: angle } });
      if (r.ok) throw new Error(`${angle}° rated`);
      expect(r.refusal.reason).toBe(
        `Угол гофрирования ${angle}° вне области применимости метода Мартина (10–80°): расчёт такой пластины был бы экстраполяцией и не выполняется.`,
      );
    }
    for (const angle of [10, 80])
      expect(engine.rate({ ...user, plate: { ...plate, chevronAngleDeg: angle } }).ok).toBe(true);
  });

  it('refuses an enlargement factor below 1 and a non-positive size', () => {
    expect(userPlateRefusal({ ...plate, enlargementFactor: 0.9 })).toBe(
      'Коэффициент увеличения площади 0,9 меньше 1: развёрнутая площадь пластины не может быть меньше её проекции.',
    );
    expect(userPlateRefusal({ ...plate, widthM: 0 })).toBe('Размеры пластины должны быть больше нуля.');
    expect(userPlateRefusal(plate)).toBeUndefined();
  });

  it('has the area W·L·φ, up to 1000 plates, and no frame to check a pressure class against', () => {
    const m = userPlateModel('lt', { ...plate, widthM: 0.2, portToPortLengthM: 0.5, enlargementFactor: 1.2 });
    expect(m.plateAreaM2).toBeCloseTo(0.12, 12);
    expect(m.maxPlates).toBe(1000);
    expect(m.pressureClassesBar).toEqual([]);
    const r = engine.rate({ ...user, pressureBar: 40 });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.warnings.filter((w) => w.code === 'pressureClass')).toEqual([]);
  });

  it('takes any plate thickness: the wall resistance follows it', () => {
    const r = engine.rate({ ...user, plate: { ...plate, thicknessMm: 0.8 } });
    if (!r.ok) throw new Error(r.refusal.reason);
    expect(r.check.plateThicknessM).toBeCloseTo(0.0008, 12);
    expect(r.check.wallResistanceM2KW).toBeCloseTo(0.0008 / 16.3, 12);
  });
});
