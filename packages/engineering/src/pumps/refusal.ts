// The typed refusal the pump engine throws instead of extrapolating or computing nonsense.
// Callers switch on `code`; `message` is English for logs, the API shows its own Russian text.

/** Why the engine refused a calculation. */
export type PumpRefusalCode =
  /** H ≤ H0: no system curve can pass through the duty point (calculators §5 Pump rules). */
  | 'headNotAboveStatic'
  /** A number that must be finite and positive is not. */
  | 'invalidInput'
  /** A curve was asked for a value outside the flow range its points cover. */
  | 'outsideCurveRange'
  /** Catalogue points cannot make a curve (too few, unordered, non-finite). */
  | 'invalidCurve'
  /** The pump id is not in the series. */
  | 'unknownPump';

/** H ≤ H0 (calculators §5), the spec's English note, for logs: users read pumpMessages.headAboveStatic. */
export const HEAD_NOT_ABOVE_STATIC_MESSAGE = 'Head must be greater than the static head of the pump';

export class PumpRefusal extends Error {
  override readonly name = 'PumpRefusal';
  constructor(
    readonly code: PumpRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export const isPumpRefusal = (e: unknown): e is PumpRefusal => e instanceof PumpRefusal;
