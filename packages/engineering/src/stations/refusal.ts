// The typed refusal the station engine throws for a form it cannot compute (before any pump is
// tried). Callers switch on `code`; the API shows contracts' Russian text for it.

export type StationRefusalCode =
  /** A number is missing, not finite or outside the spec's range (calculators §5). */
  | 'invalidInput'
  /** The outlet pressure is not above the inlet pressure: there is nothing to boost. */
  | 'pressureNotAboveInlet'
  /** The series is not offered for the station type (calculators §4). */
  | 'seriesNotAllowed'
  /** The working-pump count is not offered for the station type (calculators §5). */
  | 'workingPumpsNotAllowed'
  /** Standby pumps other than 1 (calculators §5). */
  | 'standbyPumpsNotAllowed'
  /** The catalogue has no such series. */
  | 'unknownSeries';

export class StationRefusal extends Error {
  override readonly name = 'StationRefusal';
  constructor(
    readonly code: StationRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export const isStationRefusal = (e: unknown): e is StationRefusal => e instanceof StationRefusal;
