import { apiMessages, authMessages, validationMessages } from '@podbor/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBoxes, emptyCode, isCodeComplete, spreadDigits } from '../../src/components/ui/code-boxes';
import { CodeDialog, formatCountdown } from '../../src/components/ui/code-dialog';
import { ApiError } from '../../src/lib/api-error';
import { renderWithProviders } from '../render';

function Boxes({ onEnter }: { onEnter?: () => void }) {
  const [value, setValue] = useState(emptyCode);
  return (
    <>
      <CodeBoxes value={value} onChange={setValue} onEnter={onEnter} autoFocus />
      <output data-testid="code">{value.map((d) => d || '_').join('')}</output>
    </>
  );
}

const boxes = () => within(screen.getByRole('group', { name: 'Код подтверждения' })).getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

describe('the four code boxes (portal §5)', () => {
  it('spreadDigits: a whole code fills from the first box, a part from the box pasted into', () => {
    expect(spreadDigits(emptyCode(), 2, 'Код: 12-34.')).toEqual({ value: ['1', '2', '3', '4'], focus: 3 });
    expect(spreadDigits(['1', '', '', ''], 1, '9 8')).toEqual({ value: ['1', '9', '8', ''], focus: 3 });
    expect(spreadDigits(['1', '', '', ''], 3, '56')).toEqual({ value: ['1', '', '', '5'], focus: 3 });
    expect(spreadDigits(emptyCode(), 0, 'abc').value).toEqual(emptyCode());
    expect(isCodeComplete(['1', '2', '3', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(true);
  });

  it('a typed digit moves on; letters are ignored', async () => {
    const { user } = renderWithProviders(<Boxes />);
    const [first, second] = boxes();
    expect(first).toHaveFocus();
    await user.keyboard('1x2');
    expect(code()).toBe('12__');
    expect(boxes()[2]).toHaveFocus();
    expect(second).toHaveAttribute('aria-label', 'Цифра 2 из 4');
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(first).toHaveAttribute('inputmode', 'numeric');
  });

  it('Backspace clears the box, and on an empty box goes back and clears that one', async () => {
    const { user } = renderWithProviders(<Boxes />);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12__');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1___');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(code()).toBe('____');
    expect(boxes()[0]).toHaveFocus();
  });

  it('a pasted code fills every box, whatever box has the focus and whatever surrounds the digits', async () => {
    const { user } = renderWithProviders(<Boxes />);
    await user.click(boxes()[2]!);
    await user.paste('Код подтверждения podbor: 4821.');
    expect(code()).toBe('4821');
    expect(boxes()[3]).toHaveFocus();
  });

  it('an SMS autofill that puts the whole code into one box spreads it', () => {
    renderWithProviders(<Boxes />);
    fireEvent.change(boxes()[0]!, { target: { value: '5930' } });
    expect(code()).toBe('5930');
  });

  it('Enter asks the owner to submit', async () => {
    const onEnter = vi.fn();
    const { user } = renderWithProviders(<Boxes onEnter={onEnter} />);
    await user.keyboard('12{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});

describe('the code dialog (portal §4–5, §9)', () => {
  afterEach(() => vi.useRealTimers());

  const wrongCode = () =>
    new ApiError({ kind: 'http', statusCode: 400, message: validationMessages.wrongCode });

  it('Confirm is enabled only when all four boxes are filled; the fourth digit sends the code', async () => {
    const confirm = vi.fn(async () => {});
    const { user } = renderWithProviders(
      <CodeDialog channel="sms" to="+79123456789" confirm={confirm} resend={async () => 30} />,
    );
    expect(screen.getByText('Мы отправили код подтверждения на номер +7 912 345 67 89.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Подтвердить' });
    expect(button).toBeDisabled();
    await user.keyboard('123');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(confirm).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(button).toBeEnabled();
    // Nothing more to press (issue 19): sent once, on the fourth digit.
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('1234');
    // Confirm stays for a retry.
    await user.click(button);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('a pasted code is sent at once', async () => {
    const confirm = vi.fn(async () => {});
    const { user } = renderWithProviders(
      <CodeDialog channel="email" to="a@b.ru" confirm={confirm} resend={async () => 30} />,
    );
    await user.paste('Код: 5 6 7 8');
    expect(confirm).toHaveBeenCalledExactlyOnceWith('5678');
  });

  it('a wrong code shows the spec’s message, shakes the boxes and empties them for another try', async () => {
    const { user } = renderWithProviders(
      <CodeDialog
        channel="email"
        to="a@b.ru"
        confirm={() => Promise.reject(wrongCode())}
        resend={async () => 30}
      />,
    );
    await user.keyboard('9999');
    expect(await screen.findByText('Неверный код. Попробуйте ещё раз')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Код подтверждения' }).closest('[data-shaking]')).not.toBeNull();
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the message.
    await user.keyboard('1');
    expect(screen.queryByText('Неверный код. Попробуйте ещё раз')).not.toBeInTheDocument();
  });

  it('the server’s other refusals show as they come (an exhausted code, a limit)', async () => {
    const confirm = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError({ kind: 'http', statusCode: 400, message: authMessages.codeExhausted }),
      )
      .mockRejectedValueOnce(
        new ApiError({ kind: 'network', statusCode: 500, message: apiMessages.serverError }),
      );
    const { user } = renderWithProviders(
      <CodeDialog channel="sms" to="+79123456789" confirm={confirm} resend={async () => 30} />,
    );
    await user.keyboard('1111');
    expect(await screen.findByText(authMessages.codeExhausted)).toBeInTheDocument();
    await user.keyboard('2222');
    expect(await screen.findByText(apiMessages.serverError)).toBeInTheDocument();
    // Without a refusal of the code itself, the digits stay.
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['2', '2', '2', '2']);
  });

  it('counts down from the server’s resendAfterSec, then offers to get the code again', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderWithProviders(
      <CodeDialog
        channel="sms"
        to="+79123456789"
        resendAfterSec={30}
        confirm={async () => {}}
        resend={async () => 30}
      />,
    );
    expect(screen.getByText('Получить код повторно можно через 0:30')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Получить код повторно можно через 0:27')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(27_000));
    expect(screen.getByRole('button', { name: 'Получить код повторно' })).toBeInTheDocument();
    expect(formatCountdown(65)).toBe('1:05');
  });

  it('«get again» sends a new code and restarts the timer; a refused resend waits for Retry-After', async () => {
    const resend = vi
      .fn<() => Promise<number | undefined>>()
      .mockResolvedValueOnce(30)
      .mockResolvedValueOnce(0)
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          statusCode: 429,
          message: authMessages.tooManyCodes(12),
          retryAfter: 700,
        }),
      );
    const { user } = renderWithProviders(
      <CodeDialog
        channel="sms"
        to="+79123456789"
        resendAfterSec={0}
        confirm={async () => {}}
        resend={resend}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Получить код повторно' }));
    expect(await screen.findByText('Новый код отправлен')).toBeInTheDocument();
    expect(screen.getByText(/Получить код повторно можно через 0:(30|29)/)).toBeInTheDocument();
    cleanup();

    // A server that allows the next code at once, then refuses one with Retry-After.
    renderWithProviders(
      <CodeDialog
        channel="sms"
        to="+79123456789"
        resendAfterSec={0}
        confirm={async () => {}}
        resend={resend}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Получить код повторно' }));
    await user.click(await screen.findByRole('button', { name: 'Получить код повторно' }));
    expect(await screen.findByText(authMessages.tooManyCodes(12))).toBeInTheDocument();
    expect(screen.getByText(/Получить код повторно можно через 11:(40|39)/)).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(3);
  });
});
