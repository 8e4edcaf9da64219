// Branded quantity types for the engine: SI inside, so a flow in m³/h cannot be passed where
// m³/s is expected without going through a named conversion.

/** A number tagged with its unit at compile time; free at run time. */
export type Quantity<U extends string> = number & { readonly __unit: U };

/** Volumetric flow [m³/s] — the engine's internal flow unit. */
export type CubicMetresPerSecond = Quantity<'m3/s'>;
/** Volumetric flow [m³/h] — catalogue and form unit (units = 'm'). */
export type CubicMetresPerHour = Quantity<'m3/h'>;
/** Volumetric flow [l/s] — form unit (units = 'l'). */
export type LitresPerSecond = Quantity<'l/s'>;
/** Volumetric flow [US gpm] — only for checking against US literature. */
export type UsGallonsPerMinute = Quantity<'gpm'>;

/** Length or head of liquid column [m]. */
export type Metres = Quantity<'m'>;
/** Pressure [Pa] — the engine's internal pressure unit. */
export type Pascals = Quantity<'Pa'>;
/** Pressure [bar] — the pump form's head unit (calculators §3). */
export type Bar = Quantity<'bar'>;

/** Power [W] — the engine's internal power unit. */
export type Watts = Quantity<'W'>;
/** Power [kW] — catalogue and display unit. */
export type Kilowatts = Quantity<'kW'>;

/** Density [kg/m³]. */
export type KilogramsPerCubicMetre = Quantity<'kg/m3'>;
/** Acceleration [m/s²]. */
export type MetresPerSecondSquared = Quantity<'m/s2'>;

/** Rotational speed [1/min]. */
export type RevolutionsPerMinute = Quantity<'rpm'>;
/** A dimensionless fraction [-], e.g. efficiency 0.72 or speed ratio 0.9. */
export type Fraction = Quantity<'-'>;
/** A percentage [%], e.g. efficiency 72. */
export type Percent = Quantity<'%'>;

/** Tags a plain number with a unit; use only where the unit is known from context (data edges). */
export const as = <Q extends Quantity<string>>(value: number): Q => value as Q;

/** Power [MW] — the Clever form's duty unit. */
export type Megawatts = Quantity<'MW'>;
/** Heat flow [kcal/h] (international table calorie, 4.1868 J) — the Clever form's duty unit. */
export type KilocaloriesPerHour = Quantity<'kcal/h'>;
/** Heat flow [Gcal/h] — the Clever form's duty unit (district heating's «Гкал/ч»). */
export type GigacaloriesPerHour = Quantity<'Gcal/h'>;

/** Pressure [kPa] — pressure-drop unit of both heat-exchanger forms. */
export type Kilopascals = Quantity<'kPa'>;
/** Pressure [m w.c.], conventional metre of water column, 9806.65 Pa. */
export type MetresOfWaterColumn = Quantity<'mwc'>;
/** Pressure [kgf/cm²], technical atmosphere, 98066.5 Pa. */
export type KilogramForcePerSquareCentimetre = Quantity<'kgf/cm2'>;
/** Pressure [atm], standard atmosphere, 101325 Pa. */
export type Atmospheres = Quantity<'atm'>;

/** Mass flow [kg/s] — the engine's internal mass-flow unit. */
export type KilogramsPerSecond = Quantity<'kg/s'>;
/** Mass flow [t/h]. */
export type TonnesPerHour = Quantity<'t/h'>;
/** Mass flow [kg/h]. */
export type KilogramsPerHour = Quantity<'kg/h'>;
/** Volumetric flow [l/h]. */
export type LitresPerHour = Quantity<'l/h'>;

/** Fouling (thermal) resistance [m²·K/W] — SI; the LT form's pollution unit. */
export type SquareMetreKelvinPerWatt = Quantity<'m2K/W'>;
