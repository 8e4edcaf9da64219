// The pump form (calculators §3, §5): flow units as a switch, Q, H, H0 as NumberFields with their
// ranges and the spec's messages, and pump count / control type where the series offers them.
// It only edits the draft; when to select is decided by usePumpSelectionTrigger.
import { Box, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { barToHead, type Bar } from '@podbor/engineering/units';
import { pumpMessages, pumpRanges, type PumpBoxType, type PumpUnits } from '@podbor/contracts';
import { formatFigure } from '@podbor/charts/pumps';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/ui/number-field';
import { PUMPS_NS } from '../i18n';
import type { PumpDraft, PumpFormOptions } from '../pump-url';
import classes from './pump-page.module.css';

export type DutyField = 'Q' | 'H' | 'H0';
export const dutyFields: readonly DutyField[] = ['Q', 'H', 'H0'];

/** The field's message, or null: empty once touched, the range while typing, H above H0. */
export function fieldError(draft: PumpDraft, field: DutyField, touched: boolean): string | null {
  const value = draft[field];
  if (value === null) return touched ? pumpMessages.required : null;
  const { min, max } = pumpRanges[field];
  if (value < min || value > max) return pumpMessages.range(min, max);
  if (field === 'H' && draft.H0 !== null && value <= draft.H0) return pumpMessages.headAboveStatic;
  return null;
}

export interface PumpFormProps {
  draft: PumpDraft;
  options: PumpFormOptions;
  /** Fields the user has left (or all of them after Enter): their empty state is flagged. */
  touched: ReadonlySet<DutyField>;
  /** A selection runs: inputs are read-only until it ends (calculators §4). */
  busy: boolean;
  /** A typed change (`commit` false) or a choice made at once (switches: `commit` true). */
  onChange: (next: PumpDraft, commit: boolean) => void;
  /** A duty field was left. */
  onLeave: (field: DutyField) => void;
  /** Enter in the form. */
  onSubmit: () => void;
  /** Shown above the fields (the URL's problems). */
  notice?: ReactNode;
}

export function PumpForm({ draft, options, touched, busy, onChange, onLeave, onSubmit, notice }: PumpFormProps) {
  const { t } = useTranslation(PUMPS_NS);
  const flowUnit = draft.units === 'l' ? t('form.unitsL') : t('form.unitsM');
  const set = <K extends keyof PumpDraft>(key: K, value: PumpDraft[K], commit: boolean) =>
    onChange({ ...draft, [key]: value }, commit);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  // Enter in a field selects at once. Handled here rather than by implicit submission, which needs
  // a visible submit button in a form with several fields, and the spec's form has none.
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type === 'text') {
      e.preventDefault();
      onSubmit();
    }
  };

  const metres = (bar: number | null) =>
    bar === null ? undefined : t('form.metres', { value: formatFigure(barToHead(bar as Bar)) });

  const duty = (field: DutyField, unit: string, description?: string) => (
    <NumberField
      label={t(`form.${field}`)}
      description={description}
      value={draft[field]}
      onChange={(v) => set(field, v, false)}
      onBlur={() => onLeave(field)}
      min={pumpRanges[field].min}
      max={pumpRanges[field].max}
      decimals={2}
      tooltip={t('form.tooltip')}
      unit={unit}
      readOnly={busy}
      required
      withAsterisk
      error={fieldError(draft, field, touched.has(field))}
      name={field}
      data-field={field}
    />
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby="pump-form-title"
      aria-busy={busy || undefined}
      className={classes.form}
      data-busy={busy || undefined}
    >
      <Stack gap="md">
        <Title id="pump-form-title" order={2} fz="h3">
          {t('form.title')}
        </Title>
        {notice}
        <div>
          <Text component="div" size="sm" fw={500} mb={4} id="pump-units-label">
            {t('form.units')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="pump-units-label"
            value={draft.units}
            onChange={(v) => set('units', v as PumpUnits, true)}
            readOnly={busy}
            data={[
              { value: 'm', label: t('form.unitsM') },
              { value: 'l', label: t('form.unitsL') },
            ]}
          />
        </div>
        {duty('Q', flowUnit)}
        {duty('H', t('form.bar'), metres(draft.H))}
        {duty('H0', t('form.bar'), metres(draft.H0) ?? t('form.H0hint'))}
        {options.hasCount && draft.pcnt !== null ? (
          <div>
            <Text component="div" size="sm" fw={500} mb={4} id="pump-pcnt-label">
              {t('form.pcnt')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="pump-pcnt-label"
              value={String(draft.pcnt)}
              onChange={(v) => set('pcnt', Number(v), true)}
              readOnly={busy}
              data={['1', '2', '3', '4', '5']}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('form.pcntHint')}
            </Text>
          </div>
        ) : null}
        {options.hasControl && draft.BoxType !== null ? (
          <div>
            <Text component="div" size="sm" fw={500} mb={4} id="pump-boxtype-label">
              {t('form.boxType')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="pump-boxtype-label"
              value={String(draft.BoxType)}
              onChange={(v) => set('BoxType', Number(v) as PumpBoxType, true)}
              readOnly={busy}
              data={[
                { value: '0', label: t('form.boxType0') },
                { value: '2', label: t('form.boxType2') },
              ]}
            />
          </div>
        ) : null}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" aria-live="polite">
            {busy ? t('form.busy') : t('form.auto')}
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}
