// The station results panel (calculators §2, §7): a refused selection shows the server's lines (the
// nearest miss); a signed-in user asks for a set's datasheet and chart on demand (decision 0029),
// then «Скачать в PDF» saves the datasheet with the session header.
import { stationSelectionResult, type RequestStatus } from '@podbor/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StationResults } from '../../../src/features/calculators/stations/components/station-results';
import { AUTH_TOKEN_KEY } from '../../../src/lib/api-client';
import { saveCalcGrant } from '../../../src/lib/calc-access';
import { fakeApi, ok } from '../../fake-api';
import { renderWithProviders } from '../../render';
import xbc from './station-xbc.json';

beforeEach(() =>
  saveCalcGrant({ calc: 'Station', grant: 'grant-Station', expiresAt: Date.now() + 3_600_000 }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(AUTH_TOKEN_KEY);
});

const response = stationSelectionResult.parse(xbc);
const best = response.sets[0]!;
const form = {
  consumption: 20,
  pressure: 60,
  affluent: 15,
  maximum_pressure: 10,
  station_type: 0 as const,
  current_pumps: 2,
  additional_pumps: 1 as const,
  brand: 'AquaStrong' as const,
  series: 'EVR' as const,
  fire_code: 'sp10' as const,
};
const status = (over: Partial<RequestStatus> = {}): RequestStatus => ({
  id: 9,
  hash: 's'.repeat(22),
  type: 'station',
  state: 'done',
  error: null,
  refused: false,
  response,
  files: {},
  created: '',
  updated: '',
  ...over,
});

type Props = Parameters<typeof StationResults>[0];

/** The results with the opened set held as the page holds it (in its URL). */
function Harness(props: Partial<Props>) {
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <StationResults
      result={null}
      stale={false}
      loading={false}
      linkError={null}
      failure={null}
      signedIn={false}
      viewing={viewing}
      onView={setViewing}
      {...props}
    />
  );
}

const render = (props: Partial<Props>) =>
  renderWithProviders(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );

describe('StationResults', () => {
  it('a refused selection is an answer: «Решений не найдено», the nearest miss line by line, what to change — no «Ошибка»', () => {
    render({
      failure: {
        message:
          'Решений не найдено\nБлиже всего EVR 20-9: Напор установки при расчётном расходе на полной частоте — 67,4 м, требуется не менее 120 м (не хватает 44 %)',
        refused: true,
      },
    });
    const answer = screen.getByTestId('result-refusal');
    expect(answer).toHaveTextContent('Решений нет для этих данных');
    expect(answer).toHaveTextContent('Измените данные формы и подберите снова.');
    expect(within(answer).getByText('Решений не найдено')).toBeInTheDocument();
    expect(within(answer).getByText(/^Ближе всего EVR 20-9: .+ \(не хватает 44 %\)$/)).toBeInTheDocument();
    expect(screen.queryByTestId('result-errors')).toBeNull();
    expect(answer).not.toHaveTextContent(/Ошибка/);
  });

  it('a failed selection (the server broke) stays an error', () => {
    render({
      failure: { message: 'Ошибка при выполнении запроса. Превышено время ожидания.', refused: false },
    });
    expect(screen.getByTestId('result-errors')).toHaveTextContent('Ошибка при выполнении запроса');
    expect(screen.queryByTestId('result-refusal')).toBeNull();
  });

  it("a signed-in user makes a set's datasheet and chart on demand, then downloads the PDF", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const filesHash = 'f'.repeat(22);
    const fake = fakeApi({
      [`POST /api/v1/search/station/files/${best.modelId}`]: () => ok({ hash: filesHash, id: 10 }),
      [`GET /api/v1/request/${filesHash}`]: () =>
        ok(
          status({
            id: 10,
            hash: filesHash,
            response: { ...response, sets: [best] },
            files: {
              [best.files.datasheet]: '/api/v1/files/21/a.pdf',
              [best.files.chart]: '/api/v1/files/22/b.png',
            },
          }),
        ),
      'GET /api/v1/files/21/a.pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { user } = render({ result: { status: status(), form }, signedIn: true });
    await user.click(screen.getAllByRole('button', { name: /Посмотреть/ })[0]!);
    const view = await screen.findByTestId('set-view');
    expect(within(view).getByRole('button', { name: 'Скачать в PDF' })).toBeDisabled();
    await user.click(within(view).getByTestId('make-files'));
    const pdf = within(view).getByRole('button', { name: 'Скачать в PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    expect(within(view).getByTestId('file-list')).toHaveTextContent('График H–Q, PNG');
    const [call] = fake.callsTo('POST', `/api/v1/search/station/files/${best.modelId}`);
    expect(call!.body).toEqual(form);
    expect(call!.headers['calc-access']).toBe('grant-Station');
    await user.click(pdf);
    await waitFor(() => expect(saved).toEqual([best.files.datasheet]));
    expect(fake.callsTo('GET', '/api/v1/files/21/a.pdf')[0]!.headers.jwt).toBe('jwt token-1');
    click.mockRestore();
  });
});
