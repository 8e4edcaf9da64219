// A pump refused for NPSH on its tab (issue 29 item 6): the charts draw the refusal — a cross where
// the pump would run and the reason — never a working point, and the alert gives both NPSH figures.
import type { EChartsOption } from 'echarts';
import type { PumpDetails, PumpForm } from '@podbor/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PumpCharts from '../../../src/features/calculators/pumps/components/pump-charts';
import { envelopeResponse, renderApp } from '../../render';
import { details, workingPoint } from './fixtures';
import { grantAquastrong, mockPumpApi } from './pump-api-mock';

// ECharts needs a real layout: the stub keeps the option each chart was given, in the page's words.
vi.mock('../../../src/components/calculator/echart', () => ({
  default: ({ option, kind }: { option: EChartsOption; kind: string }) => {
    const series = ([] as Array<{ name?: string }>).concat((option.series as never) ?? []);
    const title = ([] as Array<{ text?: string }>).concat((option.title as never) ?? []);
    return (
      <div data-testid="chart" data-kind={kind}>
        <ul>
          {series.map((s, i) => (
            <li key={i}>{s.name}</li>
          ))}
        </ul>
        <p>{title.map((t) => t.text).join(' ')}</p>
      </div>
    );
  },
}));

const form: PumpForm = { units: 'm', Q: 5, H: 6, H0: 2, pcnt: 1, BoxType: 0, NPSHa: 1.2 };

/** The fixture pump refused for NPSH: NPSHr 2 m (1 + Q/5) where it would run, 1,2 m available. */
function refused(): PumpDetails {
  const d = details(1021, form);
  const at = { ...workingPoint(form), NPSH: 2 };
  return {
    ...d,
    pump: { ...d.pump, delta: { x_work: null } },
    rank: null,
    why: null,
    rejection: {
      reason: 'npsh',
      message: 'Кавитация: располагаемый NPSHa меньше NPSHr насоса в рабочей точке',
    },
    curves: { ...d.curves, workingPoint: null, rejection: 'npsh', npsha: 1.2, refusedPoint: at },
  };
}

describe('a pump refused for NPSH', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    grantAquastrong();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('its charts draw the refusal, not a working point', () => {
    render(<PumpCharts curves={refused().curves} hasDuty />);
    const charts = screen.getAllByTestId('chart');
    expect(charts.map((c) => c.dataset.kind)).toEqual(['head', 'efficiency', 'power', 'npshr']);
    for (const c of charts) {
      expect(within(c).queryByText('Рабочая точка')).toBeNull();
      expect(c).toHaveTextContent(
        'Не работает в этой точке — кавитация: NPSHa 1,2 м < NPSHr 2 м при Q = 5 м³/ч',
      );
    }
    const [head, , , npshr] = charts;
    expect(within(head!).getByText('Точка отказа: кавитация')).toBeInTheDocument();
    expect(within(npshr!).getByText('Точка отказа: кавитация')).toBeInTheDocument();
    expect(within(npshr!).getByText('NPSHa (располагаемый) 1,2 м')).toBeInTheDocument();
    expect(within(npshr!).getByText('NPSHr > NPSHa: кавитация')).toBeInTheDocument();
  });

  it('its tab says the refusal with both figures and shows no working point', async () => {
    mockPumpApi(fetchMock, { pump: () => envelopeResponse(200, refused()) });
    renderApp('/aquastrong/1/1021?units=m&Q=5&H=6&H0=2&NPSHa=1.2');
    const alert = await screen.findByTestId('pump-rejection');
    expect(alert).toHaveTextContent('Кавитация: располагаемый NPSHa меньше NPSHr');
    expect(within(alert).getByTestId('pump-npsh-refusal')).toHaveTextContent(
      'В точке, где насос работал бы (Q = 5 м³/ч), NPSHr 2 м больше располагаемого NPSHa 1,2 м.',
    );
    expect(screen.queryByTestId('working-point')).toBeNull();
  });
});
