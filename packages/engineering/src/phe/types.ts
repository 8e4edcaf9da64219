// Shapes of the gasketed plate heat-exchanger engine (DOMAIN.md "Gasketed plate heat exchangers",
// issue 14). Fixed first so the engine, the catalogue, the server module and the forms can be built
// side by side; the engine (design.ts, rating.ts) implements them. SI unless a name says otherwise.
import type { FluidSpec } from '../fluids/types';
import type { PheCost, PhePriceList } from './cost';
import type { PheFrame } from './plate';
import type { PheLine, PlateMaterial, PlateThicknessMm } from './basics';

export type { PheLine, PlateMaterial, PlateThicknessMm } from './basics';

/** One side of the exchanger as the form gives it: any of the three may be missing (the balance closes them). */
export interface PheSideInput {
  fluid: FluidSpec;
  /** Inlet temperature [°C]. */
  tIn?: number;
  /** Outlet temperature [°C]. */
  tOut?: number;
  /** Mass flow [kg/s]. */
  massFlowKgS?: number;
  /** Allowed pressure drop of the side [kPa]. */
  maxPressureDropKPa: number;
  /** Fouling resistance of the side [m²K/W] (LT's pollution); default 0. */
  foulingM2KW?: number;
}

/** What both forms reduce to (the server converts the form's units). */
export interface PheDesignInput {
  line: PheLine;
  /** Duty [kW]; may be missing when both temperatures and the flow of one side are given. */
  dutyKW?: number;
  hot: PheSideInput;
  cold: PheSideInput;
  /** Surface reserve [%] (Clever X, LT RESERVE): area ≥ required area × (1 + reserve/100). */
  reservePct: number;
  /** Plate models to try (catalogue names, e.g. 'CLH 32S'); undefined: every model of the line. */
  models?: readonly string[];
  /** Plate thickness; undefined: 'Auto' (every thickness the model offers, thinnest first). */
  thicknessMm?: PlateThicknessMm;
  plateMaterial: PlateMaterial;
  /** Operating pressure [bar gauge] the frame must be rated for (Clever P, LT PRESSURE class). */
  pressureBar: number;
  /**
   * The price list in force [kopecks by article] (decision 0046): solutions are offered cheapest
   * first, an article it lacks priced by the size proxy (decision 0026 «Cost»). Undefined: all proxy.
   */
  prices?: PhePriceList;
}

/**
 * One side's figures in a solution (properties at the side's mean temperature): every intermediate
 * of Martin's h as the engine computed it, so the datasheet prints them and a hand check closes.
 */
export interface PheSideCheck {
  massFlowKgS: number;
  tIn: number;
  tOut: number;
  /** The side's mean temperature the properties are taken at [°C]. */
  meanTemperatureC: number;
  density: number;
  specificHeat: number;
  viscosity: number;
  conductivity: number;
  /** Viscosity at the wall temperature (PheCheck.wallTemperatureC) [Pa·s]. */
  viscosityWall: number;
  /** μ/μw [-]. */
  viscosityRatio: number;
  /** (μ/μw)^(1/6), the factor in Martin's Nu [-]. */
  viscosityFactor: number;
  /** Channels of the side in one pass: the channel velocity is the pass flow over these. */
  channelsPerPass: number;
  channelVelocityMS: number;
  reynolds: number;
  prandtl: number;
  /** Darcy friction factor ξ of the channel (Martin, VDI Heat Atlas) [-]. */
  frictionFactor: number;
  /** Nusselt number on Dh (Martin) [-]. */
  nusselt: number;
  htcWM2K: number;
  dpChannelKPa: number;
  dpPortsKPa: number;
  portVelocityMS: number;
}

/** Everything needed to recheck a solution by hand (issue 14 item 6: exactly these fields). */
export interface PheCheck {
  plates: number;
  passesHot: number;
  passesCold: number;
  /** Channels per side in all. */
  channelsHot: number;
  channelsCold: number;
  /** Heat-transfer area of one plate [m²]. */
  plateAreaM2: number;
  /** Plates counted for the area: N − 2 (the end plates transfer on one face only). */
  thermalPlates: number;
  widthM: number;
  portToPortLengthM: number;
  /** Corrugation angle to the flow direction, as Martin defines it [°]. */
  chevronAngleDeg: number;
  enlargementFactor: number;
  channelGapM: number;
  hydraulicDiameterM: number;
  plateThicknessM: number;
  wallConductivity: number;
  /** Wall resistance t/λ [m²K/W]. */
  wallResistanceM2KW: number;
  /** The wall temperature μw is taken at: the mean of the two sides' mean temperatures [°C]. */
  wallTemperatureC: number;
  portDiameterM: number;
  /** Total heat-transfer area (N − 2)·A_plate [m²]. */
  areaM2: number;
  /** Area the duty needs without reserve, Q/(U_service·F·LMTD) [m²]; the reserve is A/A_req − 1. */
  requiredAreaM2: number;
  dutyKW: number;
  lmtdK: number;
  correctionF: number;
  uCleanWM2K: number;
  uServiceWM2K: number;
  reservePct: number;
  foulingM2KW: number;
  hot: PheSideCheck;
  cold: PheSideCheck;
}

