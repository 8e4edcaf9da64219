// Two pumps from the literature, as catalogue models (shared by the engine tests and the API tests
// through a fixture catalogue): the Hydraulic Institute affinity example's pump, and a pump whose
// single and parallel operating points on one system curve have a closed form.
import { m3sToM3h, usGpmToM3s, type UsGallonsPerMinute } from '../../src/units';
import type { PumpModelData } from '../../src/pumps';
import { modelFromHead } from './helpers';

/** 1 ft = 0.3048 m exactly. */
export const FOOT = 0.3048;
const gpmToM3h = (gpm: number) => m3sToM3h(usGpmToM3s(gpm as UsGallonsPerMinute));

/**
 * The Hydraulic Institute's affinity example (ANSI/HI 1.3; cited in affinity.ts): a pump at
 * 1740 rpm delivering 200 US gpm, slowed to 1566 rpm (s = 0.9), delivers 180 gpm, with head × 0.81
 * and power × 0.729. The published example gives the speeds and flows; the curve through
 * 200 gpm / 100 ft (shut-off 125 ft, H = 125 − 25·(Q/200)² ft) is ours, chosen to carry them.
 */
export const HI = {
  ratedSpeed: 1740,
  reducedSpeed: 1566,
  ratedFlowGpm: 200,
  reducedFlowGpm: 180,
  ratedHeadFt: 100,
  headFt: (gpm: number) => 125 - 25 * (gpm / 200) ** 2,
  gpmToM3h,
} as const;

export function hiPump(id = 901): PumpModelData {
  const m = modelFromHead((q) => HI.headFt(q / gpmToM3h(1)) * FOOT, 15, 70);
  return { ...m, id, name: 'HI 200', article: `HI-${id}`, ratedSpeed: HI.ratedSpeed, power: 11 };
}

/**
 * Two identical pumps in parallel on one system curve, by the construction every pump textbook
 * gives (Karassik et al., Pump Handbook, 4th ed., McGraw-Hill 2008, §"Parallel operation": the
 * combined curve adds the flows at equal head; Gülich, Centrifugal Pumps, §11.3). One pump:
 * H = 40 − 10·(Q/36)² m; system: H = 20 + 10·(Q/36)² m. One pump runs at 36 m³/h, 30 m; two in
 * parallel meet 40 − 10·(Q/72)² = 20 + 10·(Q/36)², i.e. Q = √(1296·20/12.5) = 45.54 m³/h at
 * H = 36 m — a second pump adds 26.5 % flow, not 100 %, on a system with this much friction.
 */
export const PARALLEL = {
  single: { Q: 36, H: 30 },
  pair: { Q: Math.sqrt((1296 * 20) / 12.5), H: 36 },
  staticHead: 20,
} as const;

export function parallelPump(id = 902): PumpModelData {
  const m = modelFromHead((q) => 40 - 10 * (q / 36) ** 2, 10, 56);
  return { ...m, id, name: 'PAR 36', article: `PAR-${id}`, power: 7.5 };
}
