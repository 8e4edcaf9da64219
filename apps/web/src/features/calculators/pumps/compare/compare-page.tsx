// /aquastrong/compare?pumps=…&units&Q&H&H0[&pcnt&BoxType][&price&years&h100…h25] — 2–4 pumps side by
// side for one duty (decision 0032): H–Q curves overlaid with each working point, and a table of the
// working point, speed, P2, P1, efficiency, NPSHr, motor data and loading, the energy a year and the
// life-cycle cost over the series page's one load profile (decision 0042), shown and editable here.
// The URL is the whole state.
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { pumpCompareColors } from '@podbor/charts/pumps';
import {
  pumpForm,
  pumpLccLabels,
  kilowattHours,
  roubles,
  pumpProfileOf,
  pumpRanges,
  type PumpCompareRequest,
  type PumpForm,
  type PumpCompareResult,
  type PumpComparedPump,
} from '@podbor/contracts';
import { lazy, Suspense, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCurrentTitle } from '../../../../lib/breadcrumb-title';
import { useGrantRefusalRedirect } from '../../../../lib/calculator/calculator-api';
import { formatCallError } from '../../../../lib/selection/format-error';
import { UrlProblems } from '../../../../components/calculator/url-problems';
import { NumberField } from '../../../../components/ui/number-field';
import classes from '../components/pump-page.module.css';
import { flowUnit, formatFigure, headUnitText } from '../format';
import { formOptionsOf, pumpQuery } from '../pump-url';
import { usePumpComparison } from './api';
import { compareQuery, parseCompareUrl } from './compare-url';
import own from './compare.module.css';
import { CatalogFilterGate, type PumpCatalogFilter } from './catalog-filter-gate';
import { PUMP_COMPARE_NS } from './i18n';

const CompareChart = lazy(() => import('./compare-chart'));

export function PumpComparePage() {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  useGrantRefusalRedirect('Aquastrong');
  useCurrentTitle(t('compare.title'));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('compare.title')}
        </Title>
        <Text size="sm" c="dark.4" maw={860}>
          {t('compare.lead')}
        </Text>
      </div>
      <CatalogFilterGate errorTitle={t('compare.loadError')}>
        {(filter) => <Comparison filter={filter} />}
      </CatalogFilterGate>
    </Stack>
  );
}

