// What an offered plate heat exchanger costs and weighs, and the order solutions are offered in
// (decision 0026 «Cost», issue 30 item 8): the frame and its plates priced by article from the price
// list where it has them, otherwise by a stated size proxy; the cheapest first.
import type { PhePlateModel } from './plate';
import type { PlateMaterial, PlateThicknessMm } from './basics';

/** Where a price came from: the price list's article, or the size proxy (PHE_PRICE_PROXY_RUB). */
export type PheCostSource = 'priceList' | 'sizeProxy';

/** One purchase line of a unit: its frame, or its plates (identical, one unit price). */
export interface PheCostLine {
  item: 'frame' | 'plates';
  /** The price list's article the line is (or would be) priced by, e.g. 'PHE-CLH-32S-FRAME'. */
  article: string;
  count: number;
  /** Unit price [kopecks]. */
  unitKopecks: number;
  /** count × unit price [kopecks]. */
  kopecks: number;
  source: PheCostSource;
}

/** A unit's purchase price without VAT: the sum of its lines [kopecks]. */
export interface PheCost {
  kopecks: number;
  lines: PheCostLine[];
}

/** Prices by article [kopecks], as the price list holds them (decision 0046). */
export type PhePriceList = Readonly<Record<string, number>>;

/**
 * The size proxy [₽ without VAT], used for any article the price list lacks: a frame costs
 * 60 000 ₽ + 400 000 ₽ per m² of its plate's area, an AISI 316 plate 900 ₽ + 9 000 ₽ per m². The
 * shipped illustrative price list was made by this rule, so a proxy line and a list line of it
 * compare like for like (a test holds the two together). Illustrative, not a maker's.
 */
export const PHE_PRICE_PROXY_RUB = {
  frameBase: 60_000,
  framePerM2: 400_000,
  plateBase: 900,
  platePerM2: 9_000,
} as const;

/**
 * A plate's price in another material over the AISI 316 plate's. Metal prices per tonne of Sinnott
 * & Towler, «Chemical Engineering Design» (4th ed., 2005), table 7.5 (mid-2004): 304 1 400, 316
 * 1 900, titanium 20 000 £/t; per volume of sheet (7 930, 7 980, 4 510 kg/m³) 304 is 0.74 and
 * titanium 5.95 times 316. With the metal taken as 40 % of an AISI 316 plate's price (an assumption;
 * pressing, gasket and margin the rest): 0.6 + 0.4 · 0.74 ≈ 0.9 and 0.6 + 0.4 · 5.95 ≈ 3.0.
 */
export const PLATE_MATERIAL_PRICE_FACTOR: Readonly<Record<PlateMaterial, number>> = {
  AISI304: 0.9,
  AISI316: 1,
  titanium: 3,
};

/** Density of the plate sheet [kg/m³] (AISI 304 7 930, AISI 316 7 980, titanium grade 1 4 510). */
export const PLATE_DENSITY: Readonly<Record<PlateMaterial, number>> = {
  AISI304: 7930,
  AISI316: 7980,
  titanium: 4510,
};

const ARTICLE_MATERIAL: Readonly<Record<PlateMaterial, string>> = {
  AISI316: '',
  AISI304: '-AISI304',
  titanium: '-TI',
};

/** 'CLH 32S' → 'PHE-CLH-32S' (the price list's stem of a model). */
const stem = (model: string) => `PHE-${model.trim().replace(/\s+/g, '-')}`;

/** The frame's article: 'PHE-CLH-32S-FRAME'. */
export const pheFrameArticle = (model: string): string => `${stem(model)}-FRAME`;

/**
 * A plate's article: AISI 316 'PHE-CLH-32S-PLATE' (the shipped list's), AISI 304
 * 'PHE-CLH-32S-PLATE-AISI304', titanium 'PHE-CLH-32S-PLATE-TI'. One price for every thickness.
 */
export const phePlateArticle = (model: string, material: PlateMaterial): string =>
  `${stem(model)}-PLATE${ARTICLE_MATERIAL[material]}`;

/**
 * The proxy price of a frame [kopecks], rounded to the rouble.
 * @param plateAreaM2 - heat-transfer area of one plate [m²]
 * @example frameProxyKopecks(0.4001) === 22_004_000 (60 000 + 160 040 ₽)
 */
