// The pump form (calculators §3, §5) as the series' filter list describes it: flow units as a switch,
// Q, H, H0 as NumberFields with their ranges and the spec's messages, and pump count / control type
// where the series offers them. It only edits the draft; usePumpPageState decides when to select.
import { Box, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  barToFormHead,
  formHeadToBar,
  type Bar,
  type KilogramsPerCubicMetre,
} from '@podbor/engineering/units';
import {
  pumpForm,
  pumpRanges,
  waterDensityForRanges,
  pumpMessages,
  type PumpBoxType,
  type PumpFilterField,
  type PumpHeadUnits,
  type PumpUnits,
} from '@podbor/contracts';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/ui/number-field';
import { fieldError as kitFieldError } from '../../../../lib/calculator/form-fields';
import { flowUnit, formatFigure, headUnitText } from '../format';
import { PUMPS_NS } from '../i18n';
import {
  flowRangeOf,
  headRangeOf,
  pumpFieldsOf,
  type FlowUnitSwitch,
  type HeadUnitSwitch,
  type PumpDraft,
  type PumpFormOptions,
} from '../pump-url';
import classes from './pump-page.module.css';

export type DutyField = 'Q' | 'H' | 'H0';
/** The optional number fields: water temperature, NPSH available, the energy profile (decision 0031). */
export type ExtraField = 'T' | 'NPSHa' | 'pin' | 'price' | 'years' | 'h100' | 'h75' | 'h50' | 'h25';
export type PumpNumberField = DutyField | ExtraField;
/** The required fields: Enter flags those left empty (the optional ones may stay empty). */
export const dutyFields: readonly DutyField[] = ['Q', 'H', 'H0'];
const hourFields = [
  ['h100', 100],
  ['h75', 75],
  ['h50', 50],
  ['h25', 25],
] as const;

/** The field's message, or null: empty once touched, the range while typing, H above H0. */
export function fieldError(
  draft: PumpDraft,
  field: PumpNumberField,
  touched: boolean,
  options: PumpFormOptions,
): string | null {
  return kitFieldError(pumpForm, pumpFieldsOf(options), draft, field, touched, pumpMessages);
}

export interface PumpFormProps {
  draft: PumpDraft;
  options: PumpFormOptions;
  /** The series' filter list: labels, units and choices of each field. */
  fields: readonly PumpFilterField[];
  /** Fields the user has left (or all of them after Enter): their empty state is flagged. */
  touched: ReadonlySet<string>;
  /**
   * A selection runs: said under the fields; they stay editable, and a newer input replaces the
   * running selection (its request is cancelled when the URL's request changes; issue 33 item 2).
   */
  busy: boolean;
  /** A typed change (`commit` false) or a choice made at once (switches: `commit` true). */
  onChange: (next: PumpDraft, commit: boolean) => void;
  /** Flow units switched: the hook converts Q (the same flow in the other unit) and selects. */
  onUnitsChange: (units: PumpUnits) => void;
  /** Head units switched: the hook converts H and H0 (the same heads in the other unit) and selects. */
  onHeadUnitsChange: (hunits: PumpHeadUnits) => void;
  /** The last unit switches: each converted field says what it was converted from. */
  flowSwitch?: FlowUnitSwitch | null;
  headSwitch?: HeadUnitSwitch | null;
  /** A number field was left. */
  onLeave: (field: PumpNumberField) => void;
  /** Enter in a field. */
  onSubmit: () => void;
  /** Shown above the fields (the URL's problems). */
  notice?: ReactNode;
}

const choiceData = (field: PumpFilterField | undefined) =>
  (field?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));

