// /aquastrong/all — the search across all series (decision 0032): the pump form, and one list of
// every series' pumps for the duty ranked by the rule of decision 0030, with the series named, a
// link to the pump on its series page and «Сравнить» check boxes (2–4) leading to the comparison.
import { Alert, Anchor, Button, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconScale } from '@tabler/icons-react';
import { pumpCompareLimits, roubles, type PumpForm, type PumpSearchCandidate } from '@podbor/contracts';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useCurrentTitle } from '../../../../lib/breadcrumb-title';
import { useGrantRefusalRedirect } from '../../../../lib/calculator/calculator-api';
import { formatCallError } from '../../../../lib/selection/format-error';
import { PumpForm as DutyForm } from '../components/pump-form';
import { RankingNote } from '../components/pump-results';
import { UrlProblems } from '../../../../components/calculator/url-problems';
import classes from '../components/pump-page.module.css';
import { flowUnit, formatFigure, headUnitText } from '../format';
import { formOptionsOf, pumpQuery } from '../pump-url';
import { usePumpSearch } from './api';
import { compareQuery } from './compare-url';
import own from './compare.module.css';
import { CatalogFilterGate, type PumpCatalogFilter } from './catalog-filter-gate';
import { PUMP_COMPARE_NS } from './i18n';
import { useSearchPageState } from './use-search-page-state';

export function PumpSearchPage() {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  useGrantRefusalRedirect('Aquastrong');
  useCurrentTitle(t('search.title'));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('search.title')}
        </Title>
        <Text size="sm" c="dark.4" maw={860}>
          {t('search.lead')}
        </Text>
      </div>
      <Button
        component={Link}
        to={paths.calculators.aquastrong.getHref()}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} />}
        className={own.back}
      >
        {t('search.toSeries')}
      </Button>
      <CatalogFilterGate errorTitle={t('search.loadError')}>
        {(filter) => <SearchForm filter={filter} />}
      </CatalogFilterGate>
    </Stack>
  );
}

function SearchForm({ filter }: { filter: PumpCatalogFilter }) {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  const options = useMemo(() => formOptionsOf({ ...filter, seriesId: 0 }), [filter]);
  const state = useSearchPageState(options);
  const search = usePumpSearch(state.requested);
  // The pumps ticked «Сравнить» outlive a new search: they are catalogue pumps, whatever the duty.
  const chosen = useState<PumpSearchCandidate[]>([]);
  return (
    <>
      <UrlProblems problems={state.urlErrors} />
      <div className={classes.layout}>
        <div className={classes.formColumn}>
          <DutyForm
            draft={state.draft}
            options={options}
            fields={filter.fields}
            touched={state.touched}
            busy={search.isFetching}
            onChange={state.setDraft}
            onUnitsChange={state.setUnits}
            onHeadUnitsChange={state.setHeadUnits}
            flowSwitch={state.flowSwitch}
            headSwitch={state.headSwitch}
            onLeave={state.leave}
            onSubmit={state.submit}
          />
        </div>
        <div className={classes.resultColumn}>
          <div className={classes.panel} role="region" aria-label={t('table.caption')}>
            {state.requested === null ? (
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                <Text size="sm">{t('search.emptyHint')}</Text>
              </Alert>
            ) : search.isFetching ? (
              <div className={classes.loading} role="status" data-testid="search-loading">
                <Loader />
                <Text>{t('search.loading')}</Text>
              </div>
            ) : search.isError ? (
              <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('search.error')}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} mb="sm">
                  {formatCallError(search.error)}
                </Text>
                <Button size="xs" variant="light" color="red" onClick={() => void search.refetch()}>
                  {t('search.retry')}
                </Button>
              </Alert>
            ) : search.data ? (
              <SearchResults result={search.data} request={state.requested} chosen={chosen} />
            ) : null}
          </div>
        </div>
      </div>
      {filter.series.length > 0 && search.data?.illustrative && search.data.note ? (
        <Text size="sm" c="dimmed" className={classes.note}>
          <IconInfoCircle size={16} stroke={1.6} aria-hidden />
          <span>{search.data.note}</span>
        </Text>
      ) : null}
    </>
  );
}

