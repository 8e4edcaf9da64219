// Rating a given unit on the main thread: one rating is a few property evaluations and a root
// search (milliseconds, like the pump's selection), so a worker-pool round trip would only add
// latency. A refusal of the engine is the user's answer (422), in its own Russian words. The rated
// unit's datasheet is rendered in the worker pool (the selection's documentsOnce), never here.
import type { HeatRatingRequest, HeatRatingResult } from '@podbor/contracts';
import type { PheLine } from '@podbor/engineering/phe';
import { AppError } from '../../http/errors';
import { heatDeps, type HeatDeps } from './phe-engine';
import { rateUnit } from './rating';

export class HeatRatingService {
  constructor(private readonly deps: () => HeatDeps = heatDeps) {}

  rate(line: PheLine, req: HeatRatingRequest): HeatRatingResult {
    const rated = rateUnit(line, req, this.deps());
    if (!rated.ok) throw new AppError(422, rated.reason);
    // A rated unit is what it is: every design limit it breaks comes back named (decision 0044).
    return rated.result;
  }
}
