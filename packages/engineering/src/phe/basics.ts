// The plate heat exchanger's smallest words — its lines, plate thicknesses and materials — in a
// leaf of the package, so the pack, the cost and the types can name them without a cycle.

/** The two product lines: Clever (/heat, Clever form) and LT (/heatlt, the RTO form). */
export type PheLine = 'clever' | 'lt';

/** Plate thickness options [mm]. */
export type PlateThicknessMm = 0.4 | 0.5 | 0.6;
/** Plate materials; the wall conductivity comes from the material (decision 0044: titanium added). */
export type PlateMaterial = 'AISI316' | 'AISI304' | 'titanium';