function SearchResults({
  result,
  request,
  chosen: [chosen, setChosen],
}: {
  result: NonNullable<ReturnType<typeof usePumpSearch>['data']>;
  request: PumpForm;
  chosen: [PumpSearchCandidate[], (next: (list: PumpSearchCandidate[]) => PumpSearchCandidate[]) => void];
}) {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  const [refused, setRefused] = useState<string | null>(null);
  const qUnit = flowUnit(request.units);
  const hUnit = headUnitText(request.hunits);
  const head = (c: PumpSearchCandidate) => (request.hunits === 'm' ? c.delta.x_work.H : c.delta.x_work.p);
  const fixed = result.series.filter((s) => s.applied.BoxType === 2 && request.BoxType !== 2);
  /** The figure columns: heading (a phone's card prints it beside the value), value, numeric, test id. */
  const figures: Array<[string, (c: PumpSearchCandidate) => ReactNode, boolean, string?]> = [
    [
      t('table.point', { q: qUnit, h: hUnit }),
      (c) => `${formatFigure(c.delta.x_work.Q)} / ${formatFigure(head(c))}`,
      true,
    ],
    [
      t('table.speedLoading'),
      (c) => `${formatFigure(c.why.speedPct, 1)} / ${formatFigure(c.why.motorLoadingPct, 1)}`,
      true,
    ],
    [t('table.power'), (c) => `${formatFigure(c.why.powerKw)} / ${formatFigure(c.why.inputPowerKw)}`, true],
    [
      t('table.lcc'),
      (c) => <span className={own.nowrap}>{c.why.lcc ? roubles(c.why.lcc.totalKopecks) : '—'}</span>,
      true,
      'search-lcc',
    ],
    [t('table.tolerance'), (c) => <ToleranceBadge c={c} />, false],
  ];

  const toggle = (c: PumpSearchCandidate, on: boolean) => {
    if (!on) {
      setChosen((list) => list.filter((x) => x.id !== c.id));
      setRefused(null);
    } else if (chosen.length >= pumpCompareLimits.max) {
      setRefused(t('search.tooMany', { name: c.name }));
    } else {
      setChosen((list) => [...list, c]);
      setRefused(null);
    }
  };

  if (result.candidates.length === 0) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={20} />} data-testid="search-empty">
        {result.message}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" data-testid="search-count">
          {t('search.found', { count: result.candidates.length })}
        </Title>
        <Text size="sm" c="dark.4">
          {t('search.bySeries', {
            list: result.series
              .map((s) =>
                t('search.seriesCount', {
                  name: s.seriesName,
                  offered: s.candidates,
                  total: s.candidates + s.rejected,
                }),
              )
              .join(', '),
          })}
        </Text>
      </Group>
      {fixed.length > 0 ? (
        <Text size="sm" c="dark.4">
          {t('search.fixedNote', { list: fixed.map((s) => s.seriesName).join(', ') })}
        </Text>
      ) : null}
      <RankingNote
        profile={result.profile}
        fixedSpeed={result.candidates.some((c) => c.applied.BoxType === 2)}
      />
      <div className={own.compareBar} data-testid="compare-bar">
        <Text size="sm">
          {chosen.length === 0 ? t('search.selectedNone') : t('search.selected', { count: chosen.length })}
        </Text>
        <Group gap="xs">
          {chosen.length > 0 ? (
            <Button size="xs" variant="subtle" onClick={() => (setChosen(() => []), setRefused(null))}>
              {t('search.clear')}
            </Button>
          ) : null}
          {chosen.length >= pumpCompareLimits.min ? (
            <Button
              size="xs"
              component={Link}
              to={paths.calculators.pumpCompare.getHref(
                compareQuery(
                  chosen.map((c) => c.id),
                  request,
                ),
              )}
              leftSection={<IconScale size={16} />}
            >
              {t('search.compare')}
            </Button>
          ) : (
            <Button size="xs" disabled leftSection={<IconScale size={16} />} title={t('search.needTwo')}>
              {t('search.compare')}
            </Button>
          )}
        </Group>
      </div>
      {refused ? (
        <Alert
          color="orange"
          role="alert"
          data-testid="compare-limit"
          withCloseButton
          onClose={() => setRefused(null)}
        >
          {refused}
        </Alert>
      ) : null}
      {/* On a phone each row is a card: the check box and the model (a link to it) on top, then
          every figure on a line of its own beside its column's name (data-label); the roles keep
          it a table for a screen reader. */}
      <div className={own.scroll} style={{ '--table-min': '640px' } as CSSProperties}>
        <Table
          striped
          highlightOnHover
          verticalSpacing={6}
          horizontalSpacing={6}
          fz="sm"
          className={`${own.table} ${own.cards}`}
          data-testid="search-table"
          role="table"
        >
          <Table.Caption className={own.srOnly}>{t('table.caption')}</Table.Caption>
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th role="columnheader">{t('table.compare')}</Table.Th>
              <Table.Th role="columnheader">{t('table.model')}</Table.Th>
              {figures.map(([label, , num]) => (
                <Table.Th key={label} role="columnheader" className={num ? own.num : undefined}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {result.candidates.map((c) => (
              <Table.Tr
                key={c.id}
                role="row"
                data-testid="search-row"
                data-pump-id={c.id}
                data-series={c.seriesName}
              >
                <Table.Td role="cell" className={own.pick}>
                  {/* The visible «Сравнить» is for a phone's card, which has no column heading. */}
                  <Checkbox
                    label={t('table.compare')}
                    classNames={{ body: own.pickBody, label: own.pickLabel }}
                    aria-label={t('table.compareLabel', { name: c.name })}
                    checked={chosen.some((x) => x.id === c.id)}
                    onChange={(e) => toggle(c, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td role="cell" className={own.model}>
                  {/* The model opens on its series page: the name is the link, so the row needs no
                      column of «Открыть» buttons and fits a 1366 px page without scrolling. */}
                  <Text size="sm" fw={600} className={own.nowrap}>
                    {c.rank}.{' '}
                    <Anchor
                      component={Link}
                      to={paths.calculators.pump.getHref(
                        { seriesId: c.seriesId, pumpId: c.id },
                        pumpQuery(request),
                      )}
                      inherit
                      aria-label={t('table.openLabel', { name: c.name, series: c.seriesName })}
                      title={t('table.openLabel', { name: c.name, series: c.seriesName })}
                    >
                      {c.name}
                    </Anchor>
                  </Text>
                  <Text size="xs" c="dark.3" className={own.nowrap}>
                    {t('table.seriesLine', { series: c.seriesName, rank: c.seriesRank })}
                  </Text>
                </Table.Td>
                {figures.map(([label, cell, num, testId]) => (
                  <Table.Td
                    key={label}
                    role="cell"
                    data-label={label}
                    data-testid={testId}
                    className={`${own.figureCell} ${num ? own.num : ''}`}
                  >
                    {cell(c)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

function ToleranceBadge({ c }: { c: PumpSearchCandidate }) {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  const [text, color] =
    c.applied.BoxType === 0
      ? [t('table.control'), 'blue.8']
      : !c.why.withinTolerance
        ? [t('table.outTolerance'), 'orange.9']
        : [c.why.shortOfDuty ? t('table.short') : t('table.inTolerance'), 'green.8'];
  return (
    <Text size="xs" fw={600} c={color}>
      {text}
    </Text>
  );
}
