// The results of a station selection (calculators §2 «Selection result panel», §7 result entries):
// the kit's «Результаты подбора» list of {modelName} with «Посмотреть», and a set's view: the kit's
// single result (article copied with one click, «Скачать в PDF», «Отправить запрос» — honestly not
// available yet), its H–Q chart with the duty point, the pumps at the duty, the figures and the
// checks it passed with their figures. The datasheet and chart are made on demand for a signed-in
// user (decision 0029, "Documents on demand"); a guest is told to sign in.
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileDescription } from '@tabler/icons-react';
import { formatFigure } from '@podbor/charts/stations';
import {
  stationCheckLabels,
  stationCheckUnitText,
  stationLccLabels,
  kilowattHours,
  roubles,
  pumpComposition,
  stationFireCodeLabels,
  stationRuleLabels,
  stationResultEntries,
  stationSelectionResult,
  type RequestStatus,
  type StationCheck,
  type StationForm,
  type StationSet,
} from '@podbor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  CatalogueNote,
  OpenedItem,
  StaleResult,
  useLinkFailure,
} from '../../../../components/calculator/result-item-view';
import { SelectionResults } from '../../../../components/calculator/selection-results';
import type { ShownFailure } from '../../../../lib/selection/use-selection-request';
import { downloadFile } from '../../../../lib/file-download';
import { hrefOf, loginLocation } from '../../../../lib/next-page';
import { formatCallError } from '../../../../lib/selection/format-error';
import { useSelectionRequest } from '../../../../lib/selection/use-selection-request';
import { requestStationFiles } from '../api/request-station-files';
import { STATIONS_NS } from '../i18n';
import { StationChart } from './station-chart';
import { FigureTable } from './figure-table';
import classes from './station-page.module.css';

const fig = (v: number, digits?: number) => formatFigure(v, digits);

export interface StationResultsProps {
  result: { status: RequestStatus; form: StationForm } | null;
  /** The form was changed since (or is not valid): the result answers the previous data. */
  stale: boolean;
  /** The URL's result is being read (a reload, a shared link, Back). */
  loading: boolean;
  /** The URL's result could not be read (deleted, foreign, failed). */
  linkError: unknown;
  /** The last selection's failure, or the calculator's refusal of the duty (shown as an answer). */
  failure: ShownFailure | null;
  signedIn: boolean;
  /** The set opened (its model id, from the URL) and how to open another or go back (null). */
  viewing: string | null;
  onView: (modelId: string | null) => void;
}

export function StationResults(props: StationResultsProps) {
  const { t } = useTranslation(STATIONS_NS);
  const linkFailure = useLinkFailure();
  const { result, failure, loading, linkError } = props;
  if (failure) return <SelectionResults errors={failure.message.split('\n')} refused={failure.refused} />;
  if (loading)
    return (
      <Group gap="xs" data-testid="results-loading">
        <Loader size="sm" />
        <Text c="dimmed">{t('result.loading')}</Text>
      </Group>
    );
  if (linkError) return <SelectionResults errors={[linkFailure(formatCallError(linkError))]} />;
  if (!result)
    return (
      <Text c="dimmed" data-testid="results-empty">
        {t('result.before')}
      </Text>
    );
  if (!props.stale) return <ResultBody {...props} result={result} />;
  return (
    <StaleResult>
      <ResultBody {...props} result={result} />
    </StaleResult>
  );
}

function ResultBody({
  result,
  signedIn,
  viewing,
  onView,
}: StationResultsProps & { result: NonNullable<StationResultsProps['result']> }) {
  const { t } = useTranslation(STATIONS_NS);
  const parsed = stationSelectionResult.safeParse(result.status.response);
  if (!parsed.success || parsed.data.sets.length === 0) return <SelectionResults />;
  const { sets, note, offered } = parsed.data;
  const entries = stationResultEntries(parsed.data, result.status.files);
  // The URL names the set opened by its model id (as a set's files request does).
  const shown = sets.find((s) => String(s.modelId) === viewing);

  if (shown)
    return (
      <OpenedItem
        backLabel={t('result.all', { count: sets.length })}
        onBack={() => onView(null)}
        note={note}
        testId="set-view"
      >
        <SetView key={shown.modelName} set={shown} form={result.form} signedIn={signedIn} />
      </OpenedItem>
    );

  return (
    <Stack gap="md">
      <CatalogueNote note={note} />
      <SelectionResults
        models={entries.map((e) => ({
          key: e.modelName,
          name: t('result.item', {
            name: e.modelName,
            lcc: roubles(e.set.lcc.totalKopecks),
            years: e.set.lcc.years,
            power: fig(e.set.power),
          }),
        }))}
        onView={(m) => onView(String(entries.find((e) => e.modelName === m.key)!.set.modelId))}
      />
      <Text size="sm" c="dark.5" data-testid="offered">
        {t('result.offered', { shown: sets.length, offered })}
      </Text>
    </Stack>
  );
}

