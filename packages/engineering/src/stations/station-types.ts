// The station type codes of calculators §3 with what each means for the engine: group, control
// scheme, allowed series and working-pump counts (decision 0029). The spec gives codes and groups;
// the control schemes are podbor's reading of the names, written down once here.

/** calculators §3: WRP-A 0, WRP-B 1, WRP-C 2, WRP-F 3, WRP-A basic 4, WRP-F basic 5, WRP-A ECO 6. */
export type StationTypeCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The series a station can be built with (calculators §4 Pumping station form). */
export type StationSeriesName = 'EVR' | 'EVP';

/** 'xbc': water-supply booster sets; 'fire': fire-fighting sets (calculators §3). */
export type StationGroup = 'xbc' | 'fire';

/**
 * How the duty pumps are driven:
 * - 'speedEach': every duty pump has a frequency converter, all run at the same speed and hold the
 *   outlet pressure exactly (multi-pump variable speed);
 * - 'speedOne': one converter for the set: the last pump switched on is speed-controlled, the others
 *   run at full speed (cascade);
 * - 'fixed': no converter, pumps switched on and off at full speed by pressure switches.
 */
export type ControlScheme = 'speedEach' | 'speedOne' | 'fixed';

export interface StationTypeInfo {
  readonly code: StationTypeCode;
  /** The spec's kind name. */
  readonly name: string;
  readonly group: StationGroup;
  readonly control: ControlScheme;
  /** Series the type can be built with; the first is the one the form sets. */
  readonly series: readonly StationSeriesName[];
  /** Largest number of working (duty) pumps (calculators §5 Station options). */
  readonly maxWorkingPumps: number;
  /**
   * 'basic': the same hydraulics with a simplified control panel (relay logic, no display or
   * dispatching interface); 'eco': converters built into the pump motors (EVP) instead of the
   * cabinet; null: the full panel.
   */
  readonly variant: 'basic' | 'eco' | null;
}

const t = (info: StationTypeInfo): StationTypeInfo => info;

/** Every station type by code (decision 0029 explains each line). */
export const STATION_TYPES: Readonly<Record<StationTypeCode, StationTypeInfo>> = {
  0: t({
    code: 0,
    name: 'WRP-A',
    group: 'xbc',
    control: 'speedEach',
    series: ['EVR'],
    maxWorkingPumps: 2,
    variant: null,
  }),
  1: t({
    code: 1,
    name: 'WRP-B',
    group: 'xbc',
    control: 'speedOne',
    series: ['EVR'],
    maxWorkingPumps: 2,
    variant: null,
  }),
  2: t({
    code: 2,
    name: 'WRP-C',
    group: 'xbc',
    control: 'fixed',
    series: ['EVR'],
    maxWorkingPumps: 2,
    variant: null,
  }),
  3: t({
    code: 3,
    name: 'WRP-F',
    group: 'fire',
    control: 'fixed',
    series: ['EVR', 'EVP'],
    maxWorkingPumps: 2,
    variant: null,
  }),
  4: t({
    code: 4,
    name: 'WRP-A basic',
    group: 'xbc',
    control: 'speedEach',
    series: ['EVR'],
    maxWorkingPumps: 2,
    variant: 'basic',
  }),
  5: t({
    code: 5,
    name: 'WRP-F basic',
    group: 'fire',
    control: 'fixed',
    series: ['EVR', 'EVP'],
    maxWorkingPumps: 2,
    variant: 'basic',
  }),
  6: t({
    code: 6,
    name: 'WRP-A ECO',
    group: 'xbc',
    control: 'speedEach',
    series: ['EVP'],
    maxWorkingPumps: 3,
    variant: 'eco',
  }),
};

/** Standby pumps of every set (calculators §5: reserve pumps, only 1). */
export const STANDBY_PUMPS = 1;

export const isStationTypeCode = (v: unknown): v is StationTypeCode =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 6;
