// The DCU article code: the normalised options written as dash-separated parts, and read back
// (decision 0028). A malformed article names the part that is wrong (codes; contracts words them).
import {
  DCU_CONNECTION_DNS,
  DCU_OUTPUT_DNS,
  DCU_PARTNER_DNS,
  dcuHolderSize,
  isHeating,
  normaliseDcuOptions,
  outletSetHasMeter,
  type ConnectionDn,
  type DcuOptions,
  type OutputDn,
  type PartnerDn,
} from './options';

/*
 * DCU-H-F-L-25-C-06-B2-M-O15-T0R-AA-D1-R25-P0       heating (15 parts)
 * DCU-W-F-L-25-S-06-B2-M-O15Y-RI-G1                 water supply (12 parts)
 *  1 DCU   2 H heating / W water   3 F floor / A apartment   4 L left / R right   5 connection DN
 *  6 C carbon / S stainless   7 outlets 01–12   8 holder F frame / B built-in / W attached (wall)
 *    and its size 0–4 (follows from the others; checked on reading)   9 inlet I insert / M meter / N none
 * 10 O + outlet DN (+ Y/N outlet meters, water only; heating's follow part 11)
 * heating: 11 T + outlet set 0–3 (+ S supply / R return for sets with a meter)  12 A + A auto / M manual
 *          air vents  13 D1 / D0 drains  14 R + regulator DN, R0 none  15 P + MNT/MVT + DN, P0 none
 * water:   11 R + I inlet / O outlets / N none reducing valve   12 G1 / G0 gauges
 */

const PREFIX = 'DCU';
const HOLDER = ['F', 'B', 'W'] as const;
const INLET = ['I', 'M', 'N'] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The article of a configuration (its normal form).
 * @example dcuArticle(defaultDcuOptions(0)) // 'DCU-H-F-L-25-C-04-B1-N-O15-T0R-AA-D1-R25-P0'
 */
export function dcuArticle(raw: DcuOptions): string {
  const o = normaliseDcuOptions(raw);
  const heating = isHeating(o);
  const parts = [
    PREFIX,
    heating ? 'H' : 'W',
    o.ColletorSizeType === 0 ? 'F' : 'A',
    o.Direction === 0 ? 'L' : 'R',
    String(o.ConnectionDiametr),
    o.ColletorType === 0 ? 'C' : 'S',
    pad2(o.OutputCount),
    `${HOLDER[o.HolderType]}${dcuHolderSize(o)}`,
    INLET[o.UseInputSchetchik],
  ];
  if (heating) {
    const meter = outletSetHasMeter(o.SchetchikType);
    parts.push(
      `O${o.OutputDiametr}`,
      `T${o.SchetchikType ?? 3}${meter ? (o.SchetchikPosition === 0 ? 'S' : 'R') : ''}`,
      `A${o.AirOtvodType === 0 ? 'A' : 'M'}`,
      `D${o.UseSpusknik ? 1 : 0}`,
      `R${o.RidanRegulatorDiametr ?? 0}`,
      o.UsePartner ? `P${o.PartnerType === 'MVT-R' ? 'MVT' : 'MNT'}${o.PartnerDiametr}` : 'P0',
    );
  } else {
    parts.push(
      `O${o.OutputDiametr}${o.OtvodSchetchik ? 'Y' : 'N'}`,
      `R${['I', 'O', 'N'][o.StainlessRegulatorPosition ?? 2]}`,
      `G${o.UseManometr ? 1 : 0}`,
    );
  }
  return parts.join('-');
}

/** What is wrong with an article: the 1-based part, what it holds, and the kind of part expected. */
export type DcuArticleProblem =
  | { code: 'empty' }
  | { code: 'prefix'; part: 1; value: string }
  | { code: 'partCount'; expected: number; actual: number }
  | { code: 'part'; part: number; value: string; expects: DcuArticlePart }
  | { code: 'holderSize'; part: 8; value: string; size: number };

/** The kind of each part, for the message that says what it should hold. */
export type DcuArticlePart =
  | 'workType'
  | 'sizeType'
  | 'direction'
  | 'connection'
  | 'material'
  | 'outputCount'
  | 'holder'
  | 'inletMeter'
  | 'outlet'
  | 'outletSet'
  | 'airVent'
  | 'drain'
  | 'regulator'
  | 'partner'
  | 'reducer'
  | 'gauges';

export type DcuArticleDecoded = { ok: true; options: DcuOptions } | { ok: false; problem: DcuArticleProblem };

class PartError extends Error {
  constructor(readonly problem: DcuArticleProblem) {
    super(problem.code);
  }
}

const dn = <T extends number>(list: readonly T[], s: string): T | undefined =>
  list.find((d) => String(d) === s);

/**
 * The options an article encodes (their normal form). Reads only what the article says: whether the
 * options can be built is dcuProblems' question. Case and surrounding spaces are ignored.
 */
