// What a calculation was, as the cabinet's lists print it: «EVR 10-4 · Q 5 м³/ч, H 6 бар (H0 2 бар),
// 1 насос, с ЧРП» — the history item's summary (the server's calculator describes it).
import type { HistorySummary } from '@podbor/contracts';

/** The details after the title, comma-separated; null when there are none. */
export const summaryDetails = (summary: HistorySummary): string | null =>
  summary.details.length > 0 ? summary.details.join(', ') : null;

/** The whole line: the title, then its details; null for an item without a summary. */
export function summaryLine(summary: HistorySummary | null): string | null {
  if (!summary) return null;
  const details = summaryDetails(summary);
  return details ? `${summary.title} · ${details}` : summary.title;
}
