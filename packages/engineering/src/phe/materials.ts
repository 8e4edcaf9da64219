// Plate materials against the media (decision 0044): which material a medium needs, and the Russian
// reason when the chosen one does not suit it. Chloride service is the rule that matters here: the
// forms' media are water, sea water and glycol solutions.
import type { FluidSpec } from '../fluids/types';
import type { PlateMaterial } from './types';

/** Plate materials as the page, the answer and the datasheet print them. */
export const PLATE_MATERIAL_TEXT: Readonly<Record<PlateMaterial, string>> = {
  AISI304: 'AISI 304',
  AISI316: 'AISI 316',
  titanium: 'титан',
};

/** «из …»: the material in the genitive («пластины из титана»). */
export const PLATE_MATERIAL_FROM: Readonly<Record<PlateMaterial, string>> = {
  AISI304: 'AISI 304',
  AISI316: 'AISI 316',
  titanium: 'титана',
};

/** Chlorinity of sea water of 35 g/kg [mg/kg]: S = 1.80655·Cl (Knudsen; UNESCO 1966), 35/1.80655. */
export const SEAWATER_CHLORIDES_MG_KG = 35000 / 1.80655;
/**
 * The highest chloride content for which the stainless plates are shown in the material chart
 * [mg/l]: above 1000 ppm only titanium, at any temperature (Outokumpu Corrosion Handbook, 11th ed.
 * 2015, «chloride concentrations as a function of temperature», the chart gasketed-PHE makers print).
 */
export const STAINLESS_CHLORIDES_MAX_MG_L = 1000;

/**
 * Why a plate material does not suit a medium, in Russian; undefined when it suits.
 * Sea water (≈ 19 400 mg/kg chlorides, far above the 1000 mg/l stainless steel stands in a
 * crevice-rich plate pack) needs titanium plates: AISI 304/316 pit and crack under the gaskets and
 * at the contact points (Outokumpu Corrosion Handbook 2015; Persson et al., NACE Corrosion 2007,
 * paper 07249: titanium grade 1 is the material generally used for plate heat exchangers in sea
 * water). Water and glycol solutions: every offered material (their chlorides are the user's
 * knowledge; the chart above is what to check AISI 304 against).
 */
export function materialMismatch(fluid: FluidSpec, material: PlateMaterial): string | undefined {
  if (fluid.medium === 'seawater' && material !== 'titanium')
    return `Морская вода (хлориды около 19 000 мг/кг) вызывает точечную и щелевую коррозию пластин из ${PLATE_MATERIAL_FROM[material]}: для морской воды нужны титановые пластины`;
  return undefined;
}
