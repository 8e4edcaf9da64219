// The DCU configurator: options → bill of materials with the catalogue's articles, the cabinet or
// frame, dimensions and mass, and the hydraulic data (Kvs, Δp at a design flow). Pure; the
// catalogue is passed in (@podbor/catalog/dcu). Rules: docs/decisions/0028-dcu-configurator.md.
import { dcuArticle } from './article';
import { DCU_VELOCITY_LIMIT_MS, boreVelocityMs, dcuFlowProblems, type DcuFlowProblem } from './flow-limits';
import {
  dcuHolderSize,
  dcuProblems,
  isHeating,
  normaliseDcuOptions,
  outletSetHasValve,
  type ConnectionDn,
  type DcuOptions,
  type DcuProblem,
  type OutputDn,
  type PartnerDn,
  type PartnerType,
} from './options';

/** One catalogue component. */
export interface DcuPart {
  article: string;
  /** Russian name as it appears in the bill of materials. */
  name: string;
  /** [kg] */
  massKg: number;
  /** Flow coefficient [m³/h at 1 bar]; absent for parts outside the flow path. */
  kvs?: number;
  /** Largest permanent flow [m³/h] (meters). */
  qMaxM3h?: number;
}

/** A cabinet or frame of one size. */
export interface DcuHolderPart extends DcuPart {
  size: number;
  /** Outer dimensions [mm]. */
  widthMm: number;
  heightMm: number;
  depthMm: number;
}

type ByDn<K extends number> = Readonly<Record<K, DcuPart>>;

/** The components a DCU is built from (illustrative until the manufacturer's data is imported). */
export interface DcuCatalogue {
  illustrative: boolean;
  note: string | null;
  /** Collector beam: article and name templates by material; mass = base + per outlet. */
  collectors: Readonly<
    Record<
      'carbon' | 'stainless',
      { article: string; name: string; massBaseKg: number; massPerOutletKg: number }
    >
  >;
  ballValves: ByDn<ConnectionDn>;
  strainers: ByDn<ConnectionDn>;
  meters: ByDn<ConnectionDn>;
  meterInserts: ByDn<ConnectionDn>;
  ridanRegulators: ByDn<ConnectionDn>;
  partnerValves: Readonly<Record<PartnerType, ByDn<PartnerDn>>>;
  outletValves: ByDn<OutputDn>;
  outletMeters: ByDn<OutputDn>;
  outletMeterInserts: ByDn<OutputDn>;
  outletBalancingValves: ByDn<OutputDn>;
  pressureReducers: ByDn<ConnectionDn>;
  airVents: Readonly<Record<'automatic' | 'manual', DcuPart>>;
  drainValve: DcuPart;
  gauge: DcuPart;
  /** Frames and cabinets by HolderType (0 frame, 1 built-in, 2 attached), sizes 0 … DCU_MAX_HOLDER_SIZE. */
  holders: Readonly<Record<0 | 1 | 2, readonly DcuHolderPart[]>>;
}

/** What a bill-of-materials line is for (tests and the drawing read it; the BOM prints the name). */
export type DcuRole =
  | 'collector'
  | 'inletValve'
  | 'strainer'
  | 'inletMeter'
  | 'inletInsert'
  | 'regulator'
  | 'partnerValve'
  | 'reducer'
  | 'outletValve'
  | 'outletMeter'
  | 'outletInsert'
  | 'outletBalancingValve'
  | 'outletReducer'
  | 'airVent'
  | 'drain'
  | 'gauge'
  | 'holder';

export interface DcuBomLine {
  role: DcuRole;
  article: string;
  name: string;
  quantity: number;
  /** One piece [kg]. */
  massKg: number;
}

/**
 * What an element's loss is counted at: a shut-off valve, insert or clean strainer at its Kvs
 * ('open'); a regulating valve (differential-pressure regulator, partner or balancing valve,
 * reducing valve) fully open at its Kvs — the least it takes, its setting adds to it
 * ('fullyOpen'); a water meter by its resistance S of СП 30.13330.2020 table 12.1 ('meterSp30').
 */
export type DcuLossBasis = 'open' | 'fullyOpen' | 'meterSp30';

const LOSS_BASIS: Readonly<Partial<Record<DcuRole, DcuLossBasis>>> = {
  regulator: 'fullyOpen',
  partnerValve: 'fullyOpen',
  reducer: 'fullyOpen',
  outletBalancingValve: 'fullyOpen',
  outletReducer: 'fullyOpen',
  inletMeter: 'meterSp30',
  outletMeter: 'meterSp30',
};

/** One element of the flow path, with the share of the unit's flow that passes it. */
export interface DcuFlowElement {
  role: DcuRole;
  article: string;
  /** [m³/h at 1 bar] */
  kvs: number;
  /** At what opening (or by which resistance) its loss is counted. */
  basis: DcuLossBasis;
  /** 1 on the inlet, 1/n on an outlet branch [-]. */
  flowShare: number;
  /** Δp of this element at the design flow [bar]; null without a design flow. */
  pressureLossBar: number | null;
}

