// /station — booster and fire-fighting stations (calculators §2 «Pumping station form», §3, §4, §5):
// the radio ХВС / пожаротушение, a tab per model of the group with its description line, the general
// parameters with the spec's range message, the series and pump counts by §4/§5, the form in the
// URL, «Подобрать» → the kit's progress popup → the results panel beside the form.
import { Box, Button, Group, Radio, SegmentedControl, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  STATION_BRAND,
  pumpRanges,
  stationFields,
  stationFireCodeLabels,
  stationFireCodes,
  stationProfileFieldNames,
  stationTypeCodes,
  stationTypeInfo,
  type StationGroup,
  type StationNumberField,
  type StationTypeCode,
} from '@podbor/contracts';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UrlProblems } from '../../../components/calculator/url-problems';
import { SelectionProgressModal } from '../../../components/calculator/selection-progress-modal';
import { NumberField } from '../../../components/ui/number-field';
import { useGrantRefusalRedirect } from '../../../lib/calculator/calculator-api';
import { useSession } from '../../../lib/session';
import { BuildingFields, BuildingSteps } from './components/building-duty';
import classes from './components/station-page.module.css';
import { StationResults } from './components/station-results';
import { useStationForm, type StationFormState } from './hooks/use-station-form';
import { STATIONS_NS } from './i18n';

const typesOf = (group: StationGroup) => stationTypeCodes.filter((c) => stationTypeInfo[c].group === group);

