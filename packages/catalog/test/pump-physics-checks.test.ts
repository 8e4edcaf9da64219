// What the importer refuses about a pump's own physics (issue 13 item 6): an NPSHr that falls as
// the flow rises, and a motor smaller than the shaft power the curve draws. The shipped catalogue
// passes both (sample-catalog.test.ts validates it whole).
import { describe, expect, it } from 'vitest';
import { loadPumpCatalog, validatePumpModel } from '../src/pumps';

const model = loadPumpCatalog().series[0]!.models[0]!;
const messages = (m: typeof model) =>
  validatePumpModel(m, ['m']).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('pump physics the importer checks', () => {
  it('passes the shipped model as it is', () => {
    expect(messages(model)).toEqual([]);
  });

  it('refuses an NPSHr that falls with flow, naming the point', () => {
    const curve = model.curve.map((p, i) => (i === 2 ? { ...p, NPSHr: model.curve[1]!.NPSHr / 2 } : p));
    const m = messages({ ...model, curve });
    expect(m).toContainEqual(
      expect.stringMatching(
        /^m\.curve\.2\.NPSHr: NPSHr не может убывать с ростом подачи: [\d.]+ → [\d.]+ м$/,
      ),
    );
  });

  it('refuses a motor rated below the largest shaft power on the curve', () => {
    const heaviest = Math.max(...model.curve.map((p) => p.P2));
    const m = messages({ ...model, power: heaviest * 0.9 });
    expect(m).toEqual([
      expect.stringMatching(
        /^m\.power: мощность двигателя [\d.]+ кВт меньше мощности на валу по характеристике: [\d.]+ кВт при [\d.]+ м³\/ч$/,
      ),
    ]);
    expect(messages({ ...model, power: heaviest })).toEqual([]);
  });
});
