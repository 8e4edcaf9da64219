// The fluid-property interface the heat-exchanger engine (and later the pump engine) works with.
// Implementation and sources: DOMAIN.md "Fluid properties"; this file only fixes the shapes so the
// property code, the PHE engine and the calculators' forms can be built side by side.

/** Heat-transfer media of the Clever and LT (RTO) forms. */
export type FluidMedium = 'water' | 'seawater' | 'ethylene-glycol' | 'propylene-glycol';

/** A medium and, for glycol solutions, its mass fraction of glycol 0..1 (water and sea water: none). */
export interface FluidSpec {
  medium: FluidMedium;
  /** Mass fraction of glycol [-], 0..1; ignored for water and sea water. */
  fraction?: number;
}

/** A state of the liquid. */
export interface FluidState {
  /** Temperature [°C]. */
  temperature: number;
  /** Pressure [bar absolute]; default 1.01325. */
  pressure?: number;
}

/** Transport and thermal properties, SI. */
export interface FluidProperties {
  /** Density [kg/m³]. */
  density: number;
  /** Isobaric specific heat [J/(kg·K)]. */
  specificHeat: number;
  /** Dynamic viscosity [Pa·s]. */
  viscosity: number;
  /** Thermal conductivity [W/(m·K)]. */
  conductivity: number;
}