/** A check's figure and limit: «44,8 м ≤ 102 м». */
const checkFigures = (c: StationCheck) => {
  const unit = stationCheckUnitText[c.unit];
  return `${fig(c.actual)} ${unit} ${c.bound === 'min' ? '≥' : '≤'} ${fig(c.limit)} ${unit}`;
};

function SetView({ set, form, signedIn }: { set: StationSet; form: StationForm; signedIn: boolean }) {
  const { t } = useTranslation(STATIONS_NS);
  const files = useSelectionRequest();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const made = files.phase === 'success' ? (files.result?.files ?? null) : null;
  const [entry] = made
    ? stationResultEntries({ sets: [set], building: null, offered: 1, illustrative: true, note: null }, made)
    : [];
  const pdfPath = entry?.fileUrl ?? null;
  const chartPath = made?.[set.files.chart] ?? null;
  const login = loginLocation(hrefOf(useLocation()));

  const download = async (path: string, name: string) => {
    setDownloadError(null);
    try {
      await downloadFile(path, name);
    } catch (e) {
      setDownloadError(`${t('result.downloadFailed')}: ${formatCallError(e)}`);
    }
  };

  const rows: Array<[string, string]> = [
    [t('rows.pump'), `${set.pumpModel}, ${fig(set.motorPower)} кВт`],
    [
      t('rows.composition'),
      t('result.composition', {
        composition: pumpComposition(set.pumps.working, set.pumps.standby),
        total: set.pumps.total,
      }),
    ],
    [t('rows.control'), t(`result.control.${set.control}`)],
    [t('rows.dutyFlow'), `${fig(set.duty.flow)} м³/ч`],
    [t('rows.dutyHead'), `${fig(set.duty.head)} м`],
    [t('rows.headAtDuty'), `${fig(set.headAtDuty)} м`],
    [t('rows.outlet'), `${fig(set.outletPressure)} бар`],
    [
      t('rows.losses', { dn: set.internalLoss.dn }),
      `${fig(set.internalLoss.head)} м при ${fig(set.internalLoss.velocity)} м/с`,
    ],
    [t('rows.power'), `${fig(set.power)} кВт`],
    [t('rows.energy'), `${fig(set.specificEnergy, 3)} кВт·ч/м³`],
    [t('rows.efficiency'), `${fig(set.setEfficiency, 1)} %`],
    [t('rows.shutoff'), `${fig(set.shutoff.outletPressure)} бар ≤ ${fig(set.shutoff.limit)} бар`],
  ];
  if (set.fire) {
    rows.splice(3, 0, [t('rows.fireCode'), stationFireCodeLabels[set.fire.code].name]);
    rows.push([
      t('rows.nominal'),
      t('result.nominalValue', {
        flow: fig(set.fire.nominalFlow),
        share: fig(set.fire.pumpSharePct, 0),
        head: fig(set.fire.nominalHead),
      }),
    ]);
  }

  return (
    <Stack gap="md">
      <SelectionResults
        single={{
          name: `${t('result.set')} ${set.modelName}`,
          article: set.article,
          pdf: signedIn && pdfPath ? { path: pdfPath, name: set.files.datasheet } : null,
        }}
        // The set's documents request is the saved calculation a КП request carries.
        kpRequestId={files.phase === 'success' ? (files.result?.id ?? null) : null}
      />
      <section aria-labelledby="station-files" data-testid="station-files">
        <Title id="station-files" order={3} fz="md" mb="xs">
          {t('result.files')}
        </Title>
        {!signedIn ? (
          <Text size="sm" c="dark.5" data-testid="files-guest">
            {t('result.guest')}{' '}
            <Anchor component={Link} to={login.to} state={login.state} underline="always">
              {t('result.login')}
            </Anchor>
          </Text>
        ) : files.phase === 'loading' ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm" aria-live="polite">
              {t('result.making')}
            </Text>
          </Group>
        ) : made ? (
          <Group gap="sm" data-testid="file-list">
            {pdfPath ? (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconFileDescription size={16} />}
                onClick={() => void download(pdfPath, set.files.datasheet)}
                data-file={set.files.datasheet}
              >
                {set.files.datasheet}
              </Button>
            ) : null}
            {chartPath ? (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconDownload size={16} />}
                onClick={() => void download(chartPath, set.files.chart)}
                data-file={set.files.chart}
              >
                {t('result.chartFile')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dark.5">
              {t('result.filesHint')}
            </Text>
            <Button
              size="sm"
              leftSection={<IconFileDescription size={16} />}
              onClick={() => void files.run((signal) => requestStationFiles(set.modelId, form, signal))}
              data-testid="make-files"
            >
              {t('result.makeFiles')}
            </Button>
          </Stack>
        )}
        {files.phase === 'error' && files.error ? (
          <Alert color="red" variant="light" mt="xs" data-testid="files-error">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {files.error.message}
            </Text>
          </Alert>
        ) : null}
        {downloadError ? (
          <Alert color="red" variant="light" mt="xs">
            <Text size="sm">{downloadError}</Text>
          </Alert>
        ) : null}
      </section>
      <section aria-labelledby="station-chart">
        <Title id="station-chart" order={3} fz="md" mb="xs">
          {t('result.chart')}
        </Title>
        <StationChart set={set} title={`${set.modelName}: ${t('result.chart')}`} />
        <Text size="sm" c="dark.5" data-testid="duty-point">
          {t('result.duty')}: Q = {fig(set.duty.flow)} м³/ч, H = {fig(set.duty.head)} м
        </Text>
      </section>
      <section aria-labelledby="station-figures">
        <Title id="station-figures" order={3} fz="md" mb="xs">
          {t('result.figures')}
        </Title>
        <FigureTable rows={rows} />
      </section>
      <section aria-labelledby="station-points">
        <Title id="station-points" order={3} fz="md" mb="xs">
          {t('result.pumpsAtDuty')}
        </Title>
        {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
        <div className={classes.scroll} tabIndex={0} role="region" aria-labelledby="station-points">
          <Table className={classes.table} withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rows.mode')}</Table.Th>
                <Table.Th>{t('rows.count')}</Table.Th>
                <Table.Th>{t('rows.flow')}</Table.Th>
                <Table.Th>{t('rows.head')}</Table.Th>
                <Table.Th>{t('rows.speed')}</Table.Th>
                <Table.Th>{t('rows.eff')}</Table.Th>
                <Table.Th>{t('rows.p2')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {set.points.map((p) => (
                <Table.Tr key={p.role}>
                  <Table.Td>{t(`result.${p.role}`)}</Table.Td>
                  <Table.Td>{p.count}</Table.Td>
                  <Table.Td>{fig(p.flow)} м³/ч</Table.Td>
                  <Table.Td>{fig(p.head)} м</Table.Td>
                  <Table.Td>{fig(p.speedPct, 1)} %</Table.Td>
                  <Table.Td>{fig(p.efficiency, 1)} %</Table.Td>
                  <Table.Td>{fig(p.power)} кВт</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </section>
      <LccSection set={set} />
      <section aria-labelledby="station-checks" data-testid="checks">
        <Title id="station-checks" order={3} fz="md" mb="xs">
          {t('result.checks')}
        </Title>
        <Text size="sm" c="dark.5" mb="xs">
          {t('result.checksNote')}
        </Text>
        <Table className={classes.table} striped withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rows.check')}</Table.Th>
              <Table.Th>{t('rows.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {set.checks
              .filter((c) => c.passed)
              .map((c) => (
                <Table.Tr key={c.code} data-check={c.code} data-rule={c.rule}>
                  <Table.Td>
                    ✓ {stationCheckLabels[c.code]}
                    <Text size="xs" c="dark.4" title={stationRuleLabels[c.rule].full}>
                      {t(`result.scope.${c.scope}`)} · {stationRuleLabels[c.rule].short}
                    </Text>
                  </Table.Td>
                  <Table.Td>{checkFigures(c)}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <Title order={4} fz="sm" mt="sm" mb={4}>
          {t('result.sources')}
        </Title>
        <ul className={classes.sources} data-testid="check-sources">
          {[...new Set(set.checks.map((c) => c.rule))].map((r) => (
            <li key={r}>
              <Text size="xs" c="dark.5">
                {stationRuleLabels[r].full}
              </Text>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

/** The set's life-cycle cost: what it buys, what its pumps draw over the load profile, the total. */
function LccSection({ set }: { set: StationSet }) {
  const L = stationLccLabels;
  const { lcc } = set;
  const rows: Array<[string, string]> = [
    ...lcc.purchase.map(
      (l) =>
        [
          `${L.line[l.role]}: ${l.count} × ${roubles(l.unitKopecks)} (${L.source[l.source]})`,
          roubles(l.kopecks),
        ] as [string, string],
    ),
    [L.purchase, roubles(lcc.purchaseKopecks)],
    ...lcc.rows.map(
      (r) => [L.row(r.sharePct, r.hours, r.running), `${fig(r.inputW / 1000)} кВт`] as [string, string],
    ),
    [L.energyYear, `${kilowattHours(lcc.kwhPerYear)}, ${roubles(lcc.energyKopecksPerYear)}`],
    [L.energy(lcc.years), roubles(lcc.energyKopecks)],
    [L.total, roubles(lcc.totalKopecks)],
  ];
  return (
    <section aria-labelledby="station-lcc" data-testid="lcc">
      <Title id="station-lcc" order={3} fz="md" mb="xs">
        {L.title}
      </Title>
      <Text size="sm" c="dark.5" mb="xs">
        {set.group === 'fire' ? L.fire : L.order}
      </Text>
      <FigureTable rows={rows} />
      <Text size="xs" c="dark.5" mt={4}>
        {L.profile(lcc.years, fig(lcc.tariffRubPerKwh), lcc.rows.map((r) => fig(r.hours)).join(' / '))}.{' '}
        {L.proxy}
      </Text>
    </section>
  );
}
