// Public surface of @podbor/engineering/units: branded SI types, constants and conversions.
// Import units from here; the engine converts at its edges and computes in SI.
export * from './types';
export * from './constants';
export * from './convert';
export * from './heat';
