// The results of a heat-exchanger selection (calculators §2 «Selection result panel», issue 14
// item 11): the balance, the solutions as a sortable table, cheapest first, with «Посмотреть»
// (issue 30 item 8), and a solution's view: the kit's single result (name copied with one click, «Скачать в PDF» for a
// signed-in user, «Отправить запрос») and the check figures grouped for an engineer.
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import {
  heatCheckGroups,
  heatFigure,
  heatSearchResult,
  heatSolutionRows,
  type HeatRow,
  type HeatSolution,
  type RequestStatus,
} from '@podbor/contracts';
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
import { hrefOf, loginLocation } from '../../../../lib/next-page';
import { formatCallError } from '../../../../lib/selection/format-error';
import { HEAT_NS } from '../i18n';
import classes from './heat-page.module.css';
import { HeatSolutionsTable } from './heat-solutions-table';

export interface HeatResultsProps {
  result: RequestStatus | null;
  /** The form was changed since (or is not valid): the result answers the previous data. */
  stale: boolean;
  /** The URL's result is being read (a reload, a shared link, Back). */
  linkLoading: boolean;
  /** The URL's result could not be read (deleted, foreign, failed). */
  linkError: unknown;
  /** The last selection's failure, or the calculator's refusal of the duty (shown as an answer). */
  failure: ShownFailure | null;
  /** A selection is running: the panel says so and offers to cancel it. */
  busy: boolean;
  onCancel: () => void;
  signedIn: boolean;
  /** The solution opened (from the URL) and how to open another or go back to the list (null). */
  viewing: string | null;
  onView: (solution: string | null) => void;
}

export function HeatResults(props: HeatResultsProps) {
  const { t } = useTranslation(HEAT_NS);
  const linkFailure = useLinkFailure();
  const { result, failure, busy, onCancel, linkLoading, linkError, stale } = props;

  if (busy || linkLoading)
    return (
      <Stack gap="sm" align="flex-start" role="status" data-testid="results-loading">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text>{t('result.loading')}</Text>
        </Group>
        {busy ? (
          <Button variant="subtle" px={0} onClick={onCancel}>
            {t('result.cancel')}
          </Button>
        ) : null}
      </Stack>
    );
  if (failure) return <SelectionResults errors={failure.message.split('\n')} refused={failure.refused} />;
  if (linkError) return <SelectionResults errors={[linkFailure(formatCallError(linkError))]} />;
  if (!result)
    return (
      <Text c="dimmed" data-testid="results-empty">
        {t('result.before')}
      </Text>
    );
  if (!stale) return <ResultBody {...props} result={result} />;
  return (
    <StaleResult>
      <ResultBody {...props} result={result} />
    </StaleResult>
  );
}

function ResultBody({ result, signedIn, viewing, onView }: HeatResultsProps & { result: RequestStatus }) {
  const { t } = useTranslation(HEAT_NS);
  const parsed = heatSearchResult.safeParse(result.response);
  if (!parsed.success || parsed.data.solutions.length === 0) return <SelectionResults />;
  const { balance, solutions, note, prices } = parsed.data;
  const shown = solutions.find((s) => s.solution === viewing);

  if (shown)
    return (
      <OpenedItem
        backLabel={t('result.all', { count: solutions.length })}
        onBack={() => onView(null)}
        note={note}
        testId="solution-view"
      >
        <SolutionView solution={shown} files={result.files} requestId={result.id} signedIn={signedIn} />
      </OpenedItem>
    );

  return (
    <Stack gap="md">
      <CatalogueNote note={note} />
      <div data-testid="balance">
        <Title order={2} fz="h4" mb={4}>
          {t('result.balance')}
        </Title>
        <Text size="sm">{t('result.duty', { value: heatFigure(balance.dutyKW, 4, 2) })}</Text>
        {(['hot', 'cold'] as const).map((k) => (
          <Text size="sm" key={k}>
            {t('result.side', {
              name: t(k === 'hot' ? 'common.hot' : 'common.cold'),
              tIn: heatFigure(balance[k].tIn, 4, 1),
              tOut: heatFigure(balance[k].tOut, 4, 1),
              flow: heatFigure(balance[k].massFlowKgS, 4),
            })}
          </Text>
        ))}
      </div>
      <HeatSolutionsTable solutions={solutions} prices={prices} onView={(s) => onView(s.solution)} />
    </Stack>
  );
}

function SolutionView({
  solution,
  files,
  requestId,
  signedIn,
}: {
  solution: HeatSolution;
  files: Record<string, string> | null;
  /** The selection, saved in a signed-in user's history: what «Отправить запрос» sends. */
  requestId: number;
  signedIn: boolean;
}) {
  const { t } = useTranslation(HEAT_NS);
  const path = files?.[solution.file];
  return (
    <Stack gap="md">
      <SelectionResults
        single={{
          name: `${t('result.solution')} ${solution.assortment.name}`,
          article: solution.solution,
          pdf: signedIn && path ? { path, name: solution.file } : null,
        }}
        kpRequestId={signedIn ? requestId : null}
      />
      {!signedIn ? <GuestPdfLine testId="guest-pdf" /> : null}
      <RowsTable rows={heatSolutionRows(solution)} />
      {heatCheckGroups(solution.check).map((g) => (
        <section key={g.title} data-testid="check-group">
          <Title order={3} fz="md" mb={4}>
            {g.title}
          </Title>
          <RowsTable rows={g.rows} />
        </section>
      ))}
    </Stack>
  );
}

/** «Скачать PDF можно после входа в личный кабинет. Войти» — where a guest would get a PDF. */
export function GuestPdfLine({ testId }: { testId: string }) {
  const { t } = useTranslation(HEAT_NS);
  const login = loginLocation(hrefOf(useLocation()));
  return (
    <Text size="sm" c="dark.5" data-testid={testId}>
      {t('result.guestPdf')}{' '}
      <Anchor component={Link} to={login.to} state={login.state} underline="always">
        {t('result.login')}
      </Anchor>
    </Text>
  );
}

function RowsTable({ rows }: { rows: readonly HeatRow[] }) {
  return (
    <Table className={classes.checkTable} striped withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td>{r.unit ? `${r.value} ${r.unit}` : r.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
