// What a unit switch does to a Clever field (decision 0045): Q (kW, MW, kcal/h, Gcal/h), R1/R2 (kPa,
// m w.c., bar, kgf/cm²) and G1/G2 (kg/s, t/h, kg/h, m³/h, l/h) are converted to the same quantity in
// the new unit through @podbor/engineering/units; a volumetric flow needs the side's medium density,
// taken as the server takes it (decision 0027: at the side's inlet temperature, else its outlet;
// decision 0044: the glycol percent by mass or by volume).
import { cleverMedia, type CleverMedium } from '@podbor/contracts';
import { fluidProperties, glycolFractionByMass } from '@podbor/engineering/fluids';
import { HEAT_POWER_UNITS, MASS_FLOW_UNITS, PRESSURE_UNITS } from '@podbor/engineering/units';
import type { FormValues } from '../../../lib/calculator/form-fields';
import type { UnitConvert } from '../../../lib/calculator/unit-switch';

/** A side's fields by its flow field: medium, glycol percent and its basis, inlet and outlet temperature. */
const sideOf = {
  G1: { medium: 'EnvironmentHotId', percent: 'PercentHot', basis: 'PercentHotBasis', tIn: 'T1', tOut: 'T2' },
  G2: {
    medium: 'EnvironmentColdId',
    percent: 'PercentCold',
    basis: 'PercentColdBasis',
    tIn: 'T3',
    tOut: 'T4',
  },
} as const;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Why a volumetric flow cannot be converted yet: keys of the `units.kept` texts (the field's note). */
export const heatKeptReasons = {
  temperature: 'temperature',
  percent: 'percent',
  density: 'density',
} as const;

/** The medium's density [kg/m³] of the side of a flow field, or why it is not known yet. */
function sideDensity(field: 'G1' | 'G2', values: FormValues): number | { kept: string } {
  const s = sideOf[field];
  const medium = values[s.medium];
  const t = num(values[s.tIn]) ?? num(values[s.tOut]);
  if (t === undefined) return { kept: heatKeptReasons.temperature };
  if (!cleverMedia.includes(medium as CleverMedium)) return { kept: heatKeptReasons.density };
  const percent = num(values[s.percent]);
  if (medium !== 'water' && percent === undefined) return { kept: heatKeptReasons.percent };
  try {
    // The percent by mass or by volume, as the server reads it (decision 0044).
    const glycol = medium as Exclude<CleverMedium, 'water'>;
    const basis = values[s.basis] === 'volume' ? 'volume' : 'mass';
    const spec =
      medium === 'water'
        ? { medium: 'water' as const }
        : { medium: glycol, fraction: glycolFractionByMass(glycol, (percent ?? 0) / 100, basis) };
    return fluidProperties(spec, { temperature: t }).density;
  } catch {
    return { kept: heatKeptReasons.density };
  }
}

type Table = Record<string, { toSI(v: number, rho: number): number; fromSI(v: number, rho: number): number }>;

const through =
  (table: Table, density: () => number | { kept: string }): UnitConvert<string> =>
  (value, from, to) => {
    const a = table[from];
    const b = table[to];
    if (!a || !b) return { kept: heatKeptReasons.density };
    const volumetric = (u: string) => u === 'm3/h' || u === 'l/h';
    // Between m³/h and l/h the density cancels out; between a mass and a volume it is the side's.
    let rho = volumetric(from) && volumetric(to) ? 1000 : Number.NaN;
    if (volumetric(from) !== volumetric(to)) {
      const d = density();
      if (typeof d !== 'number') return d;
      rho = d;
    }
    return b.fromSI(a.toSI(value, rho), rho);
  };

/** The conversion of a Clever number field on its unit switch, at the form's current values. */
export function heatUnitConvert(field: string, values: FormValues): UnitConvert<string> {
  if (field === 'Q') return through(HEAT_POWER_UNITS, () => Number.NaN);
  if (field === 'R1' || field === 'R2') return through(PRESSURE_UNITS, () => Number.NaN);
  if (field === 'G1' || field === 'G2') return through(MASS_FLOW_UNITS, () => sideDensity(field, values));
  return () => ({ kept: heatKeptReasons.density });
}