export interface DcuHydraulics {
  /** Elements from the inlet through one outlet branch and back (heating: supply and return). */
  path: DcuFlowElement[];
  /**
   * The unit's equivalent flow coefficient: Δp = (Q/Kvs)² for the whole path at equal outlet flows,
   * 1/Kvs² = Σ (share/Kvs_i)² [m³/h at 1 bar].
   */
  kvsUnit: number;
  /** The design flow of the unit [m³/h], when given. */
  designFlowM3h: number | null;
  /** Δp of the unit at the design flow [bar]. */
  pressureLossBar: number | null;
  /** Mean velocity in the connection's and an outlet's bore at the design flow [m/s]. */
  velocities: { connectionMs: number; outletMs: number; limitMs: number } | null;
}

export interface DcuConfiguration {
  options: DcuOptions;
  article: string;
  holder: DcuHolderPart & { type: 0 | 1 | 2 };
  bom: DcuBomLine[];
  /** Outer dimensions of the unit: those of its cabinet or frame [mm]. */
  dimensions: { widthMm: number; heightMm: number; depthMm: number };
  /** Σ quantity × piece mass [kg]. */
  massKg: number;
  hydraulics: DcuHydraulics;
  illustrative: boolean;
  note: string | null;
}

/**
 * Why the configurator refused: the combination's problems, a design flow beyond the velocity or
 * meter-loss limits (dcuFlowProblems), or beyond a catalogue meter's largest flow.
 */
export type DcuRefusalReason =
  | { kind: 'options'; problems: DcuProblem[] }
  | { kind: 'flow'; problems: DcuFlowProblem[] }
  | { kind: 'meterOverload'; where: 'inlet' | 'outlet'; flowM3h: number; qMaxM3h: number; article: string }
  | { kind: 'missingPart'; role: DcuRole; dn: number };

export class DcuRefusal extends Error {
  override readonly name = 'DcuRefusal';
  constructor(readonly reason: DcuRefusalReason) {
    super(`DCU refused: ${reason.kind}`);
  }
}

const part = <K extends number>(table: ByDn<K>, dn: K, role: DcuRole): DcuPart => {
  const p = (table as Record<number, DcuPart | undefined>)[dn];
  if (!p) throw new DcuRefusal({ kind: 'missingPart', role, dn });
  return p;
};

/**
 * Pressure loss of a valve: Δp = (Q/Kvs)² with Q in m³/h and Δp in bar, by the definition of Kvs
 * (IEC 60534-1 for water at 5–40 °C; the flow through a valve at 1 bar loss).
 * @param q - flow [m³/h]
 * @param kvs - flow coefficient [m³/h]
 * @returns Δp [bar]
 * @example valvePressureLossBar(3.8, 3.8) // 1
 */
export const valvePressureLossBar = (q: number, kvs: number): number => (q / kvs) ** 2;

/**
 * The unit for these options.
 * @param options - the form (any non-applying fields are cleared first)
 * @param catalogue - the components
 * @param designFlowM3h - the unit's flow for the pressure loss [m³/h]; null: Kvs only
 * @throws DcuRefusal when the options cannot be built, the design flow breaks a velocity or meter
 *   loss limit (dcuFlowProblems), or exceeds a meter's largest permanent flow (the loss formula
 *   holds, the meter does not)
 */
