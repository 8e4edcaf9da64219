// The rating view's form (issue 30 items 2 and 5): what the user typed → the body of
// POST /api/v1/search/{clever|rto}/rate, checked by the same contracts schema the server uses, its
// messages put back on the fields that were typed (a percent is sent as a fraction).
import {
  heatChannelMixes,
  heatMessages,
  heatPlateThicknesses,
  heatRatingRequest,
  type HeatPlateMaterial,
  type HeatRatingMedium,
  type HeatUserPlate,
} from '@podbor/contracts';
import { chevronAngleRefusal } from '@podbor/engineering/phe';
import type { z } from 'zod';

export type RatingBody = z.input<typeof heatRatingRequest>;
export type RatingMedium = HeatRatingMedium;
/** The thickness choices as the select holds them (strings of contracts' numbers). */
export const ratingThicknesses = heatPlateThicknesses.map(
  String,
) as readonly `${(typeof heatPlateThicknesses)[number]}`[];
export const ratingChannelMixes = heatChannelMixes;

/** The user's plate fields, in the order the form shows them. */
export const userPlateFields = [
  'widthMm',
  'portToPortLengthMm',
  'gapMm',
  'chevronAngleDeg',
  'enlargementFactor',
  'portDiameterMm',
  'thicknessMm',
] as const satisfies readonly (keyof HeatUserPlate)[];
export type UserPlateField = (typeof userPlateFields)[number];

export interface RatingSideValues {
  medium: RatingMedium;
  /** Glycol concentration by mass [%]. */
  percent: number | null;
  tIn: number | null;
  massFlowKgS: number | null;
  /** Allowed pressure drop [kPa]; empty: not checked. */
  maxDpKPa: number | null;
}

export interface RatingValues {
  source: 'catalogue' | 'user';
  model: string;
  thicknessMm: (typeof ratingThicknesses)[number];
  channelMix: (typeof ratingChannelMixes)[number];
  plate: Record<UserPlateField, number | null>;
  plates: number | null;
  passesHot: number | null;
  passesCold: number | null;
  plateMaterial: HeatPlateMaterial;
  /** Operating pressure [bar gauge]; empty: atmospheric, no class check. */
  pressureBar: number | null;
  /** The duty the unit was designed for [kW]; empty: no reserve reported. */
  designDutyKW: number | null;
  hot: RatingSideValues;
  cold: RatingSideValues;
}

const side = (tIn: number | null): RatingSideValues => ({
  medium: 'water',
  percent: null,
  tIn,
  massFlowKgS: null,
  maxDpKPa: null,
});

export const initialRatingValues = (model: string): RatingValues => ({
  source: 'catalogue',
  model,
  thicknessMm: '0.5',
  channelMix: 'H',
  plate: {
    widthMm: null,
    portToPortLengthMm: null,
    gapMm: null,
    chevronAngleDeg: null,
    enlargementFactor: null,
    portDiameterMm: null,
    thicknessMm: null,
  },
  plates: null,
  passesHot: 1,
  passesCold: 1,
  plateMaterial: 'AISI316',
  pressureBar: null,
  designDutyKW: null,
  hot: side(null),
  cold: side(null),
});

const given = <T>(v: T | null): T | undefined => (v === null ? undefined : v);
const isGlycol = (m: RatingMedium) => m === 'ethylene-glycol' || m === 'propylene-glycol';

function sideBody(s: RatingSideValues) {
  const fraction = isGlycol(s.medium) && s.percent !== null ? s.percent / 100 : undefined;
  return {
    fluid: { medium: s.medium, ...(fraction !== undefined ? { fraction } : {}) },
    tIn: given(s.tIn),
    massFlowKgS: given(s.massFlowKgS),
  };
}

/** The request as typed: empty numbers left out (the schema says they are needed). */
export function ratingBody(v: RatingValues): RatingBody {
  const unit =
    v.source === 'user'
      ? { plate: Object.fromEntries(userPlateFields.map((k) => [k, given(v.plate[k])])) }
      : { model: v.model, thicknessMm: Number(v.thicknessMm), channelMix: v.channelMix };
  const maxDp = {
    ...(v.hot.maxDpKPa !== null ? { hot: v.hot.maxDpKPa } : {}),
    ...(v.cold.maxDpKPa !== null ? { cold: v.cold.maxDpKPa } : {}),
  };
  return {
    ...unit,
    plates: given(v.plates),
    passesHot: given(v.passesHot),
    passesCold: given(v.passesCold),
    hot: sideBody(v.hot),
    cold: sideBody(v.cold),
    plateMaterial: v.plateMaterial,
    ...(v.pressureBar !== null ? { pressureBar: v.pressureBar } : {}),
    ...(v.designDutyKW !== null ? { designDutyKW: v.designDutyKW } : {}),
    ...(Object.keys(maxDp).length > 0 ? { maxPressureDropKPa: maxDp } : {}),
  } as RatingBody;
}

/**
 * The form's field key of a request path: the sides' fraction is the typed percent, the allowed drops
 * sit in their side's section; the rest is the path itself ('plate.gapMm', 'hot.tIn', 'plates').
 */
export function ratingFieldOf(path: string): string {
  const m = /^(hot|cold)\.fluid\.fraction$/.exec(path);
  if (m) return `${m[1]}.percent`;
  const dp = /^maxPressureDropKPa\.(hot|cold)$/.exec(path);
  if (dp) return `${dp[1]}.maxDpKPa`;
  return path;
}

/** Every field's message (first one per field), by form field key; empty when the body is valid. */
export function ratingErrors(v: RatingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = heatRatingRequest.safeParse(ratingBody(v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = ratingFieldOf(issue.path.join('.'));
      errors[key] ??= issue.message;
    }
  // Martin's correlation is not extrapolated: the engine's refusal, said on the field before sending.
  const angle = v.plate.chevronAngleDeg;
  if (v.source === 'user' && angle !== null && !errors['plate.chevronAngleDeg']) {
    const why = chevronAngleRefusal(angle);
    if (why) errors['plate.chevronAngleDeg'] = why;
  }
  // A glycol needs its concentration (the Clever form's rule, the same words).
  for (const s of ['hot', 'cold'] as const)
    if (isGlycol(v[s].medium) && v[s].percent === null) errors[`${s}.percent`] ??= heatMessages.percentNeeded;
  return errors;
}

/** The server's field messages (paths as the request names them) on the form's fields. */
export function serverFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, m]) => [ratingFieldOf(k), m]));
}
