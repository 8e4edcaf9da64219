// The DCU article both ways: every configuration's article reads back to its own options (over the
// option space, and at random over the full product), and a malformed article names the wrong part.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DCU_CONNECTION_DNS,
  dcuArticle,
  dcuProblems,
  decodeDcuArticle,
  defaultDcuOptions,
  normaliseDcuOptions,
  type DcuOptions,
} from '../../src/dcu';
import { anyDcuOptions, dcuOptionSpace, heatingTailCount } from './arbitraries';

describe('dcuArticle / decodeDcuArticle', () => {
  it('prints the default heating and water-supply units as decision 0028 describes', () => {
    expect(dcuArticle(defaultDcuOptions(0))).toBe('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0');
    expect(dcuArticle(defaultDcuOptions(1))).toBe('DCU-W-F-L-25-S-04-B1-N-O15Y-RI-G1');
  });

  it(
    'reads every article of the option space back to its options (31 104: every part value, every tail)',
    { timeout: 30_000 },
    () => {
      const seen = new Set<string>();
      let count = 0;
      const tails = new Map<number, Set<string>>();
      const waterTails = new Set<string>();
      for (const o of dcuOptionSpace()) {
        const article = dcuArticle(o);
        const decoded = decodeDcuArticle(article);
        if (!decoded.ok || JSON.stringify(decoded.options) !== JSON.stringify(normaliseDcuOptions(o)))
          expect({ article, decoded }).toEqual({
            article,
            decoded: { ok: true, options: normaliseDcuOptions(o) },
          });
        seen.add(article);
        count++;
        if (o.ColletorWorkType === 1) waterTails.add(article.split('-').slice(9).join('-'));
        else {
          const set = tails.get(o.ConnectionDiametr) ?? new Set<string>();
          set.add(article.split('-').slice(10).join('-'));
          tails.set(o.ConnectionDiametr, set);
        }
      }
      // Different normal forms never share an article.
      expect(seen.size).toBe(count);
      // 3 outlet DNs × meters yes/no × 3 reducer positions × gauges yes/no.
      expect(waterTails.size).toBe(36);
      for (const dn of DCU_CONNECTION_DNS) expect(tails.get(dn)!.size).toBe(heatingTailCount(dn));
    },
  );

  it('reads back any options at random, whatever the fields that do not apply hold', () => {
    fc.assert(
      fc.property(anyDcuOptions, (o: DcuOptions) => {
        fc.pre(dcuProblems(o).length === 0);
        const decoded = decodeDcuArticle(dcuArticle(o));
        // Only the normal form survives: a field that does not apply is not part of the unit.
        return decoded.ok && JSON.stringify(decoded.options) === JSON.stringify(normaliseDcuOptions(o));
      }),
      { numRuns: 5000 },
    );
  });

  it('ignores case and spaces around the article', () => {
    const article = dcuArticle(defaultDcuOptions(1));
    expect(decodeDcuArticle(`  ${article.toLowerCase()} `)).toEqual(decodeDcuArticle(article));
  });

  it('names the part that is wrong', () => {
    expect(decodeDcuArticle('')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(decodeDcuArticle('XCU-H')).toEqual({
      ok: false,
      problem: { code: 'prefix', part: 1, value: 'XCU' },
    });
    expect(decodeDcuArticle('DCU-X-F')).toMatchObject({
      ok: false,
      problem: { code: 'part', part: 2, expects: 'workType' },
    });
    expect(decodeDcuArticle('DCU-W-F-L-25-S-04-B1-N-O15Y-RI')).toEqual({
      ok: false,
      problem: { code: 'partCount', expected: 12, actual: 11 },
    });
    expect(decodeDcuArticle('DCU-W-F-L-27-S-04-B1-N-O15Y-RI-G1')).toEqual({
      ok: false,
      problem: { code: 'part', part: 5, value: '27', expects: 'connection' },
    });
    expect(decodeDcuArticle('DCU-W-F-L-25-S-13-B1-N-O15Y-RI-G1')).toMatchObject({
      problem: { part: 7, expects: 'outputCount' },
    });
    // Set 2 (Ridan valve only) carries no meter, so no meter position.
    expect(decodeDcuArticle('DCU-H-F-L-25-C-04-B1-N-O15-T2S-AA-D1-R25-P0')).toMatchObject({
      problem: { part: 11, expects: 'outletSet' },
    });
    expect(decodeDcuArticle('DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-PMNT50')).toMatchObject({
      problem: { part: 15, expects: 'partner' },
    });
  });

  it('checks the cabinet size the article prints against the options', () => {
    // 4 outlets → size 1; an inlet meter and the Ridan regulator → size 2.
    expect(decodeDcuArticle('DCU-H-F-L-25-C-04-B2-N-O15-T0R-AA-D1-R25-P0')).toEqual({
      ok: false,
      problem: { code: 'holderSize', part: 8, value: 'B2', size: 1 },
    });
    expect(decodeDcuArticle('DCU-H-F-L-25-C-04-B2-M-O15-T0R-AA-D1-R25-P0')).toMatchObject({ ok: true });
  });
});
