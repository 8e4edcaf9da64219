// The pump calculator's selection page, /aquastrong/:seriesId/:pumpId? (calculators §2): the
// series' form beside the result, with a tab per opened pump and the model range when none is open.
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import {
  pumpUrlMessages,
  type PumpForm as PumpRequest,
  type PumpSeriesData,
  type PumpSeriesFilter,
} from '@podbor/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PARAMS_TAB, ResultTabs, type ResultTab } from '../../../components/calculator/result-tabs';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCurrentTitle } from '../../../lib/breadcrumb-title';
import { useGrantRefusalRedirect } from '../../../lib/calculator/calculator-api';
import { formatCallError } from '../../../lib/selection/format-error';
import { usePumpFilter } from './api/get-pump-filter';
import { usePumpSeries } from './api/get-pump-series';
import { usePumpSelection } from './api/select-pumps';
import { PumpDetailsView } from './components/pump-details';
import { PumpForm } from './components/pump-form';
import { PumpModelRange } from './components/pump-model-range';
import { PumpResults } from './components/pump-results';
import { IllustrativeNote } from './components/illustrative-note';
import { LoadError } from './components/load-error';
import classes from './components/pump-page.module.css';
import { usePumpPageState } from './hooks/use-pump-page-state';
import { PUMPS_NS } from './i18n';
import { formOptionsOf } from './pump-url';

/** A phone's width (the layout's mobile breakpoint, portal §9). */
const PHONE_QUERY = '(max-width: 47.99em)';

/** /aquastrong/:seriesId/:pumpId? — selection by parameters and the opened pumps. */
export function PumpPage() {
  const { t } = useTranslation(PUMPS_NS);
  useGrantRefusalRedirect('Aquastrong');
  const params = useParams();
  const seriesId = /^\d+$/.test(params.seriesId ?? '') ? Number(params.seriesId) : null;
  const series = usePumpSeries(seriesId);
  const filter = usePumpFilter(seriesId);

  if (seriesId === null) {
    return (
      <NotFound
        title={t('url.title')}
        text={pumpUrlMessages.notNonNegativeInteger('seriesId', params.seriesId ?? '')}
      />
    );
  }
  const error = series.error ?? filter.error;
  if (error) {
    if (isApiError(error) && error.statusCode === 404)
      return <NotFound title={t('series.notFound')} text={t('series.notFoundText')} />;
    return (
      <LoadError
        error={error}
        title={t('series.loadOneError')}
        onRetry={() => {
          if (series.isError) void series.refetch();
          if (filter.isError) void filter.refetch();
        }}
      />
    );
  }
  if (!series.data || !filter.data) {
    return (
      <div className={classes.loading} role="status">
        <Loader />
        <Text>{t('series.loadingOne')}</Text>
      </div>
    );
  }
  return <PumpSelection key={seriesId} series={series.data} filter={filter.data} />;
}

