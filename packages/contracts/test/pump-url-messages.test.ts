// The pump page's URL messages (calculators §5 URL checks): the spec's prefix on every one, and
// texts that name the parameter, the value and what is allowed.
import { describe, expect, it } from 'vitest';
import { pumpQueryParams, pumpUrlMessages as m } from '../src/pump-messages';

describe('pumpUrlMessages', () => {
  const all = [
    m.unknownParameter('foo', pumpQueryParams),
    m.repeatedParameter('Q'),
    m.emptyValue('H'),
    m.missingParameter('H0'),
    m.notNonNegativeInteger('pcnt', '1.5'),
    m.notNonNegativeNumber('Q', '-5'),
    m.units('m3'),
    m.outOfRange('Q', '500', 1, 100),
    m.boxType('1'),
    m.headAboveStatic,
    m.pumpNotInSeries('3001', 'EVR'),
  ];

  it("every message starts with 'Неверная ссылка:' as the spec has it", () => {
    expect(m.prefix).toBe('Неверная ссылка:');
    for (const text of all) expect(text.startsWith(`${m.prefix} `)).toBe(true);
  });

  it('says which parameter, which value, and what is allowed', () => {
    expect(m.unknownParameter('foo', pumpQueryParams)).toBe(
      'Неверная ссылка: неизвестный параметр «foo». Допустимые параметры: units, Q, hunits, T, H, H0, pcnt, BoxType, NPSHa, pin, price, years, h100, h75, h50, h25',
    );
    expect(m.emptyValue('H')).toBe('Неверная ссылка: у параметра «H» пустое значение');
    expect(m.missingParameter('H0')).toContain('«H0»');
    expect(m.notNonNegativeInteger('pcnt', '-2')).toBe(
      'Неверная ссылка: «pcnt» = «-2» — нужно целое неотрицательное число',
    );
    expect(m.units('m3')).toBe(
      'Неверная ссылка: единицы расхода «m3» не поддерживаются — допустимы m (м³/ч) и l (л/с)',
    );
    expect(m.outOfRange('Q', '500', 1, 100)).toBe(
      'Неверная ссылка: «Q» = «500» вне допустимого диапазона от 1 до 100',
    );
  });

  it('cuts a long value so the message stays readable', () => {
    const text = m.units('x'.repeat(200));
    expect(text.length).toBeLessThan(120);
    expect(text).toContain('…');
  });
});