export function StationPage() {
  const { t } = useTranslation(STATIONS_NS);
  const { signedIn } = useSession();
  useGrantRefusalRedirect('Station');
  const form = useStationForm();
  const resultsRef = useRef<HTMLDivElement>(null);
  const group = form.info.group;
  const viewResults = () => {
    form.viewResults();
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.select();
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} mb="xs">
          {t('title')}
        </Title>
        <Text c="dark.5" maw={760}>
          {t('lead')}
        </Text>
      </div>
      <UrlProblems problems={form.urlProblems} />
      <div className={classes.layout}>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-label={t('title')}
          aria-busy={form.busy || undefined}
          data-busy={form.busy || undefined}
          className={classes.form}
        >
          <Stack gap="lg">
            <Radio.Group
              label={t('group.label')}
              value={group}
              onChange={(v) => !form.busy && v !== group && form.setGroup(v as StationGroup)}
              data-testid="station-group"
            >
              <Group gap="lg" mt={6}>
                <Radio value="xbc" label={t('group.xbc')} data-testid="group-xbc" />
                <Radio value="fire" label={t('group.fire')} data-testid="group-fire" />
              </Group>
            </Radio.Group>
            <div>
              <Tabs
                value={String(form.type)}
                onChange={(v) => v !== null && !form.busy && form.setType(Number(v) as StationTypeCode)}
                aria-label={t('models')}
                className={classes.tabs}
              >
                <Tabs.List>
                  {typesOf(group).map((c) => (
                    <Tabs.Tab key={c} value={String(c)} data-testid={`tab-${c}`}>
                      {stationTypeInfo[c].name}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {/* The description line under the tabs is the tab's panel (its aria-controls). */}
                {typesOf(group).map((c) => (
                  <Tabs.Panel key={c} value={String(c)} pt="xs">
                    <Text size="sm" c="dark.5" data-testid={c === form.type ? 'type-description' : undefined}>
                      {stationTypeInfo[c].description}
                    </Text>
                  </Tabs.Panel>
                ))}
              </Tabs>
            </div>
            {group === 'fire' ? (
              <Select
                label={t('fields.fire_code')}
                value={String(form.values.fire_code ?? 'sp10')}
                data={stationFireCodes.map((c) => ({ value: c, label: stationFireCodeLabels[c].name }))}
                allowDeselect={false}
                readOnly={form.busy}
                description={
                  stationFireCodeLabels[(form.values.fire_code as 'sp10' | 'en12845') ?? 'sp10']?.description
                }
                onChange={(v) => v && form.set({ fire_code: v }, true)}
                error={form.errorOf('fire_code')}
                comboboxProps={{ withinPortal: true }}
                data-testid="choice-fire_code"
              />
            ) : null}
            {group === 'xbc' ? (
              <div>
                <Text size="sm" fw={500} mb={4} id="duty-source">
                  {t('building.source')}
                </Text>
                <SegmentedControl
                  aria-labelledby="duty-source"
                  value={form.building ? 'building' : 'direct'}
                  onChange={(v) => !form.busy && form.setBuilding(v === 'building')}
                  data={[
                    { value: 'direct', label: t('building.direct') },
                    { value: 'building', label: t('building.fromBuilding') },
                  ]}
                  fullWidth
                  data-testid="duty-source"
                />
              </div>
            ) : null}
            {form.building ? <BuildingFields form={form} /> : null}
            {form.building ? <BuildingSteps duty={form.buildingDuty} /> : null}
            <fieldset className={classes.section} data-testid="section-general">
              <legend>{t('general')}</legend>
              <Stack gap="sm">
                <div className={classes.grid2}>
                  <StationNumber
                    form={form}
                    name="consumption"
                    derived={form.building}
                    hint={form.building ? t('building.derived') : undefined}
                  />
                  <StationNumber
                    form={form}
                    name="pressure"
                    derived={form.building}
                    hint={form.building ? t('building.derived') : t('fields.pressureHint')}
                  />
                  <StationNumber form={form} name="affluent" hint={t('fields.affluentHint')} />
                  <StationNumber form={form} name="maximum_pressure" hint={t('fields.maximumHint')} />
                </div>
                <div className={classes.grid2}>
                  <Select
                    label={t('fields.brand')}
                    value={STATION_BRAND}
                    data={[STATION_BRAND]}
                    allowDeselect={false}
                    readOnly
                    data-testid="choice-brand"
                  />
                  <Select
                    label={t('fields.series')}
                    value={String(form.values.series ?? '')}
                    data={[...form.info.series]}
                    allowDeselect={false}
                    readOnly={form.busy || form.info.series.length === 1}
                    description={
                      form.info.series.length === 1
                        ? t('fields.seriesFixed', { name: form.info.name, series: form.info.series[0] })
                        : undefined
                    }
                    onChange={(v) => v && form.set({ series: v }, true)}
                    error={form.errorOf('series')}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="choice-series"
                  />
                  <Select
                    label={t('fields.current_pumps')}
                    value={String(form.values.current_pumps ?? 1)}
                    data={Array.from({ length: form.info.maxWorkingPumps }, (_, i) => String(i + 1))}
                    allowDeselect={false}
                    readOnly={form.busy}
                    onChange={(v) => v && form.set({ current_pumps: Number(v) }, true)}
                    error={form.errorOf('current_pumps')}
                    comboboxProps={{ withinPortal: true }}
                    data-testid="choice-current_pumps"
                  />
                  <Select
                    label={t('fields.additional_pumps')}
                    value="1"
                    data={['1']}
                    allowDeselect={false}
                    readOnly
                    error={form.errorOf('additional_pumps')}
                    data-testid="choice-additional_pumps"
                  />
                </div>
              </Stack>
            </fieldset>
            <fieldset className={classes.section} data-testid="section-profile">
              <legend>{t('profile.title')}</legend>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('profile.hint')}
                </Text>
                <div className={classes.grid2}>
                  {stationProfileFieldNames.map((name) => (
                    <ProfileNumber key={name} form={form} name={name} />
                  ))}
                </div>
              </Stack>
            </fieldset>
            <Text size="sm" c="dark.5">
              {t('required')}
            </Text>
            <div>
              <Button type="submit" size="md" loading={form.busy} data-testid="select">
                {t('select')}
              </Button>
            </div>
          </Stack>
        </Box>
        <div className={classes.results} ref={resultsRef}>
          <StationResults
            result={form.result}
            stale={form.stale}
            loading={form.resultLoading}
            linkError={form.resultError}
            failure={form.failure}
            signedIn={signedIn}
            viewing={form.viewing}
            onView={form.view}
          />
        </div>
      </div>
      <SelectionProgressModal
        phase={form.phase}
        errorMessage={form.errorMessage}
        refused={form.refused}
        onClose={form.closePopup}
        onRetry={form.retry}
        onViewResults={viewResults}
        showCabinetLink={signedIn}
        note={t('progressNote')}
      />
    </Stack>
  );
}

/** A general parameter: its range from the contracts, the unit in the field, the spec's message. */
function StationNumber({
  form,
  name,
  hint,
  derived = false,
}: {
  form: StationFormState;
  name: StationNumberField;
  hint?: string;
  /** Computed from the building: shown, not typed. */
  derived?: boolean;
}) {
  const { t } = useTranslation(STATIONS_NS);
  const f = stationFields[name];
  const value = form.values[name];
  return (
    <NumberField
      id={`station-${name}`}
      label={t(`fields.${name}`)}
      description={hint}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => form.set({ [name]: v }, false)}
      onBlur={() => form.leave(name)}
      min={f.min}
      max={f.max}
      decimals={3}
      tooltip={t('tooltip')}
      unit={f.unit}
      readOnly={form.busy || derived}
      required
      withAsterisk
      error={form.errorOf(name)}
      name={name}
      data-testid={`field-${name}`}
    />
  );
}

/** A load-profile field (decision 0042): empty takes the stated default, the pump form's ranges. */
function ProfileNumber({
  form,
  name,
}: {
  form: StationFormState;
  name: (typeof stationProfileFieldNames)[number];
}) {
  const { t } = useTranslation(STATIONS_NS);
  const range = name === 'price' ? pumpRanges.price : name === 'years' ? pumpRanges.years : pumpRanges.hours;
  const value = form.values[name];
  return (
    <NumberField
      id={`station-${name}`}
      label={t(`profile.${name}`)}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => form.set({ [name]: v }, false)}
      onBlur={() => form.leave(name)}
      min={range.min}
      max={range.max}
      decimals={name === 'price' ? 2 : 0}
      tooltip={t('tooltip')}
      unit={t(
        name === 'price' ? 'profile.rub' : name === 'years' ? 'profile.yearsUnit' : 'profile.hoursUnit',
      )}
      readOnly={form.busy}
      error={form.errorOf(name)}
      name={name}
      data-testid={`field-${name}`}
    />
  );
}