export function PumpForm({
  draft,
  options,
  fields,
  touched,
  busy,
  onChange,
  onUnitsChange,
  onHeadUnitsChange,
  flowSwitch = null,
  headSwitch = null,
  onLeave,
  onSubmit,
  notice,
}: PumpFormProps) {
  const { t } = useTranslation(PUMPS_NS);
  const field = (name: PumpFilterField['name']) => fields.find((f) => f.name === name);
  const set = <K extends keyof PumpDraft>(key: K, value: PumpDraft[K], commit: boolean) =>
    onChange({ ...draft, [key]: value }, commit);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  // Enter in a field selects at once. Handled here rather than by implicit submission, which needs
  // a submit button in a form with several fields, and the spec's form has none.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type === 'text') {
      e.preventDefault();
      onSubmit();
    }
  };

  const headUnit = headUnitText(draft.hunits);
  // Under Q, H and H0 after a unit switch: the number it was converted from (the kit's note, never
  // silently); the switch is the last one and the field still holds what it produced.
  const conversionOf = (name: DutyField) => {
    if (name === 'Q') {
      const last = flowSwitch;
      return last && last.from !== draft.units && last.converted === draft.Q
        ? { from: last.Q, unit: flowUnit(last.from) }
        : null;
    }
    const was = headSwitch?.[name];
    return headSwitch &&
      headSwitch.from !== draft.hunits &&
      headSwitch.converted[name] === draft[name] &&
      was !== null &&
      was !== undefined
      ? { from: was, unit: headUnitText(headSwitch.from) }
      : null;
  };
  // Under H and H0: the same head in the other unit (m вод. ст. for bar, bar for metres).
  const headNote = (name: 'H' | 'H0'): string | undefined => {
    const value = draft[name];
    if (value === null) return undefined;
    // At the water's temperature (the contracts' IF97 table; the answer shows the engine's figure).
    const rho = waterDensityForRanges(draft.T ?? undefined) as KilogramsPerCubicMetre;
    const bar = formHeadToBar(value, draft.hunits, rho);
    return draft.hunits === 'm'
      ? t('form.inBar', { value: formatFigure(bar) })
      : t('form.metres', { value: formatFigure(barToFormHead(bar as Bar, 'm', rho)) });
  };

  /** The field's range: Q's follows the flow units (0,28–27,8 л/с is 1–100 м³/ч), H's and H0's the head units. */
  const rangeOfField = (name: DutyField) =>
    name === 'Q' ? flowRangeOf(options, draft.units) : headRangeOf(options, name, draft.hunits, draft.T);

  /** An optional number field (T, NPSH, energy): the contracts' range, empty allowed. */
  const extra = (
    name: ExtraField,
    label: string,
    unit: string,
    range: { min: number; max: number },
    description?: ReactNode,
    decimals = 2,
  ) => (
    <NumberField
      key={name}
      label={label}
      description={description}
      value={draft[name] ?? null}
      onChange={(v) => set(name, v, false)}
      onBlur={() => onLeave(name)}
      min={range.min}
      max={range.max}
      decimals={decimals}
      tooltip={t('form.tooltip')}
      unit={unit}
      rangeUnit={unit}
      error={fieldError(draft, name, touched.has(name), options)}
      name={name}
    />
  );

  const duty = (name: DutyField, unit: string, description?: ReactNode) => (
    <NumberField
      label={field(name)?.label ?? t(`form.${name}`)}
      description={description}
      value={draft[name]}
      onChange={(v) => set(name, v, false)}
      onBlur={() => onLeave(name)}
      min={rangeOfField(name).min}
      max={rangeOfField(name).max}
      decimals={2}
      tooltip={t('form.tooltip')}
      unit={unit}
      rangeUnit={name === 'Q' || draft.hunits === 'm' ? unit : undefined}
      conversion={conversionOf(name)}
      required
      error={fieldError(draft, name, touched.has(name), options)}
      name={name}
    />
  );

  // Where the series covers less than the field's range, the hint says what it covers (per pump,
  // at rated speed; from the series' filter list).
  const coverage = options.coverage;
  const flowCoverage = (() => {
    if (!coverage) return null;
    const range = flowRangeOf(options, draft.units);
    const toUnits = (m3h: number) => (draft.units === 'l' ? m3h / 3.6 : m3h);
    const min = toUnits(coverage.Qmin);
    const max = toUnits(coverage.Qmax);
    if (min <= range.min && max >= range.max) return null;
    return t('form.Qcoverage', {
      min: formatFigure(min),
      max: formatFigure(max),
      unit: flowUnit(draft.units),
    });
  })();
  const headCoverage =
    coverage && (coverage.pMin > options.ranges.H.min || coverage.pMax < options.ranges.H.max)
      ? t('form.Hcoverage', {
          min: formatFigure(barToFormHead(coverage.pMin as Bar, draft.hunits)),
          max: formatFigure(barToFormHead(coverage.pMax as Bar, draft.hunits)),
          unit: headUnit,
        })
      : null;
  const withCoverage = (hint: string | undefined, cover: string | null): ReactNode =>
    cover === null ? (
      hint
    ) : (
      <>
        {hint}
        <span className={classes.coverage} data-coverage>
          {cover}
        </span>
      </>
    );

  const units = field('units');
  const pcnt = field('pcnt');
  const boxType = field('BoxType');
  const hunits = field('hunits');

  return (
    <Box
      component="form"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby="pump-form-title"
      className={classes.form}
      data-busy={busy || undefined}
    >
      <Stack gap="md">
        <Title id="pump-form-title" order={2} fz="h3">
          {t('form.title')}
        </Title>
        {notice}
        <Segments
          id="pump-units"
          label={units?.label ?? t('form.units')}
          value={draft.units}
          onChange={(v) => onUnitsChange(v as PumpUnits)}
          data={
            units?.options
              ? choiceData(units)
              : [
                  { value: 'm', label: flowUnit('m') },
                  { value: 'l', label: flowUnit('l') },
                ]
          }
        />
        {duty('Q', flowUnit(draft.units), withCoverage(t('form.Qhint'), flowCoverage))}
        <Segments
          id="pump-hunits"
          label={hunits?.label ?? t('form.hunits')}
          value={draft.hunits}
          onChange={(v) => onHeadUnitsChange(v as PumpHeadUnits)}
          data={
            hunits?.options
              ? choiceData(hunits)
              : [
                  { value: 'bar', label: t('form.bar') },
                  { value: 'm', label: t('form.metresUnit') },
                ]
          }
        />
        {duty('H', headUnit, withCoverage(headNote('H') ?? t('form.Hhint'), headCoverage))}
        {duty('H0', headUnit, headNote('H0') ?? t('form.H0hint'))}
        {options.hasCount && draft.pcnt !== null ? (
          <Segments
            id="pump-pcnt"
            label={pcnt?.label ?? t('form.pcnt')}
            hint={t('form.pcntHint')}
            value={String(draft.pcnt)}
            onChange={(v) => set('pcnt', Number(v), true)}
            data={choiceData(pcnt)}
          />
        ) : null}
        {options.hasControl && draft.BoxType !== null ? (
          <Radio.Group
            label={boxType?.label ?? t('form.boxType')}
            value={String(draft.BoxType)}
            onChange={(v) => set('BoxType', Number(v) as PumpBoxType, true)}
          >
            <Stack gap={8} mt={6}>
              {choiceData(boxType).map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <Title order={3} fz="h5" mt="xs">
          {t('form.waterTitle')}
        </Title>
        {extra('T', t('form.T'), t('form.celsius'), pumpRanges.T, t('form.Thint'), 1)}
        {extra('NPSHa', t('form.NPSHa'), t('form.metreUnit'), pumpRanges.NPSHa, t('form.NPSHaHint'))}
        {extra('pin', t('form.pin'), t('form.barGauge'), pumpRanges.pin, t('form.pinHint'))}
        {(draft.NPSHa ?? null) === null && (draft.pin ?? null) === null ? (
          <Text size="xs" c="dimmed">
            {t('form.npshNone')}
          </Text>
        ) : null}
        <Title order={3} fz="h5" mt="xs">
          {t('form.energyTitle')}
        </Title>
        {/* One load profile for every energy and cost figure and the ranking (decision 0042): shown
            and editable always, an empty field taking the stated default. */}
        {extra('price', t('form.price'), t('form.rub'), pumpRanges.price, t('form.priceHint'))}
        {extra('years', t('form.years'), t('form.yearsUnit'), pumpRanges.years, t('form.yearsHint'), 0)}
        <Text size="xs" c="dimmed">
          {t('form.hoursHint')}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {hourFields.map(([name, share]) =>
            extra(name, t('form.hours', { share }), t('form.hoursUnit'), pumpRanges.hours, undefined, 0),
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed" aria-live="polite">
          {busy ? t('form.busy') : t('form.auto')}
        </Text>
      </Stack>
    </Box>
  );
}

/** A labelled switch of a few choices (units, pump count); a change during a selection replaces it. */
function Segments({
  id,
  label,
  hint,
  value,
  onChange,
  data,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  data: Array<{ value: string; label: string }>;
}) {
  return (
    <div>
      <Text component="div" size="sm" fw={500} mb={4} id={`${id}-label`}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={onChange}
        data={data}
      />
      {hint ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </div>
  );
}
