// One plate pack's thermal-hydraulic figures: per side the channel velocity, Re, Martin's h and ξ,
// the channel and port pressure drops; for the pack U clean and in service and the area.
import type { FluidProperties } from '../fluids/types';
import { channelAngleDeg, frictionMartinVdi, MARTIN_VISCOSITY_EXPONENT, nusseltMartin } from './martin';
import { hydraulicDiameterM, WALL_CONDUCTIVITY, type PhePlateModel } from './plate';
import type { PheSideCheck, PlateMaterial } from './types';

/** Port loss coefficient per pass: Δp_port = 1.4·ρ·w_port²/2 (DOMAIN.md; Kakaç & Liu, Heat Exchangers: Selection, Rating and Thermal Design, 2nd ed., ch. 10: 1.4·Np·G_port²/2ρ). */
export const PORT_LOSS_COEFFICIENT = 1.4;
/** Highest port velocity the engine offers [m/s] (decision 0026). */
export const PORT_VELOCITY_MAX = 6;
/**
 * Lowest mean channel velocity a design offers on either side [m/s] (decision 0044): below it a
 * plate pack fouls quickly and its channels share the flow badly. The lower edge of the usual
 * 0.1–1 m/s channel velocity of gasketed plate units; a wall-shear criterion (≈ 50 Pa for cooling
 * water) is stricter and is not applied — decision 0044 says where the sources differ.
 */
export const CHANNEL_VELOCITY_MIN = 0.1;
/** Fewest plates of a pack, and fewest for a multi-pass grouping (decision 0026). */
export const MIN_PLATES = 5;
export const MIN_PLATES_MULTIPASS = 20;

/** The fixed figures of one side: the fluid at its mean temperature, the flow, the passes. */
export interface SideFluid {
  props: FluidProperties;
  /** The temperature the properties are taken at: the side's mean [°C]. */
  meanTemperature: number;
  /** The wall temperature μw is taken at [°C]. */
  wallTemperature: number;
  /** Viscosity at the wall temperature [Pa·s]. */
  viscosityWall: number;
  massFlowKgS: number;
  tIn: number;
  tOut: number;
  foulingM2KW: number;
}

/** Pack geometry for one model, thickness and channel mix. */
export interface PackGeometry {
  model: PhePlateModel;
  mix: 'H' | 'L' | 'M';
  /** Plate thickness [mm]: the catalogue's 0.4/0.5/0.6, or a user's plate's own. */
  thicknessMm: number;
  angleDeg: number;
  dh: number;
  wallResistance: number;
  wallConductivity: number;
}

export function packGeometry(
  model: PhePlateModel,
  mix: 'H' | 'L' | 'M',
  thicknessMm: number,
  material: PlateMaterial,
): PackGeometry {
  const k = WALL_CONDUCTIVITY[material];
  return {
    model,
    mix,
    thicknessMm,
    angleDeg: channelAngleDeg(mix, model.chevronAngleHDeg, model.chevronAngleLDeg),
    dh: hydraulicDiameterM(model),
    wallResistance: thicknessMm / 1000 / k,
    wallConductivity: k,
  };
}

/** Port velocity of a side [m/s]: the whole flow through one port. */
export function portVelocity(model: PhePlateModel, side: SideFluid): number {
  return side.massFlowKgS / side.props.density / ((Math.PI / 4) * model.portDiameterM ** 2);
}

export interface SideResult {
  /** Channels of the side in one pass. */
  channelsPerPass: number;
  velocity: number;
  re: number;
  pr: number;
  /** Darcy friction factor ξ (Martin, VDI Heat Atlas) [-]. */
  xi: number;
  /** μ/μw [-] and the factor (μ/μw)^(1/6) Nu carries [-]. */
  viscosityRatio: number;
  viscosityFactor: number;
  nu: number;
  h: number;
  dpChannelPa: number;
  dpPortsPa: number;
  portVelocity: number;
}

/**
 * One side of the pack: w = ṁ/(ρ·n·b·W) with n channels per pass, Re = ρ·w·Dh/μ, ξ (Martin VDI),
 * Nu (Martin), h = Nu·λ/Dh, Δp = passes·[ξ·(L/Dh)·ρw²/2 + 1.4·ρ·w_port²/2].
 */
