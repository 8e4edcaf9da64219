// The pump contracts against the engine and catalogue they describe: the form's spec messages,
// and engine output that passes the response schemas the API will validate with.
import { describe, expect, it } from 'vitest';
import {
  pumpCurvesData,
  pumpForm,
  pumpMessages,
  pumpRejectionMessages,
  pumpSelectionResult,
  pumpSeriesRecord,
} from '@podbor/contracts';
import { pumpCurves, selectPumps } from '@podbor/engineering/pumps';
import { findPumpSeries, listPumpSeries, loadPumpCatalog } from '../src/pumps';

const messageOf = (input: unknown, field: string) =>
  pumpForm.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('pump form', () => {
  it("says 'Поле не должно быть пустым' for an empty field, as the spec words it", () => {
    expect(pumpMessages.required).toBe('Поле не должно быть пустым');
    expect(messageOf({ units: 'm', Q: null, H: 3, H0: 1 }, 'Q')).toBe('Поле не должно быть пустым');
    expect(messageOf({ units: 'm', Q: 5, H0: 1 }, 'H')).toBe('Поле не должно быть пустым');
  });

  it("says 'Напор должен быть больше статического напора' when H ≤ H0", () => {
    expect(messageOf({ units: 'm', Q: 5, H: 2, H0: 2 }, 'H')).toBe(
      'Напор должен быть больше статического напора',
    );
    expect(pumpForm.safeParse({ units: 'm', Q: 5, H: 2.1, H0: 2 }).success).toBe(true);
  });

  it('keeps Q and H within 1…100, H0 within 0…10, pcnt 1…5, BoxType 0|2, units m|l (default m)', () => {
    expect(messageOf({ Q: 0.5, H: 3, H0: 1 }, 'Q')).toBe('Допустимые значения от 1 до 100');
    expect(messageOf({ Q: 5, H: 101, H0: 1 }, 'H')).toBe('Допустимые значения от 1 до 100');
    expect(messageOf({ Q: 5, H: 30, H0: 11 }, 'H0')).toBe('Допустимые значения от 0 до 10');
    expect(pumpForm.safeParse({ Q: 5, H: 3, H0: 1, pcnt: 6 }).success).toBe(false);
    expect(pumpForm.safeParse({ Q: 5, H: 3, H0: 1, BoxType: 1 }).success).toBe(false);
    expect(pumpForm.safeParse({ units: 'x', Q: 5, H: 3, H0: 1 }).success).toBe(false);
    expect(pumpForm.parse({ Q: 5, H: 3, H0: 1 }).units).toBe('m');
  });

  it('keeps Q within the range of its units: 1…100 m³/h, 0.28…27.8 l/s (the same flows)', () => {
    expect(messageOf({ units: 'l', Q: 0.2, H: 3, H0: 1 }, 'Q')).toBe('Допустимые значения от 0,28 до 27,8');
    expect(messageOf({ units: 'l', Q: 30, H: 3, H0: 1 }, 'Q')).toBe('Допустимые значения от 0,28 до 27,8');
    expect(pumpForm.safeParse({ units: 'l', Q: 0.3, H: 3, H0: 1 }).success).toBe(true);
    expect(pumpForm.safeParse({ units: 'l', Q: 27.8, H: 3, H0: 1 }).success).toBe(true);
    expect(pumpForm.safeParse({ units: 'm', Q: 30, H: 3, H0: 1 }).success).toBe(true);
  });

  it('refuses unknown fields in the request body', () => {
    expect(pumpForm.safeParse({ Q: 5, H: 3, H0: 1, rho: 1000 }).success).toBe(false);
  });
});

describe('engine output fits the response schemas', () => {
  const catalog = loadPumpCatalog();

  it('series records', () => {
    for (const s of listPumpSeries()) expect(pumpSeriesRecord.parse(s)).toEqual(s);
  });

  it('a selection result, once the API adds files and parameter groups', () => {
    const series = findPumpSeries(2)!;
    const r = selectPumps(series, { units: 'l', Q: 2, H: 4, H0: 1, pcnt: 2, BoxType: 0 });
    expect(r.candidates.length).toBeGreaterThan(0);
    const models = new Map(series.models.map((m) => [m.id, m]));
    const answer = {
      ...r,
      illustrative: catalog.illustrative,
      note: catalog.note,
      candidates: r.candidates.map((c) => ({ ...c, files: {}, paramGroups: models.get(c.id)!.paramGroups })),
    };
    expect(pumpSelectionResult.safeParse(answer).success).toBe(true);
    for (const x of r.rejected) expect(pumpRejectionMessages[x.reason]).toBeTruthy();
  });

  it('chart data', () => {
    const series = findPumpSeries(1)!;
    const c = pumpCurves(series.models[10]!, { units: 'm', Q: 3, H: 4, H0: 1, BoxType: 2 }, series);
    expect(pumpCurvesData.safeParse(c).success).toBe(true);
  });
});
