// The comparison chart: every pump's curve and working point in its colour, one system curve.
import { describe, expect, it } from 'vitest';
import { loadPumpCatalog } from '@podbor/catalog/pumps';
import { comparePumps } from '@podbor/engineering/pumps';
import { pumpChartNarrow, pumpCompareChart, pumpCompareColors } from '../src/pumps';

describe('pumpCompareChart', () => {
  const evr = loadPumpCatalog().series[0]!;
  const duty = { units: 'm' as const, Q: 3, H: 4, H0: 1, BoxType: 0 as const };
  const compared = comparePumps(
    [evr.models[4]!, evr.models[8]!, evr.models[0]!].map((model) => ({ series: evr, model })),
    duty,
  );
  const option = pumpCompareChart(compared.map((c) => ({ name: c.model.name, curves: c.curves })));
  const series = option.series as Array<{ type: string; name: string; color: string; data: number[][] }>;

  it('draws one curve per pump in its own colour, and the working points of those that serve', () => {
    const lines = series.filter((s) => s.type === 'line');
    expect(lines.map((s) => s.name)).toEqual([...compared.map((c) => c.model.name), 'Характеристика сети']);
    expect(lines.slice(0, 3).map((s) => s.color)).toEqual(pumpCompareColors.slice(0, 3));
    const points = series.filter((s) => s.name.startsWith('Рабочая точка'));
    expect(points).toHaveLength(compared.filter((c) => c.workingPoint).length);
    // With control each working point sits on the duty: Q 3 m³/h at 4 bar.
    for (const p of points) {
      expect(p.data[0]![0]).toBeCloseTo(3, 9);
      expect(p.data[0]![1]).toBeCloseTo(4, 9);
    }
  });

  it('marks a pump refused for NPSH with a cross where it would run, never a working point', () => {
    const input = { units: 'm' as const, Q: 4, H: 4, H0: 1.5, BoxType: 0 as const, NPSHa: 1.2 };
    const two = comparePumps(
      [1019, 1021].map((id) => ({ series: evr, model: evr.models.find((m) => m.id === id)! })),
      input,
    );
    expect(two.map((c) => c.rejection)).toEqual(['npsh', null]);
    const o = pumpCompareChart(two.map((c) => ({ name: c.model.name, curves: c.curves })));
    const names = (o.series as Array<{ name: string }>).map((x) => x.name);
    expect(names).toContain('Точка отказа: кавитация: EVR 5-6');
    expect(names).not.toContain('Рабочая точка: EVR 5-6');
    expect(names).toContain('Рабочая точка: EVR 5-10');
  });

  it('on a phone wraps only the entries the legend lists (pumps, system, duty), not the working points', () => {
    const bottom = (pumpChartNarrow(option, 310).grid as { bottom: number }).bottom;
    // Three short model names on one line, the system curve and the duty on a second.
    expect(bottom).toBe(44 + 2 * 18);
  });
});