export function sideResult(
  g: PackGeometry,
  side: SideFluid,
  channelsPerPass: number,
  passes: number,
): SideResult {
  const { density: rho, viscosity: mu, specificHeat: cp, conductivity: lambda } = side.props;
  const m = g.model;
  const velocity = side.massFlowKgS / (rho * channelsPerPass * m.corrugationDepthM * m.widthM);
  const re = (rho * velocity * g.dh) / mu;
  const pr = (mu * cp) / lambda;
  const xi = frictionMartinVdi(re, g.angleDeg);
  const viscosityRatio = mu / side.viscosityWall;
  const nu = nusseltMartin(re, pr, g.angleDeg, xi, viscosityRatio);
  const wp = portVelocity(m, side);
  return {
    channelsPerPass,
    velocity,
    re,
    pr,
    xi,
    viscosityRatio,
    viscosityFactor: viscosityRatio ** MARTIN_VISCOSITY_EXPONENT,
    nu,
    h: (nu * lambda) / g.dh,
    dpChannelPa: passes * xi * (m.portToPortLengthM / g.dh) * ((rho * velocity * velocity) / 2),
    dpPortsPa: passes * PORT_LOSS_COEFFICIENT * ((rho * wp * wp) / 2),
    portVelocity: wp,
  };
}

/**
 * Plates that transfer heat on both faces: the two end plates touch the frame on one face, so N
 * plates count as N − 2 plates of area (the rule the datasheet prints).
 */
export const thermalPlates = (plates: number): number => plates - 2;

/** Heat-transfer area of N plates: (N − 2)·A_plate [m²]. */
export function packAreaM2(model: PhePlateModel, plates: number): number {
  return thermalPlates(plates) * model.plateAreaM2;
}

/**
 * Channels per side for N plates and a grouping: N − 1 channels, split as evenly as possible
 * (the hot side takes the odd one when the grouping allows, else the cold side), each side's count a
 * multiple of its passes. undefined when N has no such split.
 */
export function channelSplit(
  plates: number,
  passesHot: number,
  passesCold: number,
): { hot: number; cold: number } | undefined {
  const total = plates - 1;
  const lo = Math.floor(total / 2);
  const hi = total - lo;
  const options =
    hi === lo
      ? [[lo, lo]]
      : [
          [hi, lo],
          [lo, hi],
        ];
  for (const [hot, cold] of options) {
    if (hot! % passesHot === 0 && cold! % passesCold === 0 && hot! >= passesHot && cold! >= passesCold)
      return { hot: hot!, cold: cold! };
  }
  return undefined;
}

/** U clean and in service [W/(m²K)]: 1/U = 1/h_hot + 1/h_cold + t/k (+ R_f,hot + R_f,cold). */
export function overallU(
  g: PackGeometry,
  hHot: number,
  hCold: number,
  fouling: number,
): { clean: number; service: number } {
  const r = 1 / hHot + 1 / hCold + g.wallResistance;
  return { clean: 1 / r, service: 1 / (r + fouling) };
}

export function sideCheck(side: SideFluid, r: SideResult): PheSideCheck {
  return {
    massFlowKgS: side.massFlowKgS,
    tIn: side.tIn,
    tOut: side.tOut,
    meanTemperatureC: side.meanTemperature,
    density: side.props.density,
    specificHeat: side.props.specificHeat,
    viscosity: side.props.viscosity,
    conductivity: side.props.conductivity,
    viscosityWall: side.viscosityWall,
    viscosityRatio: r.viscosityRatio,
    viscosityFactor: r.viscosityFactor,
    channelsPerPass: r.channelsPerPass,
    channelVelocityMS: r.velocity,
    reynolds: r.re,
    prandtl: r.pr,
    frictionFactor: r.xi,
    nusselt: r.nu,
    htcWM2K: r.h,
    dpChannelKPa: r.dpChannelPa / 1000,
    dpPortsKPa: r.dpPortsPa / 1000,
    portVelocityMS: r.portVelocity,
  };
}
