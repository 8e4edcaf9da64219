// The building a booster set's duty is derived from (issue 29 item 8): its fields on the kit's
// number input, the water choice, and every step of СП 30.13330.2020 from flats to flow and head.
import { Select, Stack, Text, Title } from '@mantine/core';
import {
  stationBuildingFields,
  stationBuildingWaterLabels,
  stationBuildingWaters,
  type StationBuildingNumberField,
} from '@podbor/contracts';
import { formatFigure } from '@podbor/charts/stations';
import type { BuildingDuty } from '@podbor/engineering/water-supply';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../../components/ui/number-field';
import type { StationFormState } from '../hooks/use-station-form';
import { STATIONS_NS } from '../i18n';
import { FigureTable } from './figure-table';
import classes from './station-page.module.css';

const fig = (v: number, digits?: number) => formatFigure(v, digits);

/** Decimals each building field takes (integers for counts). */
const decimalsOf = (name: StationBuildingNumberField) => (stationBuildingFields[name].integer ? 0 : 2);

function BuildingNumber({ form, name }: { form: StationFormState; name: StationBuildingNumberField }) {
  const { t } = useTranslation(STATIONS_NS);
  const f = stationBuildingFields[name];
  const value = form.values[name];
  return (
    <NumberField
      id={`station-${name}`}
      label={f.label}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => form.set({ [name]: v }, false)}
      onBlur={() => form.leave(name)}
      min={f.min}
      max={f.max}
      decimals={decimalsOf(name)}
      tooltip={t('tooltip')}
      unit={f.unit || undefined}
      readOnly={form.busy}
      required
      error={form.errorOf(name)}
      name={name}
      data-testid={`field-${name}`}
    />
  );
}

/** The building's fields: geometry, flats, water, losses. */
export function BuildingFields({ form }: { form: StationFormState }) {
  const { t } = useTranslation(STATIONS_NS);
  const water = form.values.building_water === 'cold' ? 'cold' : 'total';
  return (
    <fieldset className={classes.section} data-testid="section-building">
      <legend>{t('building.legend')}</legend>
      <Stack gap="sm">
        <Text size="sm" c="dark.5">
          {t('building.lead')}
        </Text>
        <div className={classes.grid2}>
          <BuildingNumber form={form} name="building_floors" />
          <BuildingNumber form={form} name="building_floor_height" />
          <BuildingNumber form={form} name="building_base_height" />
          <BuildingNumber form={form} name="building_fixture_height" />
          <BuildingNumber form={form} name="building_apartments" />
          <BuildingNumber form={form} name="building_residents" />
          <BuildingNumber form={form} name="building_fixtures" />
          <Select
            label={t('building.water')}
            value={water}
            data={stationBuildingWaters.map((w) => ({ value: w, label: stationBuildingWaterLabels[w] }))}
            allowDeselect={false}
            readOnly={form.busy}
            onChange={(v) => v && form.setBuildingWater(v as 'total' | 'cold')}
            comboboxProps={{ withinPortal: true }}
            data-testid="choice-building_water"
          />
          <BuildingNumber form={form} name="building_q0" />
          <BuildingNumber form={form} name="building_qhru" />
          <BuildingNumber form={form} name="building_losses" />
        </div>
        <Text size="xs" c="dark.5">
          {t('building.defaults')}
        </Text>
      </Stack>
    </fieldset>
  );
}

/** Every step from the building to the duty, with its formula and clause of СП 30.13330.2020. */
export function BuildingSteps({ duty }: { duty: BuildingDuty | null }) {
  const { t } = useTranslation(STATIONS_NS);
  if (!duty)
    return (
      <Text size="sm" c="dark.5" data-testid="building-steps-empty">
        {t('building.incomplete')}
      </Text>
    );
  const rows: Array<[string, string]> = [
    [t('building.steps.consumers'), fig(duty.consumers)],
    [t('building.steps.fixtures'), fig(duty.fixtures)],
    [t('building.steps.probability'), fig(duty.probability, 5)],
    [t('building.steps.alpha', { table: duty.alphaTable, np: fig(duty.np, 4) }), fig(duty.alpha, 4)],
    [t('building.steps.flow'), `${fig(duty.flowLs, 3)} л/с = ${fig(duty.flowM3h, 3)} м³/ч`],
    [t('building.steps.geometric'), `${fig(duty.geometric)} м`],
    [t('building.steps.losses'), `${fig(duty.losses)} м`],
    [t('building.steps.freeHead'), `${fig(duty.freeHead)} м`],
    [t('building.steps.heater'), `${fig(duty.heaterLoss)} м`],
    [t('building.steps.head'), `${fig(duty.requiredHead)} м`],
  ];
  return (
    <section aria-labelledby="building-steps" data-testid="building-steps">
      <Title id="building-steps" order={3} fz="md" mb="xs">
        {t('building.stepsTitle')}
      </Title>
      <FigureTable rows={rows} />
    </section>
  );
}
