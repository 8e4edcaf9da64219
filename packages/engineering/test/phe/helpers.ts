// Fixtures of the PHE engine tests: a small plate catalogue (the DWSIM validation plate and two
// catalogue-like sizes) and input builders. Test data, not the product catalogue.
import type { PheCatalogue, PheDesignInput, PhePlateModel } from '../../src/phe';
import { WATER } from './water-table';

/** DWSIM's PHE test plate (DOMAIN.md): 0.5 × 1.0 m, gap 3 mm, 60°, φ 1.17; port DN 100 assumed. */
export const DWSIM_PLATE: PhePlateModel = {
  line: 'clever',
  name: 'DWSIM',
  widthM: 0.5,
  portToPortLengthM: 1.0,
  corrugationDepthM: 0.003,
  wavelengthM: 0.0108,
  chevronAngleHDeg: 60,
  chevronAngleLDeg: 30,
  enlargementFactor: 1.17,
  portDiameterM: 0.1,
  plateAreaM2: 0.585,
  thicknessesMm: [0.4, 0.5, 0.6],
  maxPlates: 200,
  pressureClassesBar: [10, 16, 25],
  connectionDn: 100,
};

const small: PhePlateModel = {
  ...DWSIM_PLATE,
  name: 'S 50',
  widthM: 0.19,
  portToPortLengthM: 0.6,
  corrugationDepthM: 0.0028,
  wavelengthM: 0.0101,
  portDiameterM: 0.05,
  plateAreaM2: 0.1334,
  maxPlates: 150,
  connectionDn: 50,
};
const medium: PhePlateModel = {
  ...DWSIM_PLATE,
  name: 'M 100',
  widthM: 0.36,
  portToPortLengthM: 0.95,
  corrugationDepthM: 0.0032,
  wavelengthM: 0.0116,
  plateAreaM2: 0.4001,
  maxPlates: 300,
  pressureClassesBar: [10, 16],
};

export const TEST_CATALOGUE: PheCatalogue = { illustrative: true, models: [small, medium, DWSIM_PLATE] };

/** A district-heating duty: 200 kW, 90→60 °C heating 40→70 °C, water both sides, 50 kPa each. */
export function heatingInput(over: Partial<PheDesignInput> = {}): PheDesignInput {
  return {
    line: 'clever',
    dutyKW: 200,
    hot: { fluid: WATER, tIn: 90, tOut: 60, maxPressureDropKPa: 50 },
    cold: { fluid: WATER, tIn: 40, tOut: 70, maxPressureDropKPa: 50 },
    reservePct: 10,
    plateMaterial: 'AISI316',
    pressureBar: 6,
    ...over,
  };
}
