// The parameter groups a pump record shows (calculators §3 "param groups"), built from a model's
// structured fields so generated and imported catalogues present the same list.
import { m3sToM3h, type CubicMetresPerSecond } from '@podbor/engineering/units';
import { preparePump } from '@podbor/engineering/pumps';
import type { PumpModelRecord, PumpParamGroupRecord, PumpSeriesRecord } from './schema';

const num = (v: number, digits = 3) =>
  Number(v.toPrecision(digits)).toLocaleString('ru-RU', { maximumFractionDigits: 6, useGrouping: false });

/**
 * Parameter groups of one model: hydraulics, motor, dimensions and weight, data source.
 * @param series - the model's series (for frequency control)
 * @param model - the model, groups ignored
 * @param note - the catalogue's data note (illustrative data says so), or null
 */
export function buildParamGroups(
  series: Pick<PumpSeriesRecord, 'has_control'>,
  model: Omit<PumpModelRecord, 'paramGroups'>,
  note: string | null,
): PumpParamGroupRecord[] {
  const pump = preparePump(model);
  const first = model.curve[0]!;
  const last = model.curve[model.curve.length - 1]!;
  const m3h = (q: number) => m3sToM3h(q as CubicMetresPerSecond);
  const phase = model.voltage < 300 ? '1~' : '3~';
  const groups: PumpParamGroupRecord[] = [
    {
      id: 1,
      name: 'Гидравлика',
      sort: 1,
      params: [
        { name: 'Подача в оптимальной точке', value: `${num(m3h(pump.bepFlow))} м³/ч` },
        { name: 'КПД в оптимальной точке', value: `${num(pump.bepEfficiency * 100)} %` },
        { name: 'Рабочий диапазон подачи', value: `${num(first.Q)}–${num(last.Q)} м³/ч` },
        { name: 'Напор в рабочем диапазоне', value: `${num(last.H)}–${num(first.H)} м` },
        { name: 'Число ступеней', value: model.stages },
      ],
    },
    {
      id: 2,
      name: 'Двигатель',
      sort: 2,
      params: [
        { name: 'Мощность двигателя', value: `${num(model.power)} кВт` },
        { name: 'Напряжение', value: `${phase}${num(model.voltage)} В, 50 Гц` },
        { name: 'Номинальная частота вращения', value: `${num(model.ratedSpeed, 4)} об/мин` },
        { name: 'Частотное регулирование', value: series.has_control ? 'возможно' : 'нет' },
        ...motorParams(model.motor),
      ],
    },
    {
      id: 3,
      name: 'Габариты и масса',
      sort: 3,
      params: [
        { name: 'Длина', value: `${num(model.dimensions.length)} мм` },
        { name: 'Ширина', value: `${num(model.dimensions.width)} мм` },
        { name: 'Высота', value: `${num(model.dimensions.height)} мм` },
        { name: 'Масса', value: `${num(model.weight)} кг` },
      ],
    },
  ];
  if (note) groups.push({ id: 4, name: 'Данные', sort: 4, params: [{ name: 'Источник', value: note }] });
  return groups;
}

/**
 * The rating-plate figures the catalogue has for a motor (decision 0032); none for a model
 * without them (the shipped sample), so its groups stay as they were.
 */
function motorParams(motor: PumpModelRecord['motor']): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  if (motor?.efficiencyClass) out.push({ name: 'Класс КПД двигателя', value: motor.efficiencyClass });
  if (motor?.efficiency !== undefined)
    out.push({ name: 'КПД двигателя (номинальный)', value: `${num(motor.efficiency)} %` });
  if (motor?.ratedCurrent !== undefined)
    out.push({ name: 'Номинальный ток', value: `${num(motor.ratedCurrent)} А` });
  if (motor?.cosPhi !== undefined) out.push({ name: 'cos φ', value: num(motor.cosPhi, 2) });
  return out;
}