export function configureDcu(
  options: DcuOptions,
  catalogue: DcuCatalogue,
  designFlowM3h: number | null = null,
): DcuConfiguration {
  const problems = dcuProblems(options);
  if (problems.length > 0) throw new DcuRefusal({ kind: 'options', problems });
  const o = normaliseDcuOptions(options);
  const heating = isHeating(o);
  const n = o.OutputCount;
  const dn = o.ConnectionDiametr;
  const odn = o.OutputDiametr;
  const beams = heating ? 2 : 1;
  const bom: DcuBomLine[] = [];
  const path: Omit<DcuFlowElement, 'pressureLossBar'>[] = [];
  const add = (role: DcuRole, p: DcuPart, quantity: number, flow?: { share: number; times: number }) => {
    if (quantity <= 0) return;
    bom.push({ role, article: p.article, name: p.name, quantity, massKg: p.massKg });
    if (flow && p.kvs !== undefined)
      for (let i = 0; i < flow.times; i++)
        path.push({
          role,
          article: p.article,
          kvs: p.kvs,
          basis: LOSS_BASIS[role] ?? 'open',
          flowShare: flow.share,
        });
  };
  const inlet = { share: 1, times: 1 };
  const branch = { share: 1 / n, times: 1 };

  const c = catalogue.collectors[o.ColletorType === 0 ? 'carbon' : 'stainless'];
  add(
    'collector',
    {
      article: c.article.replace('{dn}', String(dn)).replace('{n}', String(n).padStart(2, '0')),
      name: c.name.replace('{dn}', String(dn)).replace('{n}', String(n)),
      massKg: round3(c.massBaseKg + c.massPerOutletKg * n),
    },
    beams,
  );
  // Shut-off at the inlet of every beam (heating: supply and return).
  add('inletValve', part(catalogue.ballValves, dn, 'inletValve'), beams, { share: 1, times: beams });
  add('strainer', part(catalogue.strainers, dn, 'strainer'), 1, inlet);
  if (o.UseInputSchetchik === 1) add('inletMeter', part(catalogue.meters, dn, 'inletMeter'), 1, inlet);
  if (o.UseInputSchetchik === 0)
    add('inletInsert', part(catalogue.meterInserts, dn, 'inletInsert'), 1, inlet);
  if (heating) {
    if (o.RidanRegulatorDiametr !== null)
      add('regulator', part(catalogue.ridanRegulators, o.RidanRegulatorDiametr, 'regulator'), 1, inlet);
    if (o.UsePartner && o.PartnerType && o.PartnerDiametr)
      add(
        'partnerValve',
        part(catalogue.partnerValves[o.PartnerType], o.PartnerDiametr, 'partnerValve'),
        1,
        inlet,
      );
  } else if (o.StainlessRegulatorPosition === 0) {
    add('reducer', part(catalogue.pressureReducers, dn, 'reducer'), 1, inlet);
  }
  add('outletValve', part(catalogue.outletValves, odn, 'outletValve'), beams * n, {
    share: 1 / n,
    times: beams,
  });
  const meters = heating ? o.SchetchikType === 0 : o.OtvodSchetchik;
  const inserts = heating && o.SchetchikType === 1;
  if (meters) add('outletMeter', part(catalogue.outletMeters, odn, 'outletMeter'), n, branch);
  if (inserts) add('outletInsert', part(catalogue.outletMeterInserts, odn, 'outletInsert'), n, branch);
  if (heating && outletSetHasValve(o.SchetchikType))
    add(
      'outletBalancingValve',
      part(catalogue.outletBalancingValves, odn, 'outletBalancingValve'),
      n,
      branch,
    );
  if (!heating && o.StainlessRegulatorPosition === 1)
    add('outletReducer', part(catalogue.pressureReducers, odn, 'outletReducer'), n, branch);
  if (heating) {
    add('airVent', catalogue.airVents[o.AirOtvodType === 0 ? 'automatic' : 'manual'], beams);
    if (o.UseSpusknik) add('drain', catalogue.drainValve, beams);
  } else if (o.UseManometr) {
    // Before and after the collector (with an inlet reducing valve: before and after it).
    add('gauge', catalogue.gauge, 2);
  }
  const size = dcuHolderSize(o);
  const holder = catalogue.holders[o.HolderType].find((h) => h.size === size);
  if (!holder) throw new DcuRefusal({ kind: 'missingPart', role: 'holder', dn: size });
  add('holder', holder, 1);

  const flow = designFlowM3h;
  if (flow !== null) {
    const flowProblems = dcuFlowProblems(o, flow);
    if (flowProblems.length > 0) throw new DcuRefusal({ kind: 'flow', problems: flowProblems });
    const inletMeter = o.UseInputSchetchik === 1 ? catalogue.meters[dn] : undefined;
    if (inletMeter?.qMaxM3h !== undefined && flow > inletMeter.qMaxM3h)
      throw new DcuRefusal({
        kind: 'meterOverload',
        where: 'inlet',
        flowM3h: flow,
        qMaxM3h: inletMeter.qMaxM3h,
        article: inletMeter.article,
      });
    const outletMeter = meters ? catalogue.outletMeters[odn] : undefined;
    if (outletMeter?.qMaxM3h !== undefined && flow / n > outletMeter.qMaxM3h)
      throw new DcuRefusal({
        kind: 'meterOverload',
        where: 'outlet',
        flowM3h: flow / n,
        qMaxM3h: outletMeter.qMaxM3h,
        article: outletMeter.article,
      });
  }
  const elements = path.map((e) => ({
    ...e,
    pressureLossBar: flow === null ? null : valvePressureLossBar(flow * e.flowShare, e.kvs),
  }));
  const kvsUnit = 1 / Math.sqrt(path.reduce((s, e) => s + (e.flowShare / e.kvs) ** 2, 0));
  const massKg = round3(bom.reduce((s, l) => s + l.quantity * l.massKg, 0));
  return {
    options: o,
    article: dcuArticle(o),
    holder: { ...holder, type: o.HolderType },
    bom,
    dimensions: { widthMm: holder.widthMm, heightMm: holder.heightMm, depthMm: holder.depthMm },
    massKg,
    hydraulics: {
      path: elements,
      kvsUnit,
      designFlowM3h: flow,
      pressureLossBar: flow === null ? null : valvePressureLossBar(flow, kvsUnit),
      velocities:
        flow === null
          ? null
          : {
              connectionMs: boreVelocityMs(flow, dn),
              outletMs: boreVelocityMs(flow / n, odn),
              limitMs: DCU_VELOCITY_LIMIT_MS,
            },
    },
    illustrative: catalogue.illustrative,
    note: catalogue.note,
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
