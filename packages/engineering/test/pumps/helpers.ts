// Synthetic pump models for the engine tests, built like a catalogue: points at rated speed with
// P2 = ρgQH/η, a falling head and an efficiency peak inside the flow range.
import { pumpWater, type PumpCurvePoint, type PumpModelData, type PumpSeriesData } from '../../src/pumps';

export interface SyntheticPump {
  id?: number;
  name?: string;
  /** Best-efficiency flow [m³/h]. */
  qBep: number;
  /** Head at zero flow [m]. */
  h0: number;
  /** Best efficiency [-]. */
  etaBep?: number;
  /** Range as multiples of qBep. */
  xMin?: number;
  xMax?: number;
  points?: number;
  ratedSpeed?: number;
}

const RHO_G = 998.2 * 9.80665;

/** h = h0(1 − 0.06x − 0.2x²), η = η_bep·x(2 − x), NPSHr = 1 + 1.2x², x = Q/Q_bep. */
export function syntheticModel(p: SyntheticPump): PumpModelData {
  const { qBep, h0, etaBep = 0.65, xMin = 0.3, xMax = 1.45, points = 10 } = p;
  const curve: PumpCurvePoint[] = [];
  for (let i = 0; i < points; i++) {
    const x = xMin + ((xMax - xMin) * i) / (points - 1);
    const Q = qBep * x;
    const H = h0 * (1 - 0.06 * x - 0.2 * x * x);
    const eta = etaBep * x * (2 - x);
    curve.push({ Q, H, P2: (RHO_G * (Q / 3600) * H) / eta / 1000, eta: eta * 100, NPSHr: 1 + 1.2 * x * x });
  }
  return {
    id: p.id ?? 1,
    name: p.name ?? `P ${qBep}/${h0}`,
    article: `T-${p.id ?? 1}`,
    voltage: 400,
    power: 5.5,
    ratedSpeed: p.ratedSpeed ?? 2900,
    curve,
  };
}

/** Points of any head function h(Q) [m] over [qMin, qMax] [m³/h] with a consistent η and P2. */
export function modelFromHead(
  h: (q: number) => number,
  qMin: number,
  qMax: number,
  points = 12,
): PumpModelData {
  const qBep = (qMin + qMax) / 2;
  const curve: PumpCurvePoint[] = [];
  for (let i = 0; i < points; i++) {
    const Q = qMin + ((qMax - qMin) * i) / (points - 1);
    const x = Q / qBep;
    const eta = 0.7 * x * (2 - x);
    const H = h(Q);
    curve.push({ Q, H, P2: (RHO_G * (Q / 3600) * H) / eta / 1000, eta: eta * 100, NPSHr: 1 + x * x });
  }
  return { id: 99, name: 'from head', article: 'X', voltage: 400, power: 10, ratedSpeed: 2900, curve };
}

export function series(models: PumpModelData[], options: Partial<PumpSeriesData> = {}): PumpSeriesData {
  return { id: 7, name: 'TEST', has_control: true, has_count: true, models, ...options };
}

/** Density of water at 20 °C the pump selection converts bar ↔ m with (IAPWS-IF97, decision 0031). */
export const RHO20 = pumpWater(20).density;