/** One offered unit. */
export interface PheSolution {
  line: PheLine;
  /** Catalogue model name, e.g. 'CLH 32S'. */
  model: string;
  thicknessMm: PlateThicknessMm;
  /** Channel mix: all H plates, all L, or mixed. */
  channelMix: 'H' | 'L' | 'M';
  /** Plate material of the unit (decision 0044). */
  plateMaterial: PlateMaterial;
  /** Pressure class of the frame [bar]. */
  pressureClassBar: number;
  check: PheCheck;
  /** The unit's price without VAT: frame and plates (decision 0026 «Cost»); the offer's order. */
  cost: PheCost;
  /** The frame's overall dimensions [mm] and mass without plates [kg], when the catalogue has them. */
  frame?: PheFrame;
  /** The unit's mass: frame and plates [kg], when the catalogue has the figures. */
  massKg?: number;
}

/** The closed energy balance both results report. */
export interface PheBalance {
  dutyKW: number;
  hot: { tIn: number; tOut: number; massFlowKgS: number };
  cold: { tIn: number; tOut: number; massFlowKgS: number };
}

/** Why nothing was offered: a Russian sentence for the user and, when a model came close, what it missed. */
export interface PheRefusal {
  /** Russian, shown as is. */
  reason: string;
  closestMiss?: {
    model: string;
    /** Which limit stopped it. */
    limit: 'plates' | 'dpHot' | 'dpCold' | 'portVelocity' | 'pressure' | 'channelVelocity' | 'material';
    /** Russian: the limit and by how much, e.g. «потеря давления горячей стороны 62 кПа при допустимых 50». */
    detail: string;
  };
}

export type PheDesignResult =
  { ok: true; balance: PheBalance; solutions: PheSolution[] } | { ok: false; refusal: PheRefusal };

/** Rating: a given unit, both inlets and flows → duty, outlets, pressure drops, reserve. */
export interface PheRatingInput {
  line: PheLine;
  model: string;
  thicknessMm: PlateThicknessMm;
  channelMix: 'H' | 'L' | 'M';
  plates: number;
  passesHot: number;
  passesCold: number;
  hot: Required<Pick<PheSideInput, 'fluid' | 'tIn' | 'massFlowKgS'>> & { foulingM2KW?: number };
  cold: Required<Pick<PheSideInput, 'fluid' | 'tIn' | 'massFlowKgS'>> & { foulingM2KW?: number };
  plateMaterial: PlateMaterial;
  /** Duty the unit was designed for [kW]: the reserve is reported against it when given. */
  designDutyKW?: number;
  /** Allowed pressure drop of each side [kPa]: a drop above it is a warning (decision 0044). */
  maxPressureDropKPa?: { hot?: number; cold?: number };
  /**
   * Operating pressure [bar gauge] the media's properties are taken at (water above 100 °C needs
   * it); undefined: atmospheric. Added by the engine helper: the design's 'check this unit' passes
   * the design's pressure.
   */
  pressureBar?: number;
}

/**
 * A plate the user describes instead of a catalogue model (issue 30 item 5): an existing or a
 * competitor's unit to check. SI lengths; one corrugation angle (every channel alike, no H/L mix).
 * The plate's area is W·L·φ, the catalogue's own rule; its frame and pressure classes are unknown.
 */
export interface PheUserPlate {
  /** Channel width inside the gasket W [m]. */
  widthM: number;
  /** Port-to-port length L [m]. */
  portToPortLengthM: number;
  /** Pressing (corrugation) depth b = 2a, the channel gap [m]. */
  corrugationDepthM: number;
  /** Corrugation angle to the flow, as Martin defines it [°]. */
  chevronAngleDeg: number;
  /** Enlargement factor φ: developed over projected area [-]. */
  enlargementFactor: number;
  /** Port diameter [m]. */
  portDiameterM: number;
  /** Plate thickness [mm] (any, not only the catalogue's 0.4/0.5/0.6). */
  thicknessMm: number;
}

/** Rating a user's plate: the same duty and pack as PheRatingInput, the geometry instead of a model. */
export type PheUserPlateRatingInput = Omit<PheRatingInput, 'model' | 'thicknessMm' | 'channelMix'> & {
  plate: PheUserPlate;
};

/**
 * A limit a rated unit breaks (decision 0044): a rated unit is what it is, so rating reports every
 * design limit it breaks instead of refusing. `message` is Russian, shown as is.
 */
export interface PheWarning {
  code: 'channelVelocity' | 'portVelocity' | 'pressureDrop' | 'reynolds' | 'pressureClass' | 'material';
  /** The side the limit concerns, when it is one side's. */
  side?: 'hot' | 'cold';
  message: string;
}

export type PheRatingResult =
  | {
      ok: true;
      check: PheCheck;
      warnings: PheWarning[];
      /** Whose plate the figures are for: a catalogue model or the user's geometry (issue 30 item 5). */
      plateSource: 'catalogue' | 'user';
    }
  | { ok: false; refusal: PheRefusal };

/**
 * The engine as the server holds it: `createPheEngine({ catalogue, properties })` from
 * `@podbor/engineering/phe` returns one (the catalogue from `@podbor/catalog/phe`, the properties
 * from `@podbor/engineering/fluids`). Pure and synchronous: the selection worker threads run it.
 */
export interface PheEngine {
  design(input: PheDesignInput): PheDesignResult;
  /** A catalogue model, or the user's plate geometry (issue 30 item 5), with the same checks. */
  rate(input: PheRatingInput | PheUserPlateRatingInput): PheRatingResult;
}