function PumpSelection({ series, filter }: { series: PumpSeriesData; filter: PumpSeriesFilter }) {
  const { t } = useTranslation(PUMPS_NS);
  const options = useMemo(() => formOptionsOf(filter), [filter]);
  const urlSeries = useMemo(
    () => ({ name: series.name, modelIds: new Set(series.models.map((m) => m.id)) }),
    [series.name, series.models],
  );
  const state = usePumpPageState(series.id, options, urlSeries);
  const selection = usePumpSelection(series.id, state.requested);
  const busy = selection.isFetching;
  const names = useMemo(() => new Map(series.models.map((m) => [m.id, m.name])), [series.models]);
  const nameOf = (id: number) => names.get(id) ?? t('tabs.pump', { id });
  const active = state.activePump;

  useCurrentTitle(active !== null ? nameOf(active) : series.name);

  // On an error the page stays on selection by parameters (calculators §4).
  const { showParams } = state;
  const failedAt = selection.isError ? selection.errorUpdatedAt : 0;
  const handledFailure = useRef(0);
  useEffect(() => {
    if (!failedAt || failedAt === handledFailure.current) return;
    handledFailure.current = failedAt;
    showParams();
  }, [failedAt, showParams]);

  // Closing the last pump tab removes the tab strip; focus then goes to the panel, not the page top.
  const showTabs = state.openPumps.length > 0 || active !== null;
  const panelRef = useRef<HTMLDivElement>(null);
  const hadTabs = useRef(showTabs);
  useEffect(() => {
    if (hadTabs.current && !showTabs && document.activeElement === document.body) panelRef.current?.focus();
    hadTabs.current = showTabs;
  }, [showTabs]);

  // On a phone the result is below the form: once the result of a new request (typed in the form,
  // not the one the page opened with) arrives, it is scrolled into view, smoothly and only once.
  // Focus stays where it was.
  const resultRef = useRef<HTMLDivElement>(null);
  const requestKey = state.requested ? JSON.stringify(state.requested) : null;
  const scrolledFor = useRef(requestKey);
  const resultReady = selection.data !== undefined && !selection.isFetching && active === null;
  useEffect(() => {
    if (!resultReady || requestKey === null || requestKey === scrolledFor.current) return;
    scrolledFor.current = requestKey;
    const el = resultRef.current;
    if (!el || !window.matchMedia?.(PHONE_QUERY).matches) return;
    const top = el.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight / 2) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [resultReady, requestKey]);

  const tabs: ResultTab[] = [
    { key: PARAMS_TAB, label: t('tabs.params') },
    ...state.openPumps.map((id) => ({ key: String(id), label: nameOf(id), closable: true })),
  ];
  const activeKey = active === null ? PARAMS_TAB : String(active);

  const paramsPanel = (
    <ParamsPanel
      series={series}
      selection={selection}
      units={state.requested?.units ?? state.draft.units}
      hasRequest={state.requested !== null}
      request={state.requested}
      onOpen={state.openPump}
    />
  );
  const panel =
    active === null ? (
      paramsPanel
    ) : (
      <PumpDetailsView
        key={active}
        series={series}
        pumpId={active}
        request={state.requested}
        draft={state.draft}
      />
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('page.title', { name: series.name })}
        </Title>
        <Text size="sm" c="dark.4" maw={860} lineClamp={2}>
          {series.description}
        </Text>
      </div>
      {state.urlErrors.length > 0 ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={20} />}
          title={t('url.title')}
          data-testid="url-errors"
        >
          <ul className={classes.urlErrors}>
            {state.urlErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <Text size="sm" mt={6}>
            {state.requested ? t('url.textSelected') : t('url.text')}
          </Text>
        </Alert>
      ) : null}
      <div className={classes.layout}>
        <div className={classes.formColumn}>
          <PumpForm
            draft={state.draft}
            options={options}
            fields={filter.fields}
            touched={state.touched}
            busy={busy}
            onChange={state.setDraft}
            onUnitsChange={state.setUnits}
            onHeadUnitsChange={state.setHeadUnits}
            flowSwitch={state.flowSwitch}
            headSwitch={state.headSwitch}
            onLeave={state.leave}
            onSubmit={state.submit}
          />
        </div>
        <div ref={resultRef} className={classes.resultColumn}>
          {!showTabs ? (
            // Tabs appear once a pump is picked (calculators §2).
            <div
              ref={panelRef}
              role="region"
              className={classes.panel}
              tabIndex={-1}
              aria-label={t('tabs.params')}
            >
              {paramsPanel}
            </div>
          ) : (
            <ResultTabs
              idPrefix="pump"
              tabs={tabs}
              active={activeKey}
              onSelect={(key) => (key === PARAMS_TAB ? state.showParams() : state.openPump(Number(key)))}
              onClose={(key) => state.closePump(Number(key))}
            >
              {panel}
            </ResultTabs>
          )}
        </div>
      </div>
      {series.illustrative && series.note ? <IllustrativeNote text={series.note} /> : null}
    </Stack>
  );
}

function ParamsPanel({
  series,
  selection,
  units,
  hasRequest,
  request,
  onOpen,
}: {
  series: PumpSeriesData;
  selection: ReturnType<typeof usePumpSelection>;
  units: 'm' | 'l';
  hasRequest: boolean;
  request: PumpRequest | null;
  onOpen: (pumpId: number) => void;
}) {
  const { t } = useTranslation(PUMPS_NS);
  if (!hasRequest) {
    return (
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('result.emptyHint')}</Text>
        </Alert>
        <PumpModelRange models={series.models} units={units} onOpen={onOpen} />
      </Stack>
    );
  }
  if (selection.isFetching) {
    return (
      <div className={classes.loading} role="status" data-testid="selection-loading">
        <Loader />
        <Text>{t('result.loading')}</Text>
      </div>
    );
  }
  if (selection.isError) {
    // The result is null (calculators §4); the message follows §8.
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={20} />}
        title={t('errors.selection')}
        data-testid="selection-error"
      >
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} mb="sm">
          {formatCallError(selection.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void selection.refetch()}>
          {t('result.retry')}
        </Button>
      </Alert>
    );
  }
  if (!selection.data) return null;
  return <PumpResults result={selection.data} units={units} onOpen={onOpen} request={request} />;
}

function NotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(PUMPS_NS);
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text>{text}</Text>
      <Button component={Link} to={paths.calculators.aquastrong.getHref()} variant="light">
        {t('series.toList')}
      </Button>
    </Stack>
  );
}
