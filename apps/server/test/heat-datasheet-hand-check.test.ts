// The heat-exchanger datasheet rechecked by hand (issue 30 item 6): the figures printed in its PDF,
// read back with PDF.js, reproduce Re, Pr, ξ, Nu, h, k, the required area, the N − 2 area and the
// reserve within the printed rounding, and the sheet names the method with its equations.
import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { heatDocumentLabels, rtoForm } from '@podbor/contracts';
import { frictionMartinVdi, MARTIN_VDI } from '@podbor/engineering/phe';
import { designAnswer } from '../src/modules/heat-exchangers/engine';
import { heatDeps } from '../src/modules/heat-exchangers/phe-engine';
import { rtoDesignInput } from '../src/modules/heat-exchangers/design-input';

const request = { id: 7, created: '2026-11-25T09:00:00.000Z', documents: true };
/** A duty with fouling on both sides, so Rf and U in service are part of the check. */
const input = rtoDesignInput(
  rtoForm.parse({
    POWER: 300,
    SRC_INPUT: 90,
    SRC_OUTPUT: 65,
    REC_INPUT: 10,
    REC_OUTPUT: 60,
    SRC_LOSSES: 50,
    REC_LOSSES: 50,
    SRC_POLLUTION: 0.00005,
    REC_POLLUTION: 0.00003,
  }),
);

/** A printed figure and its rounding: half a unit of its last digit, relative [-]. */
interface Printed {
  value: number;
  rel: number;
}

/** «26 029», «0,3543», «−1,5» → the figure and its relative rounding. */
function printed(text: string): Printed {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace('−', '-');
  const m = /^-?\d+(?:,(\d+))?/.exec(s);
  if (!m) throw new Error(`not a figure: «${text}»`);
  const value = Number(m[0].replace(',', '.'));
  const decimals = m[1]?.length ?? 0;
  return { value, rel: (0.5 * 10 ** -decimals) / Math.abs(value) };
}

/** The sheet's text items grouped into lines (page, y), each line's strings left to right. */
async function lines(pdf: Uint8Array): Promise<string[][]> {
  const { items } = await extractTextItems(await getDocumentProxy(pdf));
  const out: string[][] = [];
  for (const page of items) {
    const byY = new Map<number, { x: number; str: string }[]>();
    for (const item of page) {
      if (!item.str.trim()) continue;
      const y = Math.round(item.y);
      byY.set(y, [...(byY.get(y) ?? []), { x: item.x, str: item.str }]);
    }
    for (const [, row] of [...byY].sort((a, b) => b[0] - a[0]))
      out.push(row.sort((a, b) => a.x - b.x).map((c) => c.str.trim()));
  }
  return out;
}

/**
 * The cells right of the cell `key` on the line where a figure follows it: the values of that row (a
 * wrapped line of the method table may hold the same word).
 */
function after(all: string[][], key: string): string[] {
  for (const line of all) {
    const at = line.indexOf(key);
    if (at >= 0 && /^[−-]?\d/.test(line[at + 1] ?? '')) return line.slice(at + 1);
  }
  throw new Error(`no line with «${key}» and a figure after it`);
}

/** A per-side row by its formula cell: the hot and the cold figure. */
const sides = (all: string[][], formula: string) => {
  const [hot, cold] = after(all, formula);
  return { hot: printed(hot!), cold: printed(cold!) };
};

/** |a/b − 1| within the summed relative roundings (and a float hair). */
function within(a: number, b: number, rel: number) {
  expect(Math.abs(a / b - 1)).toBeLessThanOrEqual(rel + 1e-9);
}

