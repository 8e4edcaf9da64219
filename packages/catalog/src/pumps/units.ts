// Units an import file may declare for each quantity, and their conversion to the canonical file
// units (m³/h, m, kW, %). Heads given in bar are converted with water at 20 °C, as the engine does.
import { barToHead, type Bar } from '@podbor/engineering/units';

export type ImportQuantity = 'Q' | 'H' | 'P2' | 'eta' | 'NPSHr';

interface UnitDef {
  /** Spellings accepted in a file (compared lower-case, spaces removed). */
  names: readonly string[];
  toCanonical: (v: number) => number;
}

const identity = (v: number) => v;

export const IMPORT_UNITS: Record<ImportQuantity, Record<string, UnitDef>> = {
  Q: {
    'm3/h': { names: ['m3/h', 'm³/h', 'м3/ч', 'м³/ч'], toCanonical: identity },
    'l/s': { names: ['l/s', 'л/с'], toCanonical: (v) => v * 3.6 },
  },
  H: {
    m: { names: ['m', 'м'], toCanonical: identity },
    bar: { names: ['bar', 'бар'], toCanonical: (v) => barToHead(v as Bar) },
  },
  P2: {
    kW: { names: ['kw', 'квт'], toCanonical: identity },
    W: { names: ['w', 'вт'], toCanonical: (v) => v / 1000 },
  },
  eta: {
    '%': { names: ['%'], toCanonical: identity },
    '-': { names: ['-', 'fraction', 'доля'], toCanonical: (v) => v * 100 },
  },
  NPSHr: {
    m: { names: ['m', 'м'], toCanonical: identity },
  },
};

/** The canonical unit code for a spelling, or undefined when the quantity has no such unit. */
export function resolveUnit(quantity: ImportQuantity, spelling: string): string | undefined {
  const s = spelling.toLowerCase().replace(/\s+/g, '');
  for (const [code, def] of Object.entries(IMPORT_UNITS[quantity])) {
    if (def.names.includes(s) || code.toLowerCase() === s) return code;
  }
  return undefined;
}

export const allowedUnits = (quantity: ImportQuantity): string =>
  Object.keys(IMPORT_UNITS[quantity]).join(', ');

export const convertToCanonical = (quantity: ImportQuantity, unit: string, v: number): number =>
  IMPORT_UNITS[quantity][unit]!.toCanonical(v);
