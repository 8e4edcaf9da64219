// A number field's unit switch (decision 0045): the number is converted to the same quantity in the
// new unit, and the switch is remembered so the field can say what it was converted from and a
// switch straight back restores the number typed. Pump (Q, H, H0) and heat-exchanger forms use it.

/** The last unit switch of one field: what it held before, and what it became. */
export interface UnitSwitch<U extends string = string> {
  from: U;
  /** The number before the switch, in `from`. */
  typed: number;
  to: U;
  /** The number after the switch, in `to` (the number itself when it could not be converted). */
  converted: number;
  /** Why the number could not be converted and was kept as it was (the field says so). */
  kept?: string;
}

/** A conversion: the same quantity in `to`, or a reason it cannot be converted now. */
export type UnitConvert<U extends string> = (value: number, from: U, to: U) => number | { kept: string };

/**
 * A field's value after its unit is switched from `from` to `to`: converted and rounded to the
 * field's decimals (out of range or not — the field's range message then says so). Straight back
 * after a switch whose result was not edited restores the number as it was. Answers the value and
 * the switch to remember (null when the field is empty or the unit did not change).
 */
export function switchFieldUnit<U extends string>(
  value: number | null,
  from: U,
  to: U,
  convert: UnitConvert<U>,
  decimals: number,
  last: UnitSwitch<U> | null,
): { value: number | null; last: UnitSwitch<U> | null } {
  if (from === to) return { value, last };
  if (value === null) return { value: null, last: null };
  if (last && !last.kept && last.from === to && last.to === from && last.converted === value)
    return { value: last.typed, last: { from, typed: value, to, converted: last.typed } };
  const next = convert(value, from, to);
  if (typeof next !== 'number')
    return { value, last: { from, typed: value, to, converted: value, kept: next.kept } };
  const converted = Number(next.toFixed(decimals));
  return { value: converted, last: { from, typed: value, to, converted } };
}

/** The switch a field still shows: the last one, while the field holds the number it produced. */
export const shownSwitch = <U extends string>(
  last: UnitSwitch<U> | null | undefined,
  value: number | null,
  unit: U,
): UnitSwitch<U> | null => (last && last.to === unit && last.converted === value ? last : null);
