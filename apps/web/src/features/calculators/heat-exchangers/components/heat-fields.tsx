// The inputs of the heat-exchanger forms: a number (NumberField, its range from the schema) with,
// where it has units, the unit selector beside it (a switch converts the number and the field says
// from what, decision 0045); a choice as a select or segmented switch.
import { Group, Input, SegmentedControl, Select, Text } from '@mantine/core';
import { heatUnitLabels } from '@podbor/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/ui/number-field';
import { shownSwitch } from '../../../../lib/calculator/unit-switch';
import type { FormField, NumberField as NumberFieldDef } from '../../../../lib/calculator/form-fields';
import type { useHeatForm } from '../hooks/use-heat-form';
import { HEAT_NS } from '../i18n';
import classes from './heat-page.module.css';

export type HeatForm = ReturnType<typeof useHeatForm>;

const numberField = (fields: readonly FormField[], name: string): NumberFieldDef => {
  const f = fields.find((x) => x.name === name);
  if (f?.kind !== 'number') throw new Error(`${name} is not a number field`);
  return f;
};

export interface HeatNumberProps {
  form: HeatForm;
  fields: readonly FormField[];
  name: string;
  label: ReactNode;
  /** The field's unit field (QUnit, R1Unit, G1Unit): a selector of its choices beside the value. */
  unitField?: string;
  /** A fixed unit shown in the field (атм). */
  unit?: string;
  required?: boolean;
  description?: ReactNode;
  decimals?: number;
}

export function HeatNumber({
  form,
  fields,
  name,
  label,
  unitField,
  unit,
  required = false,
  description,
  decimals = 4,
}: HeatNumberProps) {
  const { t } = useTranslation(HEAT_NS);
  const f = numberField(fields, name);
  const value = form.values[name];
  const id = `heat-${name}`;
  const uf = unitField ? fields.find((x) => x.name === unitField) : undefined;
  const choices = uf?.kind === 'choice' ? uf.choices : [];
  const unitValue = unitField ? String(form.values[unitField] ?? choices[0] ?? '') : '';
  const unitLabel = (u: string) => heatUnitLabels[u as keyof typeof heatUnitLabels] ?? u;
  const shown = unitField
    ? shownSwitch(form.switches[name], typeof value === 'number' ? value : null, unitValue)
    : null;
  // With a unit selector the label spans both, above them, so a long label never squeezes the
  // number; the input keeps it as its accessible name (a native <label for>).
  const input = (
    <NumberField
      id={id}
      className={classes.grow}
      label={unitField ? undefined : label}
      description={unitField ? undefined : description}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => form.set({ [name]: v }, false)}
      onBlur={() => form.leave(name)}
      min={f.min}
      max={f.max}
      decimals={decimals}
      tooltip={t('common.tooltip')}
      unit={unit}
      conversion={
        shown && {
          from: shown.typed,
          unit: unitLabel(shown.from),
          kept: shown.kept === undefined ? undefined : t(`units.kept.${shown.kept}`),
        }
      }
      readOnly={form.busy}
      required={required}
      withAsterisk={required}
      error={form.errorOf(name)}
      name={name}
      data-testid={`field-${name}`}
    />
  );
  if (!unitField) return input;
  return (
    <div>
      <Input.Label htmlFor={id} required={required}>
        {label}
      </Input.Label>
      {description ? <Input.Description mb={4}>{description}</Input.Description> : null}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        {input}
        <Select
          className={classes.unit}
          aria-label={t('common.unit', { name: typeof label === 'string' ? label : name })}
          value={unitValue}
          onChange={(v) => {
            if (v && !form.busy) form.switchUnit(name, unitField, unitValue, v, decimals);
          }}
          data={choices.map((c) => ({ value: String(c), label: unitLabel(String(c)) }))}
          allowDeselect={false}
          readOnly={form.busy}
          comboboxProps={{ withinPortal: true }}
          data-testid={`unit-${unitField}`}
        />
      </Group>
    </div>
  );
}

export interface HeatChoiceProps {
  form: HeatForm;
  name: string;
  label: string;
  data: Array<{ value: string; label: string }>;
  /** A few short choices as a segmented switch, else a select. */
  segmented?: boolean;
  /** Extra fields a choice changes with it (§4: water clears its percent). */
  patch?: (value: string) => Record<string, string | number | null>;
  numeric?: boolean;
}

export function HeatChoice({
  form,
  name,
  label,
  data,
  segmented = false,
  patch,
  numeric = false,
}: HeatChoiceProps) {
  const id = useId();
  const value = String(form.values[name] ?? '');
  const change = (v: string | null) => {
    if (v === null || form.busy) return;
    form.set({ [name]: numeric ? Number(v) : v, ...patch?.(v) }, true);
  };
  if (segmented)
    return (
      <div>
        <Text component="div" size="sm" fw={500} mb={4} id={id}>
          {label}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={id}
          value={value}
          onChange={change}
          readOnly={form.busy}
          data={data}
          data-testid={`choice-${name}`}
        />
      </div>
    );
  return (
    <Select
      label={label}
      value={value}
      onChange={change}
      data={data}
      allowDeselect={false}
      readOnly={form.busy}
      error={form.errorOf(name)}
      data-testid={`choice-${name}`}
    />
  );
}
