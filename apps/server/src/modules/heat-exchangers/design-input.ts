// Both forms reduced to the engine's design input (decision 0027): units to kW, kPa, kg/s and bar,
// media to fluid specs, the Clever form's «all models» and «Auto» to undefined.
import type { CleverForm, CleverMedium, GlycolBasis, RtoForm, RtoLiquid } from '@podbor/contracts';
import { glycolFractionByMass } from '@podbor/engineering/fluids';
import type { PheDesignInput, PheSideInput, PlateThicknessMm } from '@podbor/engineering/phe';
import type { HeatDeps } from './phe-engine';
import { atmToBar, toKgS, toKPa, toKW } from './units';

type Fluid = PheSideInput['fluid'];

/**
 * Clever media: glycols with the form's percent as a mass fraction — by mass as typed, by volume
 * converted with the pure components' densities at 20 °C (decision 0044).
 */
export const cleverFluid = (
  medium: CleverMedium,
  percent: number | undefined,
  basis: GlycolBasis = 'mass',
): Fluid =>
  medium === 'water'
    ? { medium: 'water' }
    : { medium, fraction: glycolFractionByMass(medium, (percent ?? 0) / 100, basis) };

/** RTO liquids: propylene glycol 80 % and 70 % by mass. */
export const rtoFluid = (liquid: RtoLiquid): Fluid =>
  liquid === 'pg80'
    ? { medium: 'propylene-glycol', fraction: 0.8 }
    : liquid === 'pg70'
      ? { medium: 'propylene-glycol', fraction: 0.7 }
      : { medium: liquid };

/** Leaves out what is undefined (the engine's optional fields are absent, not undefined). */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function cleverDesignInput(f: CleverForm, deps: Pick<HeatDeps, 'density'>): PheDesignInput {
  const side = (
    fluid: Fluid,
    tIn: number | undefined,
    tOut: number | undefined,
    g: number | undefined,
    gUnit: CleverForm['G1Unit'],
    r: number,
    rUnit: CleverForm['R1Unit'],
  ): PheSideInput =>
    defined({
      fluid,
      tIn,
      tOut,
      // The schema asks for a temperature of the side with a volumetric flow.
      massFlowKgS: g === undefined ? undefined : toKgS(g, gUnit, () => deps.density(fluid, (tIn ?? tOut)!)),
      maxPressureDropKPa: toKPa(r, rUnit),
    });
  return defined({
    line: 'clever' as const,
    dutyKW: toKW(f.Q, f.QUnit),
    hot: side(
      cleverFluid(f.EnvironmentHotId, f.PercentHot, f.PercentHotBasis),
      f.T1,
      f.T2,
      f.G1,
      f.G1Unit,
      f.R1,
      f.R1Unit,
    ),
    cold: side(
      cleverFluid(f.EnvironmentColdId, f.PercentCold, f.PercentColdBasis),
      f.T3,
      f.T4,
      f.G2,
      f.G2Unit,
      f.R2,
      f.R2Unit,
    ),
    reservePct: f.X,
    models: f.PtoType === '0' ? undefined : [f.PtoType],
    thicknessMm: f.PlateThickIndex === 'Auto' ? undefined : (Number(f.PlateThickIndex) as PlateThicknessMm),
    plateMaterial: f.PlateMaterialId,
    pressureBar: atmToBar(f.P),
  });
}

export function rtoDesignInput(f: RtoForm): PheDesignInput {
  const side = (
    liquid: RtoLiquid,
    tIn: number | undefined,
    tOut: number | undefined,
    flow: number | undefined,
    losses: number,
    pollution: number,
  ): PheSideInput =>
    defined({
      fluid: rtoFluid(liquid),
      tIn,
      tOut,
      massFlowKgS: flow,
      maxPressureDropKPa: losses,
      foulingM2KW: pollution,
    });
  return defined({
    line: 'lt' as const,
    dutyKW: f.POWER,
    hot: side(f.SRC_LIQUID, f.SRC_INPUT, f.SRC_OUTPUT, f.SRC_FLOW, f.SRC_LOSSES, f.SRC_POLLUTION),
    cold: side(f.REC_LIQUID, f.REC_INPUT, f.REC_OUTPUT, f.REC_FLOW, f.REC_LOSSES, f.REC_POLLUTION),
    reservePct: f.RESERVE,
    // AISI 316 unless titanium is chosen (decisions 0027, 0044).
    plateMaterial: f.PLATE_MATERIAL,
    pressureBar: f.PRESSURE,
  });
}
