// What the engine needs to know of a plate model (the catalogue package's records satisfy it) and
// the wall conductivity of the plate steels. Geometry after DOMAIN.md "Gasketed plate heat exchangers".
import type { PheLine, PlateMaterial, PlateThicknessMm } from './basics';

/** One plate model of a line with its frame limits. SI lengths. */
export interface PhePlateModel {
  line: PheLine;
  /** Catalogue name, e.g. 'CLH 32S', 'LT 40'. */
  name: string;
  /** Channel width inside the gasket W [m]. */
  widthM: number;
  /** Port-to-port length L [m] (the length ξ·L/Dh is taken over). */
  portToPortLengthM: number;
  /** Corrugation depth b = 2a, the channel gap [m]. */
  corrugationDepthM: number;
  /** Corrugation wavelength Λ [m]. */
  wavelengthM: number;
  /** Corrugation angle to the flow of the H plate and of the L plate [°]. */
  chevronAngleHDeg: number;
  chevronAngleLDeg: number;
  /** Enlargement factor φ: developed over projected area [-]. */
  enlargementFactor: number;
  /** Port diameter [m]. */
  portDiameterM: number;
  /** Heat-transfer area of one plate ≈ W·L·φ [m²]. */
  plateAreaM2: number;
  /** Plate thicknesses offered [mm]. */
  thicknessesMm: readonly PlateThicknessMm[];
  /** Most plates the frame takes. */
  maxPlates: number;
  /** Pressure classes of the frame [bar], ascending. */
  pressureClassesBar: readonly number[];
  /** Nominal diameter of the connections (DN). */
  connectionDn: number;
  /** Plate materials the model is made in (decision 0044); undefined: every material. */
  plateMaterials?: readonly PlateMaterial[];
  /** The frame's overall dimensions [mm] and mass without plates [kg]; undefined: unknown. */
  frame?: PheFrame;
  /** Mass of one AISI 316 plate 0.5 mm thick [kg]; undefined: the unit's mass is unknown. */
  plateMassKg?: number;
}

/** A frame as the catalogue gives it: overall height, width, length [mm] and mass without plates [kg]. */
export interface PheFrame {
  heightMm: number;
  widthMm: number;
  lengthMm: number;
  massKg: number;
}

/** The plate catalogue the engine is built with. */
export interface PheCatalogue {
  /** True while the geometry is illustrative (not the manufacturer's data). */
  illustrative: boolean;
  models: readonly PhePlateModel[];
}

/** Hydraulic diameter of a chevron channel Dh = 2b/φ (= 4a/φ) [m]. */
export function hydraulicDiameterM(
  model: Pick<PhePlateModel, 'corrugationDepthM' | 'enlargementFactor'>,
): number {
  return (2 * model.corrugationDepthM) / model.enlargementFactor;
}

/**
 * Thermal conductivity of the plate materials [W/(m·K)]: AISI 304 16.2, AISI 316 16.3 at 100 °C
 * (AK Steel product data bulletins "304/304L Stainless Steel" and "316/316L Stainless Steel",
 * physical properties, at 100 °C; ASM Handbook vol. 1 gives the same to ±0.5); titanium
 * (unalloyed, grade 1, the plate titanium of sea-water units) 16.0: the low end of the 16–22
 * published for unalloyed titanium, taken low so that a doubt costs plates, not duty (decision 0044).
 */
export const WALL_CONDUCTIVITY: Readonly<Record<PlateMaterial, number>> = {
  AISI304: 16.2,
  AISI316: 16.3,
  titanium: 16.0,
};
