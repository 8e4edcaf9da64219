// The DCU form (calculators §3 «DCU form»): the connection, the devices, the heating- or
// water-supply-only fields and the design flow; choices that cannot be built with the others are
// disabled, and any remaining reason (the engine's own rule) shows under its field.
import { Fieldset, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { dcuLabels, dcuMessages, dcuRanges, ruNumber, type DcuForm } from '@podbor/contracts';
import {
  APARTMENT_MAX_CONNECTION_DN,
  DCU_CONNECTION_DNS,
  DCU_OUTPUT_DNS,
  DCU_PARTNER_DNS,
  DCU_PARTNER_TYPES,
  DCU_VELOCITY_LIMIT_MS,
  RIDAN_REGULATOR_DNS,
} from '@podbor/engineering/dcu';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/ui/number-field';
import type { DcuField } from '../hooks/dcu-form-state';
import { DCU_NS } from '../i18n';

const F = dcuLabels.fields;
const C = dcuLabels.choices;

export interface DcuFormProps {
  form: DcuForm;
  /** The engine's reasons by field (dcuProblems, worded by contracts). */
  problems: ReadonlyMap<string, string>;
  set: <K extends DcuField>(field: K, value: DcuForm[K]) => void;
  /** The outlet count is erased or not yet a whole number: the form has no count to select with. */
  countMissing: boolean;
  onCountMissing: (missing: boolean) => void;
}

/** Choices of a number field as Mantine's string values. */
const options = (
  entries: readonly (readonly [number | string, string])[],
  disabled?: (v: number | string) => boolean,
) => entries.map(([value, label]) => ({ value: String(value), label, disabled: disabled?.(value) ?? false }));
const labelled = (map: Record<number, string>) =>
  Object.entries(map).map(([k, v]) => [Number(k), v] as const);
const dns = (list: readonly number[]) => list.map((d) => [d, dcuLabels.dn(d)] as const);

export function DcuFormFields({ form, problems, set, countMissing, onCountMissing }: DcuFormProps) {
  const { t } = useTranslation(DCU_NS);
  const heating = form.ColletorWorkType === 0;
  const conn = form.ConnectionDiametr;
  const err = (f: DcuField) => problems.get(f) ?? null;
  const num =
    <K extends DcuField>(f: K) =>
    (v: string | null) => {
      if (v !== null) set(f, Number(v) as DcuForm[K]);
    };
  const segment = <K extends DcuField>(
    f: K,
    entries: readonly (readonly [number, string])[],
    disabled?: (v: number) => boolean,
  ) => (
    <Segment
      label={F[f as keyof typeof F]}
      error={err(f)}
      value={String(form[f])}
      onChange={num(f)}
      data={options(entries, disabled as ((v: number | string) => boolean) | undefined)}
    />
  );
  const minCount = heating ? 1 : 2;

  return (
    <Stack gap="md">
      <Fieldset legend={t('form.connection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {segment('ColletorSizeType', labelled(C.ColletorSizeType))}
          {segment('Direction', labelled(C.Direction))}
          <Select
            label={F.ConnectionDiametr}
            data={options(
              dns(DCU_CONNECTION_DNS),
              (d) => form.ColletorSizeType === 1 && Number(d) > APARTMENT_MAX_CONNECTION_DN,
            )}
            value={String(conn)}
            onChange={num('ConnectionDiametr')}
            allowDeselect={false}
            error={err('ConnectionDiametr')}
          />
          <Select
            label={F.ColletorType}
            data={options(labelled(C.ColletorType), (v) => !heating && v === 0)}
            value={String(form.ColletorType)}
            onChange={num('ColletorType')}
            allowDeselect={false}
            disabled={!heating}
            description={heating ? undefined : t('form.stainlessOnly')}
            error={err('ColletorType')}
          />
          <NumberField
            label={F.OutputCount}
            description={`${minCount}–${dcuRanges.OutputCount.max}`}
            min={minCount}
            max={dcuRanges.OutputCount.max}
            decimals={0}
            value={form.OutputCount}
            onChange={(v) => {
              // Erased or not a whole number: the last count stays in the form, unusable until
              // a count is typed (the page will not select), and the field says what it wants.
              onCountMissing(v === null);
              if (v !== null) set('OutputCount', v);
            }}
            error={
              err('OutputCount') ??
              (countMissing ? dcuMessages.outputCount(minCount, dcuRanges.OutputCount.max) : null)
            }
            name="OutputCount"
          />
          {segment('OutputDiametr', dns(DCU_OUTPUT_DNS), (d) => d > conn)}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('form.device')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select
            label={F.HolderType}
            data={options(labelled(C.HolderType))}
            value={String(form.HolderType)}
            onChange={num('HolderType')}
            allowDeselect={false}
            error={err('HolderType')}
          />
          <Select
            label={F.UseInputSchetchik}
            data={options(labelled(C.UseInputSchetchik))}
            value={String(form.UseInputSchetchik)}
            onChange={num('UseInputSchetchik')}
            allowDeselect={false}
            error={err('UseInputSchetchik')}
          />
          {heating ? null : (
            <Switch
              label={F.OtvodSchetchik}
              checked={form.OtvodSchetchik}
              onChange={(e) => set('OtvodSchetchik', e.currentTarget.checked)}
              mt="lg"
            />
          )}
        </SimpleGrid>
      </Fieldset>

      {heating ? (
        <Fieldset legend={t('form.heating')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label={F.SchetchikType}
              data={options(labelled(C.SchetchikType))}
              value={String(form.SchetchikType ?? 3)}
              onChange={num('SchetchikType')}
              allowDeselect={false}
              error={err('SchetchikType')}
            />
            {form.SchetchikType === 0 || form.SchetchikType === 1 ? (
              <Select
                label={F.SchetchikPosition}
                data={options(labelled(C.SchetchikPosition))}
                value={String(form.SchetchikPosition ?? 1)}
                onChange={num('SchetchikPosition')}
                allowDeselect={false}
                error={err('SchetchikPosition')}
              />
            ) : null}
            <Select
              label={F.RidanRegulatorDiametr}
              data={[
                { value: 'none', label: dcuLabels.noRegulator },
                ...options(dns(RIDAN_REGULATOR_DNS[conn])),
              ]}
              value={form.RidanRegulatorDiametr === null ? 'none' : String(form.RidanRegulatorDiametr)}
              onChange={(v) => {
                if (v !== null)
                  set(
                    'RidanRegulatorDiametr',
                    v === 'none' ? null : (Number(v) as DcuForm['RidanRegulatorDiametr']),
                  );
              }}
              allowDeselect={false}
              error={err('RidanRegulatorDiametr')}
            />
            {segment('AirOtvodType', labelled(C.AirOtvodType))}
            <Switch
              label={F.UsePartner}
              checked={form.UsePartner === true}
              onChange={(e) => set('UsePartner', e.currentTarget.checked)}
              mt="xs"
            />
            <Switch
              label={F.UseSpusknik}
              checked={form.UseSpusknik === true}
              onChange={(e) => set('UseSpusknik', e.currentTarget.checked)}
              mt="xs"
            />
            {form.UsePartner ? (
              <>
                <Select
                  label={F.PartnerType}
                  data={DCU_PARTNER_TYPES.map((p) => ({ value: p, label: p }))}
                  value={form.PartnerType}
                  onChange={(v) => {
                    if (v) set('PartnerType', v as DcuForm['PartnerType']);
                  }}
                  allowDeselect={false}
                  error={err('PartnerType')}
                />
                <Select
                  label={F.PartnerDiametr}
                  data={options(dns(DCU_PARTNER_DNS), (d) => Number(d) > conn)}
                  value={form.PartnerDiametr === null ? null : String(form.PartnerDiametr)}
                  onChange={num('PartnerDiametr')}
                  allowDeselect={false}
                  error={err('PartnerDiametr')}
                />
              </>
            ) : null}
          </SimpleGrid>
        </Fieldset>
      ) : (
        <Fieldset legend={t('form.water')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label={F.StainlessRegulatorPosition}
              data={options(labelled(C.StainlessRegulatorPosition))}
              value={String(form.StainlessRegulatorPosition ?? 2)}
              onChange={num('StainlessRegulatorPosition')}
              allowDeselect={false}
              error={err('StainlessRegulatorPosition')}
            />
            <Switch
              label={F.UseManometr}
              checked={form.UseManometr === true}
              onChange={(e) => set('UseManometr', e.currentTarget.checked)}
              mt="lg"
            />
          </SimpleGrid>
        </Fieldset>
      )}

      <Fieldset legend={t('form.hydraulics')}>
        <NumberField
          label={F.DesignFlow}
          description={t('form.designFlowHint', { limit: ruNumber(DCU_VELOCITY_LIMIT_MS) })}
          min={dcuRanges.DesignFlow.min}
          max={dcuRanges.DesignFlow.max}
          decimals={2}
          tooltip={t('form.designFlowRange')}
          value={form.DesignFlow}
          onChange={(v) => set('DesignFlow', v)}
          error={err('DesignFlow')}
          name="DesignFlow"
          maw={320}
        />
      </Fieldset>
    </Stack>
  );
}

/** A labelled SegmentedControl with its error, like Mantine's inputs. */
function Segment(props: {
  label: string;
  error: string | null;
  value: string;
  onChange: (v: string) => void;
  data: { value: string; label: string; disabled: boolean }[];
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={500} mb={4}>
        {props.label}
      </Text>
      <SegmentedControl fullWidth value={props.value} onChange={props.onChange} data={props.data} />
      {props.error ? (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {props.error}
        </Text>
      ) : null}
    </div>
  );
}