describe('heat-exchanger datasheet: a hand check from the printed figures', async () => {
  const { response, files } = await designAnswer(heatDeps(), input, [], request);
  const sheets = files.slice(0, 3);
  expect(sheets).toHaveLength(3);

  it('names the method with its equations and sources', async () => {
    const doc = await getDocumentProxy(new Uint8Array(sheets[0]!.data));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    for (const words of [
      heatDocumentLabels.method,
      heatDocumentLabels.sides,
      'Nu = 0,122·Pr^(1/3)·(μ/μw)^(1/6)·(ξ·Re²·sin 2φ)^0,374',
      'Martin (1996), ур. 23',
      'VDI Heat Atlas, гл. N6, ур. 18',
      '1/√ξ = cos φ/√(0,18·tg φ + 0,36·sin φ + ξ0/cos φ) + (1 − cos φ)/√(3,8·ξ1)',
      'A = (N − 2)·Aпл',
      'Aтреб = Q/(k·F·ΔTлог)',
      'Вязкость при температуре стенки',
      'Отношение вязкостей',
      'Коэффициент сопротивления',
      'Число Нуссельта',
      'Потеря давления в каналах',
      'Потеря давления в коллекторах',
      'doi:10.1016/0255-2701(95)04129-X',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/undefined|NaN|null|—\s*мПа/);
  });

  it.each([0, 1, 2])(
    'solution %i: Re, Pr, ξ, Nu, h per side, then k, the areas and the reserve',
    async (i) => {
      const sheet = sheets[i];
      if (!sheet) return;
      const check = response.solutions[i]!.check;
      const all = await lines(new Uint8Array(sheet.data));
      const dh = printed(after(all, 'Гидравлический')[0]!);
      dh.value /= 1000;
      const angle = printed(after(all, 'Угол гофр к')[0]!).value;
      expect(angle).toBeCloseTo(check.chevronAngleDeg, 1);
      const h: Record<'hot' | 'cold', Printed> = {} as never;
      for (const side of ['hot', 'cold'] as const) {
        const get = (formula: string) => sides(all, formula)[side];
        const [rho, cp, lambda, mu, w, re, pr, ratio, xi, nu] = [
          'ρ',
          'cp',
          'λ',
          'μ',
          'w = G/(ρ·n·b·W)',
          'Re = ρ·w·Dh/μ',
          'Pr = μ·cp/λ',
          'μ/μw',
          'ξ',
          'Nu',
        ].map(get) as Printed[];
        const muW = get('μw');
        h[side] = get('h = Nu·λ/Dh');
        // The printed figures are the engine's, rounded.
        within(re!.value, check[side].reynolds, re!.rel);
        within(h[side].value, check[side].htcWM2K, h[side].rel);
        // Re = ρ·w·Dh/μ, Pr = μ·cp/λ (μ printed in mPa·s).
        within(
          (rho!.value * w!.value * dh.value) / (mu!.value / 1000),
          re!.value,
          rho!.rel + w!.rel + dh.rel + mu!.rel + re!.rel,
        );
        within(
          ((mu!.value / 1000) * cp!.value) / lambda!.value,
          pr!.value,
          mu!.rel + cp!.rel + lambda!.rel + pr!.rel,
        );
        within(mu!.value / muW.value, ratio!.value, mu!.rel + muW.rel + ratio!.rel);
        // ξ from the printed Re by the VDI form; its sensitivity to Re is below 1.
        within(frictionMartinVdi(re!.value, angle, MARTIN_VDI), xi!.value, re!.rel + xi!.rel);
        // Nu = 0,122·Pr^(1/3)·(μ/μw)^(1/6)·(ξ·Re²·sin 2φ)^0,374.
        const s2 = Math.sin((2 * angle * Math.PI) / 180);
        const nuByHand =
          0.122 * Math.cbrt(pr!.value) * ratio!.value ** (1 / 6) * (xi!.value * re!.value ** 2 * s2) ** 0.374;
        within(nuByHand, nu!.value, pr!.rel / 3 + ratio!.rel / 6 + 0.374 * (xi!.rel + 2 * re!.rel) + nu!.rel);
        // h = Nu·λ/Dh.
        within(
          (nu!.value * lambda!.value) / dh.value,
          h[side].value,
          nu!.rel + lambda!.rel + dh.rel + h[side].rel,
        );
      }
      // 1/k = 1/h1 + 1/h2 + δ/λст (+ Rf).
      const wall = printed(after(all, 'δ/λст')[0]!);
      const rf = printed(after(all, 'Rf')[0]!);
      const kClean = printed(after(all, 'k = 1/(1/h1 + 1/h2 + δ/λст)')[0]!);
      const kService = printed(after(all, 'k = 1/(1/k чист + Rf)')[0]!);
      const terms = [
        [1 / h.hot.value, h.hot.rel],
        [1 / h.cold.value, h.cold.rel],
        [wall.value, wall.rel],
      ] as const;
      const sum = terms.reduce((a, [t]) => a + t, 0);
      const sumRel = terms.reduce((a, [t, r]) => a + t * r, 0) / sum;
      within(1 / sum, kClean.value, sumRel + kClean.rel);
      expect(rf.value).toBeCloseTo(0.00008, 10);
      within(1 / (1 / kClean.value + rf.value), kService.value, kClean.rel + rf.rel + kService.rel);
      // The areas: A_req = Q/(k·F·ΔT), A = (N − 2)·A_plate, reserve = A/A_req − 1.
      const q = printed(after(all, 'Q')[0]!);
      const f = printed(after(all, 'F')[0]!);
      const lmtd = printed(after(all, 'ΔTлог')[0]!);
      const required = printed(after(all, 'Aтреб = Q/(k·F·ΔTлог)')[0]!);
      within(
        (q.value * 1000) / (kService.value * f.value * lmtd.value),
        required.value,
        q.rel + kService.rel + f.rel + lmtd.rel + required.rel,
      );
      expect(after(all, 'N − 2')[0]).toBe(`${check.plates} − 2 = ${check.plates - 2}`);
      const plateArea = printed(after(all, 'Aпл')[0]!);
      const area = printed(after(all, 'A = (N − 2)·Aпл')[0]!);
      within((check.plates - 2) * plateArea.value, area.value, plateArea.rel + area.rel);
      const reserve = printed(after(all, 'A/Aтреб − 1')[0]!);
      const byHand = (area.value / required.value - 1) * 100;
      expect(Math.abs(byHand - reserve.value)).toBeLessThanOrEqual(
        (area.rel + required.rel) * (area.value / required.value) * 100 +
          reserve.rel * Math.abs(reserve.value) +
          1e-9,
      );
    },
  );
});
