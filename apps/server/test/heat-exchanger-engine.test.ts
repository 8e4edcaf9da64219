// The heat-exchanger job around the engine (modules/heat-exchangers/engine.ts): the ten smallest
// solutions by area, each with its datasheet; an engine's refusal and its closest miss in Russian.
import { describe, expect, it } from 'vitest';
import type { PheEngine } from '@podbor/engineering/phe';
import { designAnswer, MAX_SOLUTIONS } from '../src/modules/heat-exchangers/engine';
import { rtoDesignInput } from '../src/modules/heat-exchangers/design-input';
import { rtoForm } from '@podbor/contracts';
import { fakePheEngine } from './fixtures/fake-phe-engine';
import { isEngineRefusal } from '../src/modules/selection/engine';
import { HeatRatingService } from '../src/modules/heat-exchangers/service';

const request = { id: 1, created: '2026-11-25T09:00:00.000Z' };
const input = rtoDesignInput(
  rtoForm.parse({
    POWER: 100,
    SRC_INPUT: 90,
    SRC_OUTPUT: 70,
    REC_INPUT: 10,
    REC_OUTPUT: 60,
    SRC_LOSSES: 50,
    REC_LOSSES: 50,
  }),
);

describe('heat-exchanger job', () => {
  it(`offers the ${MAX_SOLUTIONS} smallest units by area, each with its PDF`, async () => {
    const models = Array.from({ length: 14 }, (_, i) => `LT ${String(14 - i).padStart(2, '0')}`);
    const { response, files } = await designAnswer(fakePheEngine, { ...input, models }, [], request);
    const areas = response.solutions.map((s) => s.check.areaM2);
    expect(areas).toHaveLength(MAX_SOLUTIONS);
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    expect(files.map((f) => f.name)).toEqual(response.solutions.map((s) => s.file));
    expect(files.every((f) => Buffer.from(f.data.subarray(0, 5)).toString() === '%PDF-')).toBe(true);
  });

  it("refuses with the engine's reason and its closest miss", async () => {
    const engine: PheEngine = {
      ...fakePheEngine,
      design: () => ({
        ok: false,
        refusal: {
          reason: 'Решений не найдено',
          closestMiss: {
            model: 'LT 10',
            limit: 'dpHot',
            detail: 'потеря давления горячей стороны 62 кПа при допустимых 50',
          },
        },
      }),
    };
    const error = await designAnswer(engine, input, [], request).catch((e: unknown) => e);
    expect(isEngineRefusal(error)).toBe(true);
    expect((error as { messages: unknown }).messages).toEqual([
      'Решений не найдено',
      'LT 10: потеря давления горячей стороны 62 кПа при допустимых 50',
    ]);
  });

  it('rating: the check of a rated unit, or the refusal as 422 in its Russian words', () => {
    const unit = {
      model: 'LT 10',
      thicknessMm: 0.5 as const,
      channelMix: 'H' as const,
      plates: 31,
      passesHot: 1,
      passesCold: 1,
      hot: { fluid: { medium: 'water' as const }, tIn: 90, massFlowKgS: 2 },
      cold: { fluid: { medium: 'water' as const }, tIn: 10, massFlowKgS: 3 },
      plateMaterial: 'AISI316' as const,
    };
    const refused = new HeatRatingService(() => ({ engine: fakePheEngine, density: () => 1000 }));
    expect(() => refused.rate('lt', unit)).toThrow(expect.objectContaining({ statusCode: 422 }));
    const rating: PheEngine = {
      ...fakePheEngine,
      rate: (input) => ({ ok: true, check: { plates: input.plates } as never }),
    };
    const rated = new HeatRatingService(() => ({ engine: rating, density: () => 1000 }));
    expect(rated.rate('lt', unit).check.plates).toBe(31);
  });
});
