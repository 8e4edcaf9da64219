// The design flow check of a DCU collector unit: water velocity in the connection and the outlets,
// the water meters' resistance (СП 30.13330.2020 table 12.1) and the norm's loss limit in a meter.
// Rules and sources: docs/decisions/0028-dcu-configurator.md «Design flow check».
import { STANDARD_GRAVITY } from '../units/constants';
import {
  DCU_CONNECTION_DNS,
  DCU_OUTPUT_DNS,
  isHeating,
  normaliseDcuOptions,
  type ConnectionDn,
  type DcuOptions,
  type OutputDn,
} from './options';

/** A meter's kind as table 12.1 names it: vane («крыльчатый») or turbine («турбинный»). */
export type WaterMeterType = 'vane' | 'turbine';

/**
 * Hydraulic resistance S of cold and hot water meters [m/(l/s)²] and their kind, by nominal
 * diameter [mm], the sizes a DCU carries (DN15–50): h = S·q² with h in metres of water and q in l/s.
 * DN15–50 are vane meters in the table as reproduced by the sources at hand (one of three reads
 * DN50 as turbine; decision 0028 says which is followed and why).
 *
 * References:
 * 1. СП 30.13330.2020 «Внутренний водопровод и канализация зданий», таблица 12.1 (the same figures
 *    as СНиП 2.04.01-85*, таблица 4): DN15 14.5, DN20 5.18, DN25 2.64, DN32 1.3, DN40 0.5, DN50 0.143.
 */
export const SP30_WATER_METERS: Readonly<Record<ConnectionDn, { s: number; type: WaterMeterType }>> = {
  15: { s: 14.5, type: 'vane' },
  20: { s: 5.18, type: 'vane' },
  25: { s: 2.64, type: 'vane' },
  32: { s: 1.3, type: 'vane' },
  40: { s: 0.5, type: 'vane' },
  50: { s: 0.143, type: 'vane' },
};

/**
 * The largest head loss in a cold or hot water meter at the design (household) flow [m]:
 * 5 m for vane meters, 2.5 m for turbine meters. (The fire-flow limits of the same clause do not
 * apply: a collector unit never carries fire-fighting water.)
 *
 * References:
 * 1. СП 30.13330.2020, раздел 12 (the loss limit clause next to table 12.1; its number is not
 *    confirmed from the sources at hand, see decision 0028); СНиП 2.04.01-85*, п. 11.3.
 */
export const SP30_METER_LOSS_LIMIT_M: Readonly<Record<WaterMeterType, number>> = { vane: 5, turbine: 2.5 };

/**
 * The largest water velocity in the unit's connection and outlets [m/s]: 1.5 m/s, the limit of
 * residential and public buildings' internal water supply, and the heating norm's limit for any
 * noise level at a local resistance coefficient up to 5 (quieter rooms with more resistance need
 * less, which the configurator cannot know: the room is not among its inputs).
 *
 * References:
 * 1. СП 30.13330.2020, п. 8.26 and приложение И (1,5 м/с; 2 м/с administrative, 3 м/с industrial).
 * 2. СП 60.13330.2012, приложение Е (обязательное), таблица Е.1; СНиП 41-01-2003, таблица Ж.1.
 */
export const DCU_VELOCITY_LIMIT_MS = 1.5;

/** Density of water for the metres-of-head ↔ bar conversion of table 12.1 [kg/m³] (cold water). */
const RHO = 1000;

/**
 * Head loss of a water meter: h = S·q², q in l/s (СП 30.13330.2020, table 12.1).
 * @param s - hydraulic resistance [m/(l/s)²]
 * @param flowM3h - flow through the meter [m³/h]
 * @returns head loss [m]
 * @example meterHeadLossM(1.3, 0.96 * 3.6) // 1.198 (1.3 · 0.96²)
 */
export const meterHeadLossM = (s: number, flowM3h: number): number => s * (flowM3h / 3.6) ** 2;

/**
 * The flow coefficient equivalent to a resistance S: Δp = (Q/Kvs)² bar with Δp = ρ·g·S·q²,
 * so Kvs = 3.6·√(10⁵ / (ρ·g·S)) with ρ = 1000 kg/m³ and standard gravity.
 * @param s - hydraulic resistance [m/(l/s)²]
 * @returns Kvs [m³/h at 1 bar]
 * @example kvsFromMeterResistance(2.64) // 7.075 (DN25 vane meter)
 */
export const kvsFromMeterResistance = (s: number): number =>
  3.6 * Math.sqrt(1e5 / (RHO * STANDARD_GRAVITY * s));

