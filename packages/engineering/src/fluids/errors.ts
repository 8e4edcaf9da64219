// The refusal the fluid-property code throws for a state outside a method's validity range, with
// the Russian sentence the server shows as it is (decision 0025): never an extrapolated number.

/** Why a state was refused. */
export type FluidRangeReason =
  /** At or below the freezing point of the medium. */
  | 'freezing'
  /** The pressure is below the boiling pressure at that temperature. */
  | 'boiling'
  /** The temperature is outside the method's range (other than freezing). */
  | 'temperature'
  /** The glycol mass fraction is outside what the method covers. */
  | 'fraction'
  /** The pressure is outside the method's range. */
  | 'pressure'
  /** A number is missing or not finite. */
  | 'input';

/** A fluid state the methods do not cover; `message` is Russian and meant for the user. */
export class FluidRangeError extends RangeError {
  override readonly name = 'FluidRangeError';
  constructor(
    readonly reason: FluidRangeReason,
    message: string,
  ) {
    super(message);
  }
}

export const isFluidRangeError = (e: unknown): e is FluidRangeError => e instanceof FluidRangeError;

/**
 * A number the Russian way for the refusal texts: decimal comma, a real minus sign, no trailing
 * zeros ('−3,2', '120', '1,99').
 * @param x - the value
 * @param digits - decimals at most
 */
export function formatRu(x: number, digits: number): string {
  const fixed = x.toFixed(digits);
  const trimmed = digits > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
  const s = trimmed === '-0' ? '0' : trimmed;
  return s.replace('-', '−').replace('.', ',');
}
