// The popup of a long selection (calculators §4 DCU selection): the bar reaches 70 % at about 30 s
// at a 100 ms step, 100 on completion and the outcome 300 ms later; the error offers «Повторить»;
// closing aborts the request.
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectionProgressModal } from '../../../src/components/calculator/selection-progress-modal';
import { progressAt } from '../../../src/lib/calculator/use-selection-progress';
import { useSelectionRequest } from '../../../src/lib/selection/use-selection-request';
import { DCU_POLL_TIMEOUT_MS } from '../../../src/lib/selection/poll-request';
import { envelopeResponse, renderWithProviders } from '../../render';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const hash = 'abcdefghijklmnop1234';
const status = (state: 'running' | 'done' | 'failed', refused = false) => ({
  id: 7,
  hash,
  type: 'dcu',
  state,
  files: null,
  error: state === 'failed' ? (refused ? 'Нет подходящего узла' : 'Превышено время выполнения') : null,
  refused,
  response: state === 'done' ? { articul: 'X' } : null,
  created: '2025-01-01T00:00:00Z',
  updated: '2025-01-01T00:00:00Z',
});

/** A DCU-like page: the popup over useSelectionRequest with the 10-minute timeout. */
function Page({ onView, onAbort }: { onView: () => void; onAbort: (signal: AbortSignal) => void }) {
  const selection = useSelectionRequest({ timeoutMs: DCU_POLL_TIMEOUT_MS });
  const start = () =>
    void selection.run(async (signal) => {
      onAbort(signal);
      return { hash, id: 7 };
    });
  useEffect(start, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SelectionProgressModal
      phase={selection.phase}
      errorMessage={selection.error?.message}
      refused={selection.error?.kind === 'refused'}
      onClose={selection.cancel}
      onRetry={start}
      onViewResults={onView}
      showCabinetLink
    />
  );
}

const bar = () => screen.getByRole('progressbar', { name: 'Ход подбора' });
const percent = () => Number(bar().getAttribute('aria-valuenow'));
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const { MemoryRouter } = await import('react-router');
const render = (props: Partial<Parameters<typeof Page>[0]> = {}) =>
  renderWithProviders(
    <MemoryRouter>
      <Page onView={props.onView ?? vi.fn()} onAbort={props.onAbort ?? vi.fn()} />
    </MemoryRouter>,
  );

describe('the progress curve', () => {
  it('70 % at 30 s, linear before, ever slower after, never 100 while loading', () => {
    expect(progressAt(100)).toBeCloseTo(70 / 300, 5);
    expect(progressAt(15_000)).toBeCloseTo(35, 5);
    expect(progressAt(30_000)).toBeCloseTo(70, 5);
    expect(progressAt(60_000)).toBeCloseTo(85, 5);
    expect(progressAt(600_000)).toBeLessThan(100);
  });
});

describe('SelectionProgressModal', () => {
  it('rises to about 70 % in 30 s, says it may take 10 minutes, then «Подбор завершён» after 100 % and 300 ms', async () => {
    let state: 'running' | 'done' = 'running';
    fetchMock.mockImplementation(async () => envelopeResponse(200, status(state)));
    const onView = vi.fn();
    render({ onView });
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Подбор оборудования' })).toHaveTextContent(
      'Подбор может занять до 10 минут. Не закрывайте окно.',
    );
    await advance(15_000);
    expect(percent()).toBeGreaterThan(33);
    expect(percent()).toBeLessThan(37);
    await advance(15_000);
    expect(percent()).toBeGreaterThan(68);
    expect(percent()).toBeLessThanOrEqual(70.5);
    await advance(30_000);
    expect(percent()).toBeGreaterThan(80);
    expect(percent()).toBeLessThan(90);

    state = 'done';
    await advance(1500);
    expect(percent()).toBe(100);
    expect(screen.queryByText('Подбор завершён')).not.toBeInTheDocument();
    await advance(300);
    expect(screen.getByText('Подбор завершён')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute('href', '/person');
    fireEvent.click(screen.getByRole('button', { name: 'Посмотреть результаты' }));
    expect(onView).toHaveBeenCalled();
  });

  it('an error: «Ошибка», «Не удалось подобрать оборудование», and «Повторить» runs again', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, status('failed')));
    const onAbort = vi.fn();
    render({ onAbort });
    await advance(0);
    expect(percent()).toBe(100);
    await advance(300);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ошибка');
    expect(alert).toHaveTextContent('Не удалось подобрать оборудование');
    expect(alert).toHaveTextContent('Превышено время выполнения');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await advance(0);
    expect(onAbort).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar', { name: 'Ход подбора' })).toBeInTheDocument();
  });

  it('a refusal of the duty is an answer: what to change and «Изменить данные», no «Ошибка», no «Повторить»', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, status('failed', true)));
    render();
    await advance(0);
    await advance(300);
    const answer = screen.getByTestId('selection-refused');
    expect(answer).toHaveTextContent('Решений нет для этих данных');
    expect(answer).toHaveTextContent('Нет подходящего узла');
    expect(answer).toHaveTextContent('Измените данные формы и подберите снова.');
    expect(answer).not.toHaveTextContent(/Ошибка|Не удалось/);
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить данные' }));
    await advance(300);
    expect(screen.queryByTestId('selection-refused')).toBeNull();
  });

  it('closing the popup aborts the request', async () => {
    fetchMock.mockImplementation(async () => envelopeResponse(200, status('running')));
    let signal: AbortSignal | undefined;
    render({ onAbort: (s) => (signal = s) });
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(signal?.aborted).toBe(true);
    await advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
