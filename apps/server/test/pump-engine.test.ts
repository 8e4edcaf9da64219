// The `pump` engine's own guards (the API refuses these cases before a job exists, but a job re-run
// after a catalogue change must still fail with a clear message instead of rendering nonsense).
import { describe, expect, it } from 'vitest';
import { pumpApiMessages, pumpRejectionMessages } from '@podbor/contracts';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { pumpEngine } from '../src/modules/pumps/engine';
import { isEngineRefusal } from '../src/modules/selection/engine';

const request = { id: 7, created: '2025-01-01T00:00:00.000Z' };
const evr = loadPumpCatalog().series[0]!;

async function refusal(input: unknown): Promise<string | string[]> {
  try {
    await pumpEngine(input, request);
  } catch (e) {
    if (isEngineRefusal(e)) return e.messages;
    throw e;
  }
  throw new Error('the engine did not refuse');
}

describe('pump engine', () => {
  it('refuses a pump that is no longer in the catalogue', async () => {
    const form = { units: 'm', Q: 4, H: 4, H0: 1 };
    expect(await refusal({ seriesId: evr.id, pumpId: 999_999, form })).toBe(pumpApiMessages.pumpNotFound);
    expect(await refusal({ seriesId: 999, pumpId: evr.models[0]!.id, form })).toBe(
      pumpApiMessages.pumpNotFound,
    );
  });

  it('refuses a duty the pump cannot serve, naming the pump and the reason', async () => {
    const tiny = evr.models[0]!;
    const form = { units: 'm', Q: 60, H: 5, H0: 1, BoxType: 2 };
    expect(await refusal({ seriesId: evr.id, pumpId: tiny.id, form })).toBe(
      pumpApiMessages.cannotServe(tiny.name, pumpRejectionMessages.speedAboveRated),
    );
  });

  it('rejects an input that is not a pump files job (schema error, not a silent default)', async () => {
    await expect(pumpEngine({ pumpId: 1 }, request)).rejects.toThrow();
  });
});
