// The units the heat-exchanger forms offer (Clever, LT): ids and the Russian labels the selectors
// show. Ids only, no factors: the conversions live once, in @podbor/engineering/units (heat.ts).

/** Duty units of the Clever form (calculators §3 "Clever form fields", Q). */
export const heatPowerUnitIds = ['kW', 'MW', 'kcal/h', 'Gcal/h'] as const;
export type HeatPowerUnitId = (typeof heatPowerUnitIds)[number];
export const heatPowerUnitLabels: Record<HeatPowerUnitId, string> = {
  kW: 'кВт',
  MW: 'МВт',
  'kcal/h': 'ккал/ч',
  'Gcal/h': 'Гкал/ч',
};

/** Pressure(-drop) units of the Clever form (R1, R2; P is in atm). */
export const pressureUnitIds = ['kPa', 'mwc', 'bar', 'kgf/cm2', 'atm'] as const;
export type PressureUnitId = (typeof pressureUnitIds)[number];
export const pressureUnitLabels: Record<PressureUnitId, string> = {
  kPa: 'кПа',
  mwc: 'м вод. ст.',
  bar: 'бар',
  'kgf/cm2': 'кгс/см²',
  atm: 'атм',
};

/** Flow units of the Clever form (G1, G2); m³/h and l/h are converted with the medium's density. */
export const massFlowUnitIds = ['kg/s', 't/h', 'm3/h', 'kg/h', 'l/h'] as const;
export type MassFlowUnitId = (typeof massFlowUnitIds)[number];
export const massFlowUnitLabels: Record<MassFlowUnitId, string> = {
  'kg/s': 'кг/с',
  't/h': 'т/ч',
  'm3/h': 'м³/ч',
  'kg/h': 'кг/ч',
  'l/h': 'л/ч',
};

/** Fouling-resistance unit of the LT form (SRC_POLLUTION, REC_POLLUTION). */
export const foulingUnitIds = ['m2K/W'] as const;
export type FoulingUnitId = (typeof foulingUnitIds)[number];
export const foulingUnitLabels: Record<FoulingUnitId, string> = {
  'm2K/W': 'м²·К/Вт',
};