function Comparison({ filter }: { filter: PumpCatalogFilter }) {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const options = useMemo(() => formOptionsOf({ ...filter, seriesId: 0 }), [filter]);
  const parsed = useMemo(() => parseCompareUrl(location.search, options), [location.search, options]);
  const comparison = usePumpComparison(parsed.request);
  const backHref = paths.calculators.pumpSearch.getHref(parsed.form ? pumpQuery(parsed.form) : undefined);

  const setForm = (form: PumpForm) => {
    if (parsed.request)
      void navigate(paths.calculators.pumpCompare.getHref(compareQuery(parsed.request.pumps, form)), {
        replace: true,
      });
  };

  return (
    <>
      <Button
        component={Link}
        to={backHref}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} />}
        className={own.back}
      >
        {t('compare.back')}
      </Button>
      <UrlProblems problems={parsed.errors} />
      {parsed.request ? (
        <>
          <Duty request={parsed.request} onForm={setForm} />
          {comparison.isFetching ? (
            <div className={classes.loading} role="status" data-testid="compare-loading">
              <Loader />
              <Text>{t('compare.loading')}</Text>
            </div>
          ) : comparison.isError ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={20} />}
              title={t('compare.error')}
              data-testid="compare-error"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} mb="sm">
                {formatCallError(comparison.error)}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void comparison.refetch()}>
                {t('compare.retry')}
              </Button>
            </Alert>
          ) : comparison.data ? (
            <CompareView result={comparison.data} request={parsed.request} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

const PROFILE_FIELDS = ['price', 'years', 'h100', 'h75', 'h50', 'h25'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

function Duty({ request, onForm }: { request: PumpCompareRequest; onForm: (form: PumpForm) => void }) {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  const { form } = request;
  const profile = pumpProfileOf(form);
  const [draft, setDraft] = useState<Record<ProfileField, number | null>>(profile);
  const [seen, setSeen] = useState(profile);
  if (PROFILE_FIELDS.some((k) => seen[k] !== profile[k])) {
    setSeen(profile);
    setDraft(profile);
  }
  // An emptied field is the default again (null means empty).
  const next = { ...form, ...Object.fromEntries(PROFILE_FIELDS.map((k) => [k, draft[k] ?? undefined])) };
  const parsed = pumpForm.safeParse(next);
  const changed = PROFILE_FIELDS.some((k) => draft[k] !== profile[k]);
  const apply = () => {
    if (parsed.success && changed) onForm(parsed.data);
  };
  const mode = [
    t('mode.pumps', { count: form.pcnt ?? 1 }),
    form.BoxType === 2 ? t('mode.fixed') : t('mode.control'),
  ].join(', ');
  const range = (name: ProfileField) =>
    name === 'price' ? pumpRanges.price : name === 'years' ? pumpRanges.years : pumpRanges.hours;
  const field = (name: ProfileField, label: string, unit: string, decimals: boolean) => (
    <NumberField
      key={name}
      label={label}
      value={draft[name]}
      onChange={(v) => setDraft((d) => ({ ...d, [name]: v }))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      min={range(name).min}
      max={range(name).max}
      decimals={decimals ? 2 : 0}
      unit={unit}
      w={150}
      data-testid={`compare-${name}`}
    />
  );
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="compare-duty">
        {t('compare.duty', {
          Q: formatFigure(form.Q),
          qUnit: flowUnit(form.units),
          H: formatFigure(form.H),
          H0: formatFigure(form.H0),
          hUnit: headUnitText(form.hunits),
          mode,
        })}
      </Text>
      <Text size="sm" fw={500}>
        {t('compare.profileTitle')}
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap" data-testid="compare-profile">
        {field('price', t('compare.fields.price'), t('compare.units.price'), true)}
        {field('years', t('compare.fields.years'), t('compare.units.years'), false)}
        {(['h100', 'h75', 'h50', 'h25'] as const).map((h) =>
          field(h, t(`compare.fields.${h}`), t('compare.units.hours'), false),
        )}
        <Button size="sm" onClick={apply} disabled={!parsed.success || !changed}>
          {t('compare.apply')}
        </Button>
      </Group>
      {parsed.success ? null : (
        <Text size="sm" c="red.8" role="alert">
          {t('compare.profileError')}
        </Text>
      )}
    </Stack>
  );
}

function CompareView({ result, request }: { result: PumpCompareResult; request: PumpCompareRequest }) {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  const { form } = request;
  const qUnit = flowUnit(form.units);
  const hUnit = headUnitText(form.hunits);
  const curves = useMemo(
    () => result.pumps.map((p) => ({ name: `${p.name} (${p.seriesName})`, curves: p.curves })),
    [result.pumps],
  );
  const dash = '—';
  const figure = (v: number | null | undefined, unit = '', digits?: number) =>
    v === null || v === undefined ? dash : `${formatFigure(v, digits)}${unit ? ` ${unit}` : ''}`;
  const wp = (p: PumpComparedPump) => p.workingPoint;
  const motor = (v: number | string | null, unit = '') =>
    v === null ? (
      <Text span size="sm" c="dimmed">
        {t('compare.noMotorData')}
      </Text>
    ) : typeof v === 'number' ? (
      figure(v, unit)
    ) : (
      v
    );
  const rows: Array<[string, (p: PumpComparedPump) => ReactNode]> = [
    [t('rows.series'), (p) => p.seriesName],
    [t('rows.seriesRank'), (p) => (p.seriesRank === null ? dash : String(p.seriesRank))],
    [
      t('rows.workingPoint'),
      (p) =>
        wp(p)
          ? `${figure(wp(p)!.Q, qUnit)} / ${figure(form.hunits === 'm' ? wp(p)!.H : wp(p)!.p, hUnit)}`
          : dash,
    ],
    [
      t('rows.speed'),
      (p) => (wp(p) ? `${figure(wp(p)!.speed, 'об/мин', 0)} (${figure(wp(p)!.speedPct, '%', 1)})` : dash),
    ],
    [t('rows.p2'), (p) => figure(p.why?.powerKw, 'кВт')],
    [t('rows.p1'), (p) => figure(p.why?.inputPowerKw, 'кВт')],
    [t('rows.eff'), (p) => figure(wp(p)?.eff, '%')],
    [t('rows.npshr'), (p) => figure(wp(p)?.NPSH, 'м')],
    [
      t('rows.motor'),
      (p) => `${figure(p.power, 'кВт')}${p.why ? `, ${figure(p.why.motorLoadingPct, '%', 1)}` : ''}`,
    ],
    [t('rows.motorClass'), (p) => motor(p.motor.efficiencyClass)],
    [t('rows.motorEff'), (p) => motor(p.motor.efficiency, '%')],
    [t('rows.current'), (p) => motor(p.motor.ratedCurrent, 'А')],
    [t('rows.cosPhi'), (p) => motor(p.motor.cosPhi)],
    [
      t('rows.tolerance'),
      (p) =>
        !p.why ? dash : p.applied.BoxType === 0 ? '—' : p.why.withinTolerance ? 'в допуске' : 'вне допуска',
    ],
    [t('rows.energy'), (p) => (p.energyKwhYear === null ? dash : kilowattHours(p.energyKwhYear))],
    [t('rows.purchase'), (p) => (p.why?.lcc ? roubles(p.why.lcc.purchaseKopecks) : dash)],
    [t('rows.energyCost'), (p) => (p.why?.lcc ? roubles(p.why.lcc.energyKopecks) : dash)],
    [
      t('rows.lcc'),
      (p) =>
        p.why?.lcc ? <strong data-testid="compare-lcc">{roubles(p.why.lcc.totalKopecks)}</strong> : dash,
    ],
  ];
  const estimated = result.pumps.some((p) => p.motorEfficiencySource === 'ie3');
  return (
    <Stack gap="md">
      <div className={classes.panel}>
        <Suspense
          fallback={
            <div className={classes.loading} role="status">
              <Loader size="sm" />
              <Text size="sm">{t('compare.chartLoading')}</Text>
            </div>
          }
        >
          <CompareChart pumps={curves} title={t('compare.chart')} />
        </Suspense>
      </div>
      {/* On a phone each figure's name takes a line across the pumps and their values share the
          line under it (compare.module.css): no sideways scrolling, the pumps still side by side. */}
      <div
        className={own.scroll}
        style={{ '--table-min': `${130 + 140 * result.pumps.length}px` } as CSSProperties}
      >
        <Table
          withTableBorder
          withColumnBorders
          striped
          verticalSpacing={6}
          className={own.compareTable}
          style={{ '--pumps': result.pumps.length } as CSSProperties}
          data-testid="compare-table"
          role="table"
        >
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th role="columnheader" className={own.corner}>
                <span className={own.srOnly}>{t('compare.figure')}</span>
              </Table.Th>
              {result.pumps.map((p, i) => (
                <Table.Th
                  key={p.id}
                  role="columnheader"
                  scope="col"
                  data-testid="compare-pump"
                  data-pump-id={p.id}
                >
                  <Group gap={4} wrap="nowrap" align="center">
                    <span
                      className={own.swatch}
                      style={{ background: pumpCompareColors[i % pumpCompareColors.length] }}
                      aria-hidden
                    />
                    <span>{p.name}</span>
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {result.pumps.some((p) => p.rejection) ? (
              <Table.Tr role="row">
                <Table.Th role="rowheader" className={`${own.rowHead} ${own.corner}`}>
                  <span className={own.srOnly}>{t('compare.suits')}</span>
                </Table.Th>
                {result.pumps.map((p) => (
                  <Table.Td key={p.id} role="cell">
                    {p.rejection ? (
                      <Text size="sm" c="red.8" data-testid="compare-rejection">
                        {t('compare.cannotServe', { reason: p.rejection.message })}
                      </Text>
                    ) : null}
                  </Table.Td>
                ))}
              </Table.Tr>
            ) : null}
            {rows.map(([label, cell]) => (
              <Table.Tr key={label} role="row">
                <Table.Th role="rowheader" scope="row" className={own.rowHead}>
                  {label}
                </Table.Th>
                {result.pumps.map((p) => (
                  <Table.Td key={p.id} role="cell" className={own.figure}>
                    {cell(p)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr role="row">
              <Table.Th role="rowheader" className={`${own.rowHead} ${own.corner}`}>
                <span className={own.srOnly}>{t('compare.open')}</span>
              </Table.Th>
              {result.pumps.map((p) => (
                <Table.Td key={p.id} role="cell">
                  <Button
                    component={Link}
                    to={paths.calculators.pump.getHref(
                      { seriesId: p.seriesId, pumpId: p.id },
                      pumpQuery(form),
                    )}
                    size="compact-xs"
                    variant="light"
                  >
                    {t('compare.open')}
                  </Button>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </div>
      <Text size="sm" c="dimmed" className={classes.note}>
        <IconInfoCircle size={16} stroke={1.6} aria-hidden />
        <span>{estimated ? t('compare.ie3Note') : t('compare.catalogueNote')}</span>
      </Text>
      <Text size="sm" c="dimmed" className={classes.note} data-testid="load-profile">
        <IconInfoCircle size={16} stroke={1.6} aria-hidden />
        <span>
          {pumpLccLabels.profile(
            [result.profile.h100, result.profile.h75, result.profile.h50, result.profile.h25]
              .map((h) => formatFigure(h, 0))
              .join(' / '),
            formatFigure(result.profile.price),
            result.profile.years,
          )}
          . {pumpLccLabels.proxy}
        </span>
      </Text>
      {result.illustrative && result.note ? (
        <Text size="sm" c="dimmed" className={classes.note}>
          <IconInfoCircle size={16} stroke={1.6} aria-hidden />
          <span>{result.note}</span>
        </Text>
      ) : null}
    </Stack>
  );
}
