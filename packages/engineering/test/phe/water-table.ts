// TEST-ONLY water properties: a short table, linearly interpolated, so the PHE engine's tests do not
// wait for packages/engineering/src/fluids (the lead wires the real IAPWS code in at merge). Never
// use outside tests. Values: liquid water at 1 atm up to 100 °C and saturated liquid above,
// rounded from the NIST Chemistry WebBook (which implements IAPWS-95 / R12-08 / R15-11).
import type { FluidProperties, FluidSpec, FluidState } from '../../src/fluids/types';

// T [°C], ρ [kg/m³], cp [J/(kg·K)], μ [Pa·s], λ [W/(m·K)]
const TABLE: readonly (readonly [number, number, number, number, number])[] = [
  [0.01, 999.84, 4219.9, 1.7914e-3, 0.5611],
  [10, 999.7, 4195.5, 1.306e-3, 0.58],
  [20, 998.21, 4184.4, 1.0016e-3, 0.5984],
  [30, 995.65, 4180.1, 0.7972e-3, 0.615],
  [40, 992.22, 4179.6, 0.6527e-3, 0.6306],
  [50, 988.03, 4181.5, 0.5465e-3, 0.6436],
  [60, 983.2, 4185.1, 0.466e-3, 0.6543],
  [70, 977.76, 4190.2, 0.4035e-3, 0.6631],
  [80, 971.79, 4196.9, 0.354e-3, 0.67],
  [90, 965.31, 4205.3, 0.3142e-3, 0.6753],
  [100, 958.35, 4215.7, 0.2816e-3, 0.6791],
  [120, 943.1, 4232, 0.232e-3, 0.6836],
  [140, 926.1, 4286, 0.1966e-3, 0.6837],
  [160, 907.4, 4340, 0.1699e-3, 0.6805],
];

/** The RangeError subclass the real property code throws, with a Russian message. */
export class TestFluidRangeError extends RangeError {}

/** Water only; refuses outside 0.01–160 °C like the real formulation refuses states out of range. */
export function testWaterProperties(spec: FluidSpec, state: FluidState): FluidProperties {
  if (spec.medium !== 'water')
    throw new TestFluidRangeError(`Тестовая таблица знает только воду, не «${spec.medium}».`);
  const t = state.temperature;
  const lo = TABLE[0]![0];
  const hi = TABLE[TABLE.length - 1]![0];
  if (!(t >= lo && t <= hi))
    throw new TestFluidRangeError(
      `Вода: температура ${t} °C вне диапазона расчёта свойств (${lo}–${hi} °C).`,
    );
  let i = 0;
  while (i < TABLE.length - 2 && TABLE[i + 1]![0] < t) i++;
  const a = TABLE[i]!;
  const b = TABLE[i + 1]!;
  const s = (t - a[0]) / (b[0] - a[0]);
  const mix = (k: 1 | 2 | 3 | 4) => a[k] + s * (b[k] - a[k]);
  return { density: mix(1), specificHeat: mix(2), viscosity: mix(3), conductivity: mix(4) };
}

export const WATER: FluidSpec = { medium: 'water' };
