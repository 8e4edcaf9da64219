// The load profile a pump's energy and life-cycle cost are figured with (decision 0042): the example
// hours, the default tariff and years, and the one profile a selection ran with.
import { z } from 'zod';

/**
 * The example load profile [h/year] at 100/75/50/25 % of the duty flow (engineering's
 * EXAMPLE_LOAD_PROFILE_HOURS: the time shares 6/15/35/44 % of Regulation (EC) 641/2009 Annex II over
 * 6000 h); a test keeps the two equal.
 */
export const pumpExampleHours = { h100: 360, h75: 900, h50: 2100, h25: 2640 } as const;
/** Years the energy cost is summed over when the form leaves them out. */
export const PUMP_DEFAULT_YEARS = 10;
/**
 * The tariff when the form leaves it out [₽/kWh] (engineering's DEFAULT_TARIFF_RUB_PER_KWH, an
 * example for a Russian non-household consumer; a test keeps the two equal).
 */
export const PUMP_DEFAULT_TARIFF = 8;

/** The one load profile, tariff and years a selection ran with (issue 29 item 9). */
export const pumpLoadProfileUsed = z.object({
  h100: z.number(),
  h75: z.number(),
  h50: z.number(),
  h25: z.number(),
  /** [₽/kWh]. */
  price: z.number(),
  years: z.number().int(),
});
export type PumpLoadProfileUsed = z.infer<typeof pumpLoadProfileUsed>;

/** The profile of a form, defaults filled in. */
export function pumpProfileOf(form: {
  h100?: number | undefined;
  h75?: number | undefined;
  h50?: number | undefined;
  h25?: number | undefined;
  price?: number | undefined;
  years?: number | undefined;
}): PumpLoadProfileUsed {
  return {
    h100: form.h100 ?? pumpExampleHours.h100,
    h75: form.h75 ?? pumpExampleHours.h75,
    h50: form.h50 ?? pumpExampleHours.h50,
    h25: form.h25 ?? pumpExampleHours.h25,
    price: form.price ?? PUMP_DEFAULT_TARIFF,
    years: form.years ?? PUMP_DEFAULT_YEARS,
  };
}
