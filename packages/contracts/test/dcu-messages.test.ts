// The DCU design flow reasons and the printed loss's basis in Russian (issue 30 item 7): what is
// over which limit, by which norm, and what to change; which elements the loss counts and how.
import { describe, expect, it } from 'vitest';
import { dcuFlowProblemMessage, dcuLossBasisText } from '../src';

describe('DCU design flow messages', () => {
  it('words a meter over СП 30’s loss limit with S, the limit and a flow that passes', () => {
    const p = {
      code: 'meterLoss',
      where: 'inlet',
      dn: 25,
      meterType: 'vane',
      s: 2.64,
      flowM3h: 5.05,
      headM: 5.2,
      limitM: 5,
      maxFlowM3h: 4.9546,
    } as const;
    expect(dcuFlowProblemMessage(p, 1)).toBe(
      'Потери напора в счётчике на вводе DN25 при 5,05 м³/ч — 5,2 м, больше допустимых 5 м для крыльчатого счётчика (СП 30.13330.2020, табл. 12.1: S = 2,64 м/(л/с)²): уменьшите расход до 4,95 м³/ч или возьмите подключение большего диаметра',
    );
    expect(dcuFlowProblemMessage({ ...p, where: 'outlet', headM: 1234.5, meterType: 'turbine' }, 1)).toMatch(
      /^Потери напора в счётчике каждого выхода DN25 .* — 1\s235 м, больше допустимых 5 м для турбинного счётчика .* возьмите выходы большего диаметра$/,
    );
  });

  it('cites the norm of the work type and suggests a wider outlet within reach', () => {
    const p = {
      code: 'outletVelocity',
      dn: 15,
      outlets: 2,
      flowM3h: 1.5,
      velocityMs: 2.3578,
      limitMs: 1.5,
      maxFlowM3h: 1.9085,
      suggestDn: 20,
    } as const;
    expect(dcuFlowProblemMessage(p, 1)).toBe(
      'Скорость воды в выходе DN15 при 1,5 м³/ч на выход (2 выхода) — 2,36 м/с, больше допустимых 1,5 м/с (СП 30.13330.2020, п. 8.26): уменьшите расход до 1,9 м³/ч, добавьте выходы или возьмите выходы DN20',
    );
    expect(dcuFlowProblemMessage(p, 0)).toContain('(СП 60.13330.2012, табл. Е.1)');
  });

  it('says which elements the loss counts and at what opening', () => {
    expect(
      dcuLossBasisText([
        { role: 'inletValve', basis: 'open' },
        { role: 'inletMeter', basis: 'meterSp30' },
        { role: 'reducer', basis: 'fullyOpen' },
        { role: 'outletValve', basis: 'open' },
      ]),
    ).toBe(
      'краны на вводе, краны выхода — открыты; счётчик на вводе — по S из СП 30.13330.2020, табл. 12.1; редуктор давления — полностью открыт, его настройка добавит потери. Коллекторы и трубы узла не учтены.',
    );
  });
});
