// The pump form (calculators §3): the request body of the pump calls, with Q, H and H0 checked in
// the units chosen, the optional pump count, control type, water, NPSH and load profile fields.
import { z } from 'zod';
import { pumpExampleHours } from './pump-load-profile';
import { pumpMessages } from './pump-messages';
import { pumpFlowRange, pumpHeadRange, pumpHeadUnits, pumpRanges, pumpUnits } from './pump-ranges';

/** 0 = with frequency control, 2 = without (calculators §3). */
export const pumpBoxType = z.union([z.literal(0), z.literal(2)], { error: pumpMessages.boxType });
export type PumpBoxType = z.infer<typeof pumpBoxType>;

/** Q: a required number whose range depends on the units (checked by the form's refinement). */
const flowNumber = z.number({
  error: (iss) =>
    iss.input === undefined || iss.input === null
      ? pumpMessages.required
      : pumpMessages.notNumber(pumpRanges.Q.min, pumpRanges.Q.max),
});

/** H or H0: a required number whose range depends on the head units (the form's refinement). */
const headNumber = (bar: { min: number; max: number }) =>
  z.number({
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? pumpMessages.required
        : pumpMessages.notNumber(bar.min, bar.max),
  });

/** A range issue of a number whose range depends on a unit field (Q on units, H and H0 on hunits). */
function checkRange(
  ctx: z.core.$RefinementCtx,
  path: string,
  value: number,
  { min, max }: { min: number; max: number },
): void {
  const message = pumpMessages.range(min, max);
  if (value < min)
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: min,
      inclusive: true,
      input: value,
      path: [path],
      message,
    });
  else if (value > max)
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: max,
      inclusive: true,
      input: value,
      path: [path],
      message,
    });
}

/** An optional number field with its range and the pump's messages (T, NPSH, energy). */
const optionalNumber = ({ min, max }: { min: number; max: number }, integer = false) => {
  const n = z
    .number({ error: pumpMessages.notNumber(min, max) })
    .min(min, pumpMessages.range(min, max))
    .max(max, pumpMessages.range(min, max));
  return (integer ? n.int(pumpMessages.range(min, max)) : n).optional();
};

/**
 * The pump form (calculators §3): Q in the unit chosen (m³/h or l/s) within pumpFlowRange(units),
 * H and H0 in the head unit chosen (hunits: bar, the default, or m вод. ст.) within pumpHeadRange,
 * optional pcnt 1…5 and BoxType 0|2. The request body of POST
 * /api/v1/search/pump/filter/{seriesId}, /api/v1/search/pump/{pumpId} and
 * /api/v1/search/pump/files/{pumpId}.
 */
export const pumpForm = z
  .strictObject({
    units: pumpUnits.default('m'),
    Q: flowNumber,
    /** Absent = bar: a bar request reads and hashes as it did before metres existed. */
    hunits: pumpHeadUnits.optional(),
    /**
     * Water temperature [°C]; absent = 20 °C (decision 0031). Before H and H0: their range in metres
     * follows it (the URL reads the fields in this order).
     */
    T: optionalNumber(pumpRanges.T),
    H: headNumber(pumpRanges.H),
    H0: headNumber(pumpRanges.H0),
    pcnt: z
      .number({ error: pumpMessages.pcnt })
      .int(pumpMessages.pcnt)
      .min(pumpRanges.pcnt.min, pumpMessages.pcnt)
      .max(pumpRanges.pcnt.max, pumpMessages.pcnt)
      .optional(),
    BoxType: pumpBoxType.optional(),
    /** NPSH available [m]; or `pin`, not both. */
    NPSHa: optionalNumber(pumpRanges.NPSHa),
    /** Absolute pressure at the pump inlet [bar abs.]: NPSHa = (pin − p_v(T))/(ρ g). */
    pin: optionalNumber(pumpRanges.pin),
    /** Electricity tariff [₽/kWh]; default 8 (pumpDefaultTariff). Energy and cost are always computed. */
    price: optionalNumber(pumpRanges.price),
    /** Years the energy cost is summed over; default 10. */
    years: optionalNumber(pumpRanges.years, true),
    /** Hours a year at 100 / 75 / 50 / 25 % of the duty flow; default 360 / 900 / 2100 / 2640. */
    h100: optionalNumber(pumpRanges.hours),
    h75: optionalNumber(pumpRanges.hours),
    h50: optionalNumber(pumpRanges.hours),
    h25: optionalNumber(pumpRanges.hours),
  })
  .superRefine((f, ctx) => {
    // Q's range follows the flow units, H's and H0's the head units at the water's temperature;
    // reported as range issues (not rules across fields).
    checkRange(ctx, 'Q', f.Q, pumpFlowRange(f.units));
    checkRange(ctx, 'H', f.H, pumpHeadRange(f.hunits, pumpRanges.H, f.T));
    checkRange(ctx, 'H0', f.H0, pumpHeadRange(f.hunits, pumpRanges.H0, f.T));
  })
  .refine((f) => f.H > f.H0, { message: pumpMessages.headAboveStatic, path: ['H'] })
  .refine((f) => f.NPSHa === undefined || f.pin === undefined, {
    message: pumpMessages.npshBoth,
    path: ['pin'],
  })
  .refine(
    (f) =>
      (f.h100 ?? pumpExampleHours.h100) +
        (f.h75 ?? pumpExampleHours.h75) +
        (f.h50 ?? pumpExampleHours.h50) +
        (f.h25 ?? pumpExampleHours.h25) <=
      pumpRanges.hours.max,
    { message: pumpMessages.hoursTotal, path: ['h25'] },
  );
export type PumpForm = z.infer<typeof pumpForm>;

/** The spec's client sends a missing Q or H as 1 and a missing H0 as 0 (calculators §5). */
export const pumpFormDefaults = { units: 'm', Q: 1, H: 1, H0: 0 } as const;
