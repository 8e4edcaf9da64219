// An offer's money (decision 0046): integer kopecks, BigInt inside so no product overflows; each
// line rounded once, half up, to a kopeck; VAT per line; totals are the sums of the rounded lines.
import { NBSP, type OfferLine, type OfferTotals } from '@podbor/contracts';

/** Percent with two decimals → hundredths of a percent (basis points): 12.5 → 1250. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);

/** A sum beyond what a JSON number holds exactly (2⁵³ − 1 kopecks ≈ 90 трлн ₽): refused, never rounded. */
export class MoneyOverflowError extends Error {}
const MAX = BigInt(Number.MAX_SAFE_INTEGER);
const safe = (v: bigint): number => {
  if (v > MAX) throw new MoneyOverflowError('sum beyond 2^53 kopecks');
  return Number(v);
};

/** a / b rounded half up, for non-negative a and positive b. */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

export interface LineIn {
  article: string;
  name: string;
  quantity: number;
  /** Kopecks, without VAT. */
  price: number;
  /** Percent, two decimals. */
  discount: number;
  lead_days: number | null;
}

/**
 * net = price × quantity × (10000 − discount bp) / 10000, rounded half up;
 * vat = net × rate bp / 10000, rounded half up; gross = net + vat.
 */
export function priceLine(line: LineIn, n: number, vatBp: number): OfferLine {
  const d = BigInt(toBasisPoints(line.discount));
  const net = divRound(BigInt(line.price) * BigInt(line.quantity) * (10000n - d), 10000n);
  const vat = divRound(net * BigInt(vatBp), 10000n);
  return {
    n,
    article: line.article,
    name: line.name,
    quantity: line.quantity,
    price: line.price,
    discount: toBasisPoints(line.discount) / 100,
    lead_days: line.lead_days,
    net: safe(net),
    vat: safe(vat),
    gross: safe(net + vat),
  };
}

export function priceLines(
  lines: readonly LineIn[],
  vatBp: number,
): { lines: OfferLine[]; totals: OfferTotals } {
  const priced = lines.map((l, i) => priceLine(l, i + 1, vatBp));
  const sum = (k: 'net' | 'vat' | 'gross') => safe(priced.reduce((a, l) => a + BigInt(l[k]), 0n));
  return { lines: priced, totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') } };
}

/** 12345678 → '123 456,78' (a no-break space between thousands, as every figure), for documents. */
export function formatRoubles(kopecks: number): string {
  const k = BigInt(kopecks);
  const whole = (k / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${whole},${(k % 100n).toString().padStart(2, '0')}`;
}
