// Rating a given unit on the main thread: one rating is a few property evaluations and a root
// search (milliseconds, like the pump's selection), so a worker-pool round trip would only add
// latency. A refusal of the engine is the user's answer (422), in its own Russian words.
import type { HeatRatingRequest, HeatRatingResult } from '@podbor/contracts';
import type { PheLine } from '@podbor/engineering/phe';
import { AppError } from '../../http/errors';
import { heatDeps, type HeatDeps } from './phe-engine';

export class HeatRatingService {
  constructor(private readonly deps: () => HeatDeps = heatDeps) {}

  rate(line: PheLine, req: HeatRatingRequest): HeatRatingResult {
    const result = this.deps().engine.rate({ line, ...req });
    if (!result.ok) throw new AppError(422, result.refusal.reason);
    return { check: result.check };
  }
}