/**
 * Mean water velocity in a bore of the nominal diameter (the full-bore valves and the meters of a
 * unit have bores of about their DN; steel pipe of the same DN is wider, so this is the higher).
 * @param flowM3h - flow [m³/h]
 * @param dnMm - nominal diameter [mm]
 * @returns velocity [m/s]
 * @example boreVelocityMs(30, 25) // 16.98 (issue 30: a DN25 unit at 30 m³/h)
 */
export const boreVelocityMs = (flowM3h: number, dnMm: number): number =>
  flowM3h / 3600 / ((Math.PI * (dnMm / 1000) ** 2) / 4);

/** The flow that gives `velocityMs` in a bore of `dnMm` [m³/h]. */
export const boreFlowM3h = (velocityMs: number, dnMm: number): number =>
  velocityMs * ((Math.PI * (dnMm / 1000) ** 2) / 4) * 3600;

/** Why a design flow is refused; every problem belongs under the DesignFlow field. */
export type DcuFlowProblem =
  | {
      field: 'DesignFlow';
      code: 'connectionVelocity';
      dn: ConnectionDn;
      flowM3h: number;
      velocityMs: number;
      limitMs: number;
      /** The largest unit flow at this connection [m³/h]. */
      maxFlowM3h: number;
      /** The smallest connection that carries the flow, null when none does. */
      suggestDn: ConnectionDn | null;
    }
  | {
      field: 'DesignFlow';
      code: 'outletVelocity';
      dn: OutputDn;
      outlets: number;
      /** Flow through one outlet [m³/h]. */
      flowM3h: number;
      velocityMs: number;
      limitMs: number;
      /** The largest unit flow at these outlets [m³/h]. */
      maxFlowM3h: number;
      suggestDn: OutputDn | null;
    }
  | {
      field: 'DesignFlow';
      code: 'meterLoss';
      where: 'inlet' | 'outlet';
      dn: ConnectionDn;
      meterType: WaterMeterType;
      s: number;
      /** Flow through one meter [m³/h]. */
      flowM3h: number;
      headM: number;
      limitM: number;
      /** The largest unit flow at these meters [m³/h]. */
      maxFlowM3h: number;
    };

/**
 * Every reason the unit cannot take this design flow (empty: it can), in path order: the
 * connection's velocity, the outlets', then the water meters' loss against СП 30's limit (water
 * supply units only: the norm's scope is cold and hot water meters; a heating unit's meters are the
 * flow parts of heat meters, counted in the loss with the same S but not held to this limit).
 * @param options - the unit's options (any non-applying fields are cleared first)
 * @param designFlowM3h - the unit's flow [m³/h]; null: nothing to check
 */
export function dcuFlowProblems(options: DcuOptions, designFlowM3h: number | null): DcuFlowProblem[] {
  if (designFlowM3h === null || !(designFlowM3h > 0)) return [];
  const o = normaliseDcuOptions(options);
  const q = designFlowM3h;
  const n = o.OutputCount;
  const v = DCU_VELOCITY_LIMIT_MS;
  const out: DcuFlowProblem[] = [];
  const conn = o.ConnectionDiametr;
  const vc = boreVelocityMs(q, conn);
  if (vc > v)
    out.push({
      field: 'DesignFlow',
      code: 'connectionVelocity',
      dn: conn,
      flowM3h: q,
      velocityMs: vc,
      limitMs: v,
      maxFlowM3h: boreFlowM3h(v, conn),
      suggestDn: DCU_CONNECTION_DNS.find((d) => boreVelocityMs(q, d) <= v) ?? null,
    });
  const odn = o.OutputDiametr;
  const qo = q / n;
  const vo = boreVelocityMs(qo, odn);
  if (vo > v)
    out.push({
      field: 'DesignFlow',
      code: 'outletVelocity',
      dn: odn,
      outlets: n,
      flowM3h: qo,
      velocityMs: vo,
      limitMs: v,
      maxFlowM3h: boreFlowM3h(v, odn) * n,
      suggestDn: DCU_OUTPUT_DNS.find((d) => d <= conn && boreVelocityMs(qo, d) <= v) ?? null,
    });
  if (!isHeating(o)) {
    const meter = (where: 'inlet' | 'outlet', dn: ConnectionDn, flow: number, share: number) => {
      const m = SP30_WATER_METERS[dn];
      const limit = SP30_METER_LOSS_LIMIT_M[m.type];
      const h = meterHeadLossM(m.s, flow);
      if (h > limit)
        out.push({
          field: 'DesignFlow',
          code: 'meterLoss',
          where,
          dn,
          meterType: m.type,
          s: m.s,
          flowM3h: flow,
          headM: h,
          limitM: limit,
          maxFlowM3h: 3.6 * Math.sqrt(limit / m.s) * share,
        });
    };
    if (o.UseInputSchetchik === 1) meter('inlet', conn, q, 1);
    if (o.OtvodSchetchik) meter('outlet', odn, qo, n);
  }
  return out;
}
