import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, TOOLTIP_DELAY_MS, type NumberFieldProps } from '../../src/components/ui/number-field';
import { renderWithProviders } from '../render';

function Controlled(props: Partial<NumberFieldProps> & { onValue?: (v: number | null) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <>
      <NumberField
        label="Расход"
        {...rest}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output data-testid="value">{value === null ? 'null' : String(value)}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Расход') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('NumberField', () => {
  it('accepts digits with a comma or a dot, and reports the number', async () => {
    const { user } = renderWithProviders(<Controlled />);
    await user.type(field(), '12,57');
    expect(field().value).toBe('12,57');
    expect(value()).toBe('12.57');
    await user.clear(field());
    await user.type(field(), '1.5');
    expect(value()).toBe('1.5');
    // Left: written back with the Russian decimal comma.
    await user.tab();
    expect(field().value).toBe('1,5');
  });

  it('refuses letters, units and an exponent: the text stays, a message says why, no value', async () => {
    const { user } = renderWithProviders(<Controlled decimals={2} />);
    for (const typed of ['8 м3/ч', '1e1', '-5']) {
      await user.clear(field());
      await user.type(field(), typed);
      expect(field().value).toBe(typed);
      expect(value()).toBe('null');
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(/без букв, единиц и степеней/)).toBeInTheDocument();
      await user.tab();
      expect(field().value).toBe(typed);
      expect(value()).toBe('null');
    }
    // Corrected: the message goes and the number counts.
    await user.clear(field());
    await user.type(field(), '8');
    expect(value()).toBe('8');
    expect(screen.queryByText(/без букв/)).not.toBeInTheDocument();
  });

  it('with decimals 0 refuses a separator; with decimals 2 refuses a third digit after it', async () => {
    const { user, unmount } = renderWithProviders(<Controlled decimals={0} />);
    await user.type(field(), '3,7');
    expect(field().value).toBe('3,7');
    expect(value()).toBe('null');
    expect(screen.getByText('Введите целое число, без запятой')).toBeInTheDocument();
    unmount();
    const second = renderWithProviders(<Controlled decimals={2} />);
    await second.user.type(field(), '3.756');
    expect(field().value).toBe('3.756');
    expect(value()).toBe('null');
    expect(screen.getByText('Не более 2 знаков после запятой')).toBeInTheDocument();
  });

  it('clamps above the maximum at once and below the minimum when left, saying so by the field', async () => {
    const { user } = renderWithProviders(<Controlled min={1} max={100} />);
    await user.type(field(), '250');
    expect(field().value).toBe('100');
    expect(value()).toBe('100');
    expect(screen.getByText('Значение изменено на 100 — максимум')).toHaveAttribute('role', 'status');
    await user.clear(field());
    expect(screen.queryByText(/Значение изменено/)).not.toBeInTheDocument();
    await user.type(field(), '0,5');
    expect(value()).toBe('0.5');
    await user.tab();
    expect(field().value).toBe('1');
    expect(value()).toBe('1');
    expect(screen.getByText('Значение изменено на 1 — минимум')).toBeInTheDocument();
  });

  it('names the unit of the range in the note when told (Q in л/с)', async () => {
    const { user } = renderWithProviders(<Controlled min={0.28} max={27.8} rangeUnit="л/с" />);
    await user.type(field(), '0,2');
    await user.tab();
    expect(field().value).toBe('0,28');
    expect(value()).toBe('0.28');
    expect(screen.getByText('Значение изменено на 0,28 — минимум для л/с')).toBeInTheDocument();
  });

  it('an emptied field becomes null', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled value={5} onValue={onValue} />);
    expect(field().value).toBe('5');
    await user.clear(field());
    await user.tab();
    expect(field().value).toBe('');
    expect(value()).toBe('null');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('follows a value set from outside (form reset)', () => {
    const { rerender } = renderWithProviders(<NumberField label="Расход" value={3} onChange={() => {}} />);
    expect(field().value).toBe('3');
    rerender(<NumberField label="Расход" value={null} onChange={() => {}} />);
    expect(field().value).toBe('');
  });

  it('shows the error text and can be disabled', () => {
    renderWithProviders(
      <NumberField
        label="Расход"
        value={null}
        onChange={() => {}}
        error="Поле не должно быть пустым"
        disabled
      />,
    );
    expect(screen.getByText('Поле не должно быть пустым')).toBeInTheDocument();
    expect(field()).toBeDisabled();
  });

  it('shows the range tooltip with min and max only after 750 ms of hover', async () => {
    vi.useFakeTimers();
    try {
      const { container } = renderWithProviders(
        <NumberField
          label="Расход"
          value={null}
          onChange={() => {}}
          min={0}
          max={500}
          tooltip="Введите значение от {{ min }} до {{ max }}"
        />,
      );
      const anchor = container.ownerDocument.querySelector('[data-range-tooltip-anchor]')!;
      fireEvent.mouseEnter(anchor);
      await act(async () => {
        vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50);
      });
      expect(screen.queryByText('Введите значение от 0 до 500')).not.toBeInTheDocument();
      // Past the delay, plus the tooltip's 100 ms fade-in.
      for (let i = 0; i < 5; i++)
        await act(async () => {
          vi.advanceTimersByTime(60);
        });
      expect(screen.getByText('Введите значение от 0 до 500')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says next to the field what a unit switch converted its number from, or why it kept it', () => {
    const { rerender } = renderWithProviders(
      <NumberField label="Расход" value={0.2} onChange={() => {}} conversion={{ from: 200, unit: 'кВт' }} />,
    );
    expect(field().value).toBe('0,2');
    expect(screen.getByRole('status')).toHaveTextContent('Пересчитано из 200 кВт');
    rerender(
      <NumberField
        label="Расход"
        value={10}
        onChange={() => {}}
        conversion={{ from: 10, unit: 'т/ч', kept: 'укажите температуру' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Число не пересчитано: укажите температуру');
    rerender(<NumberField label="Расход" value={10} onChange={() => {}} />);
    expect(screen.getByRole('status', { hidden: true })).not.toBeVisible();
  });
});
