import { cabinetMessages } from '@podbor/contracts';
import { describe, expect, it } from 'vitest';
import { EPOCH_DAY, resolveDateRange } from '../../src/features/history/date-range';

const today = '2025-03-15';
const message = 'Неверный формат даты. Ожидается гггг-мм-дд';

describe('history date range (portal §5)', () => {
  it('uses the spec’s message word for word', () => {
    expect(cabinetMessages.dateFormat).toBe(message);
  });

  it('an empty range resets the filter', () => {
    expect(resolveDateRange('', '', today)).toEqual({ kind: 'none' });
    expect(resolveDateRange('  ', null, today)).toEqual({ kind: 'none' });
    expect(resolveDateRange(undefined, undefined, today)).toEqual({ kind: 'none' });
  });

  it('a start-only range runs up to today', () => {
    expect(resolveDateRange('2025-01-10', '', today)).toEqual({
      kind: 'range',
      from: '2025-01-10',
      to: today,
      openStart: false,
      openEnd: true,
      swapped: false,
    });
  });

  it('an end-only range runs from the epoch', () => {
    expect(resolveDateRange('', '2024-12-31', today)).toEqual({
      kind: 'range',
      from: EPOCH_DAY,
      to: '2024-12-31',
      openStart: true,
      openEnd: false,
      swapped: false,
    });
    expect(EPOCH_DAY).toBe('1970-01-01');
  });

  it('a reversed range is swapped', () => {
    expect(resolveDateRange('2025-02-01', '2025-01-01', today)).toMatchObject({
      kind: 'range',
      from: '2025-01-01',
      to: '2025-02-01',
      swapped: true,
    });
    // A start after today, alone, is a reversed range too.
    expect(resolveDateRange('2025-04-01', '', today)).toMatchObject({
      from: today,
      to: '2025-04-01',
      swapped: true,
    });
  });

  it('one day is a range of that day', () => {
    expect(resolveDateRange('2025-01-01', '2025-01-01', today)).toMatchObject({
      from: '2025-01-01',
      to: '2025-01-01',
      swapped: false,
    });
  });

  it('reads дд.мм.гггг as the app shows dates (д.м.гггг too), and гггг-мм-дд', () => {
    expect(resolveDateRange('15.03.2025', '1.4.2025', today)).toMatchObject({
      kind: 'range',
      from: '2025-03-15',
      to: '2025-04-01',
    });
    expect(resolveDateRange('2025-03-15', '', today)).toMatchObject({ from: '2025-03-15', to: today });
  });

  it('refuses what does not parse as a day, naming the field (the start first)', () => {
    for (const bad of [
      '2025-13-01',
      '2025-02-30',
      '31.02.2025',
      '15.03.25',
      '15/03/2025',
      '2025-3-5',
      '20250315',
      'вчера',
      '2025-03-15x',
    ])
      expect(resolveDateRange(bad, '', today)).toEqual({ kind: 'error', field: 'from', message });
    expect(resolveDateRange('', '2025-00-10', today)).toEqual({ kind: 'error', field: 'to', message });
    expect(resolveDateRange('x', 'y', today)).toMatchObject({ field: 'from' });
  });

  it('takes the dates with surrounding spaces', () => {
    expect(resolveDateRange(' 2025-01-10 ', ' 2025-01-20', today)).toMatchObject({
      from: '2025-01-10',
      to: '2025-01-20',
    });
  });
});