export function decodeDcuArticle(input: string): DcuArticleDecoded {
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: false, problem: { code: 'empty' } };
  const p = text.split('-');
  try {
    if (p[0] !== PREFIX) throw new PartError({ code: 'prefix', part: 1, value: p[0] ?? '' });
    const at = <T>(i: number, expects: DcuArticlePart, read: (s: string) => T | undefined): T => {
      const value = p[i - 1] ?? '';
      const v = read(value);
      if (v === undefined) throw new PartError({ code: 'part', part: i, value, expects });
      return v;
    };
    const pick =
      <T>(map: Record<string, T>) =>
      (s: string): T | undefined =>
        Object.hasOwn(map, s) ? map[s] : undefined;
    const work = at(2, 'workType', pick({ H: 0, W: 1 } as const));
    const heating = work === 0;
    const expected = heating ? 15 : 12;
    if (p.length !== expected) throw new PartError({ code: 'partCount', expected, actual: p.length });
    const o: DcuOptions = {
      ColletorWorkType: work,
      ColletorSizeType: at(3, 'sizeType', pick({ F: 0, A: 1 } as const)),
      Direction: at(4, 'direction', pick({ L: 0, R: 1 } as const)),
      ConnectionDiametr: at(5, 'connection', (s) => dn<ConnectionDn>(DCU_CONNECTION_DNS, s)),
      ColletorType: at(6, 'material', pick({ C: 0, S: 1 } as const)),
      OutputCount: at(7, 'outputCount', (s) => (/^(0[1-9]|1[0-2])$/.test(s) ? Number(s) : undefined)),
      HolderType: at(8, 'holder', (s) =>
        /^[FBW][0-9]$/.test(s) ? (HOLDER.indexOf(s[0] as 'F') as 0 | 1 | 2) : undefined,
      ),
      UseInputSchetchik: at(9, 'inletMeter', pick({ I: 0, M: 1, N: 2 } as const)),
      OtvodSchetchik: false,
      OutputDiametr: 15,
      AirOtvodType: null,
      UsePartner: null,
      PartnerType: null,
      PartnerDiametr: null,
      SchetchikPosition: null,
      SchetchikType: null,
      UseSpusknik: null,
      RidanRegulatorDiametr: null,
      StainlessRegulatorPosition: null,
      UseManometr: null,
    };
    const outletDn = (s: string) => dn<OutputDn>(DCU_OUTPUT_DNS, s);
    if (heating) {
      o.OutputDiametr = at(10, 'outlet', (s) => (/^O\d+$/.test(s) ? outletDn(s.slice(1)) : undefined));
      const set = at(11, 'outletSet', (s) => {
        const m = /^T([0-3])([SR]?)$/.exec(s);
        if (!m) return undefined;
        const type = Number(m[1]) as 0 | 1 | 2 | 3;
        const withMeter = outletSetHasMeter(type);
        if (withMeter !== (m[2] !== '')) return undefined;
        return { type, position: withMeter ? (m[2] === 'S' ? 0 : 1) : null } as const;
      });
      o.SchetchikType = set.type;
      o.SchetchikPosition = set.position;
      o.OtvodSchetchik = outletSetHasMeter(set.type);
      o.AirOtvodType = at(12, 'airVent', pick({ AA: 0, AM: 1 } as const));
      o.UseSpusknik = at(13, 'drain', pick({ D1: true, D0: false }));
      o.RidanRegulatorDiametr = at(14, 'regulator', (s) =>
        s === 'R0' ? null : /^R\d+$/.test(s) ? dn<ConnectionDn>(DCU_CONNECTION_DNS, s.slice(1)) : undefined,
      );
      const partner = at(15, 'partner', (s) => {
        if (s === 'P0') return { use: false, type: null, dn: null } as const;
        const m = /^P(MNT|MVT)(\d+)$/.exec(s);
        const d = m ? dn<PartnerDn>(DCU_PARTNER_DNS, m[2]!) : undefined;
        return m && d ? ({ use: true, type: m[1] === 'MVT' ? 'MVT-R' : 'MNT-R', dn: d } as const) : undefined;
      });
      o.UsePartner = partner.use;
      o.PartnerType = partner.type;
      o.PartnerDiametr = partner.dn;
    } else {
      const outlet = at(10, 'outlet', (s) => {
        const m = /^O(\d+)([YN])$/.exec(s);
        const d = m ? outletDn(m[1]!) : undefined;
        return m && d ? { dn: d, meters: m[2] === 'Y' } : undefined;
      });
      o.OutputDiametr = outlet.dn;
      o.OtvodSchetchik = outlet.meters;
      o.StainlessRegulatorPosition = at(11, 'reducer', pick({ RI: 0, RO: 1, RN: 2 } as const));
      o.UseManometr = at(12, 'gauges', pick({ G1: true, G0: false }));
    }
    const size = dcuHolderSize(o);
    if (p[7]!.slice(1) !== String(size))
      throw new PartError({ code: 'holderSize', part: 8, value: p[7]!, size });
    return { ok: true, options: normaliseDcuOptions(o) };
  } catch (e) {
    if (e instanceof PartError) return { ok: false, problem: e.problem };
    throw e;
  }
}