export function frameProxyKopecks(plateAreaM2: number): number {
  const p = PHE_PRICE_PROXY_RUB;
  return Math.round(p.frameBase + p.framePerM2 * plateAreaM2) * 100;
}

/**
 * The proxy price of one plate [kopecks], rounded to the rouble.
 * @param plateAreaM2 - heat-transfer area of one plate [m²]
 * @example plateProxyKopecks(0.0511, 'titanium') === 408_000 ((900 + 459.9) · 3 ₽)
 */
export function plateProxyKopecks(plateAreaM2: number, material: PlateMaterial): number {
  const p = PHE_PRICE_PROXY_RUB;
  return Math.round((p.plateBase + p.platePerM2 * plateAreaM2) * PLATE_MATERIAL_PRICE_FACTOR[material]) * 100;
}

/**
 * A unit's price: one frame and `plates` plates of `material`, each from the price list when it has
 * the article (a non-negative integer of kopecks), otherwise by the proxy. Thickness is not priced
 * (the list carries one plate price per model and material), nor the pressure class.
 */
export function pheUnitCost(
  model: Pick<PhePlateModel, 'name' | 'plateAreaM2'>,
  plates: number,
  material: PlateMaterial,
  prices?: PhePriceList,
): PheCost {
  const listed = (article: string): number | undefined => {
    const v = prices?.[article];
    return v !== undefined && Number.isInteger(v) && v >= 0 ? v : undefined;
  };
  const frameArticle = pheFrameArticle(model.name);
  const plateArticle = phePlateArticle(model.name, material);
  const frameListed = listed(frameArticle);
  const plateListed = listed(plateArticle);
  const frameUnit = frameListed ?? frameProxyKopecks(model.plateAreaM2);
  const plateUnit = plateListed ?? plateProxyKopecks(model.plateAreaM2, material);
  const lines: PheCostLine[] = [
    {
      item: 'frame',
      article: frameArticle,
      count: 1,
      unitKopecks: frameUnit,
      kopecks: frameUnit,
      source: frameListed !== undefined ? 'priceList' : 'sizeProxy',
    },
    {
      item: 'plates',
      article: plateArticle,
      count: plates,
      unitKopecks: plateUnit,
      kopecks: plates * plateUnit,
      source: plateListed !== undefined ? 'priceList' : 'sizeProxy',
    },
  ];
  return { kopecks: frameUnit + plates * plateUnit, lines };
}

/**
 * A unit's mass [kg]: the frame without plates plus its plates, each the catalogue's AISI 316
 * 0.5 mm plate scaled by thickness and density. Undefined when the catalogue lacks either figure.
 * @example CLH 32S (frame 105 kg, plate 0.292 kg), 20 titanium plates 0.6 mm:
 *   105 + 20 · 0.292 · 1.2 · 4510/7980 = 108.96 kg
 */
export function pheUnitMassKg(
  model: Pick<PhePlateModel, 'frame' | 'plateMassKg'>,
  plates: number,
  thicknessMm: PlateThicknessMm,
  material: PlateMaterial,
): number | undefined {
  if (!model.frame || model.plateMassKg === undefined) return undefined;
  const plate = model.plateMassKg * (thicknessMm / 0.5) * (PLATE_DENSITY[material] / PLATE_DENSITY.AISI316);
  return model.frame.massKg + plates * plate;
}

/** What the ranking reads of a solution. */
export interface Rankable {
  model: string;
  thicknessMm: number;
  channelMix: string;
  cost: { kopecks: number };
  check: { areaM2: number; plates: number };
}

/**
 * The offer order: the lowest price first; equal to the kopeck, the smaller area, fewer plates, then
 * model, thickness and mix so the order is stable.
 */
export function compareByCost(a: Rankable, b: Rankable): number {
  return (
    a.cost.kopecks - b.cost.kopecks ||
    a.check.areaM2 - b.check.areaM2 ||
    a.check.plates - b.check.plates ||
    a.model.localeCompare(b.model) ||
    a.thicknessMm - b.thicknessMm ||
    a.channelMix.localeCompare(b.channelMix)
  );
}
