// Rating a given unit (DOMAIN.md «Rating mode»): the request in the engine's terms, the engine's
// answer with every design limit it breaks named (decision 0044). Pure, so the main thread answers
// the rating call with it and a worker renders the rated unit's datasheet with the same figures.
import {
  heatRatingMessages,
  type HeatRatingRequest,
  type HeatRatingResult,
  type HeatUserPlate,
} from '@podbor/contracts';
import { glycolFractionByMass } from '@podbor/engineering/fluids';
import type { PheLine, PheRatingInput, PheUserPlate } from '@podbor/engineering/phe';
import type { HeatDeps } from './phe-engine';

/** A side's fluid with its glycol fraction by mass (the request may give it by volume, decision 0044). */
const massBased = (f: HeatRatingRequest['hot']['fluid']): PheRatingInput['hot']['fluid'] =>
  (f.medium === 'ethylene-glycol' || f.medium === 'propylene-glycol') && f.fraction !== undefined
    ? { medium: f.medium, fraction: glycolFractionByMass(f.medium, f.fraction, f.basis ?? 'mass') }
    : f.fraction === undefined
      ? { medium: f.medium }
      : { medium: f.medium, fraction: f.fraction };

/** The user's plate (millimetres, as a drawing gives them) in the engine's metres. */
const userPlate = (p: HeatUserPlate): PheUserPlate => ({
  widthM: p.widthMm / 1000,
  portToPortLengthM: p.portToPortLengthMm / 1000,
  corrugationDepthM: p.gapMm / 1000,
  chevronAngleDeg: p.chevronAngleDeg,
  enlargementFactor: p.enlargementFactor,
  portDiameterM: p.portDiameterMm / 1000,
  thicknessMm: p.thicknessMm,
});

/** The rated unit's figures and warnings, or the engine's refusal in its own Russian words. */
export function rateUnit(
  line: PheLine,
  req: HeatRatingRequest,
  { engine, note }: Pick<HeatDeps, 'engine' | 'note'>,
): { ok: true; result: HeatRatingResult } | { ok: false; reason: string } {
  const { maxPressureDropKPa, model, thicknessMm, channelMix, plate, ...rest } = req;
  const common = {
    line,
    ...rest,
    hot: { ...req.hot, fluid: massBased(req.hot.fluid) },
    cold: { ...req.cold, fluid: massBased(req.cold.fluid) },
    ...(maxPressureDropKPa ? { maxPressureDropKPa } : {}),
  };
  // The request's schema holds one of the two: a catalogue model with its thickness and mix, or
  // the user's plate (issue 30 item 5) — rated with the same checks.
  const result = engine.rate(
    plate
      ? { ...common, plate: userPlate(plate) }
      : { ...common, model: model!, thicknessMm: thicknessMm!, channelMix: channelMix! },
  );
  if (!result.ok) return { ok: false, reason: result.refusal.reason };
  return {
    ok: true,
    result: {
      check: result.check,
      warnings: result.warnings,
      plateSource: result.plateSource,
      ...(result.plateSource === 'user' ? { notice: heatRatingMessages.userPlate } : {}),
      // The catalogue's figures are what its note says they are; a user's plate is the user's own.
      ...(result.plateSource === 'catalogue' && note ? { note } : {}),
    },
  };
}
