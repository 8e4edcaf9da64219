// The offered units as a table the user sorts (issue 30 item 8): price, reserve, both pressure
// drops, channel and port velocities, frame dimensions and mass; the header buttons sort (aria-sort
// says how), the sort lives in the URL's hash. On a phone the rows become cards with a sort field.
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { heatDimensions, heatFigure, type HeatSearchResult, type HeatSolution } from '@podbor/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CALCULATOR_NS } from '../../../../components/calculator/calculator-i18n';
import { formatKopecks } from '../../../../components/ui/money';
import { HEAT_NS } from '../i18n';
import {
  hashOfSort,
  nextSort,
  sortFromHash,
  sortSolutions,
  SORT_KEYS,
  type SolutionSort,
  type SortKey,
} from '../solution-sort';
import classes from './heat-page.module.css';

export interface HeatSolutionsTableProps {
  solutions: readonly HeatSolution[];
  prices: HeatSearchResult['prices'];
  onView: (solution: HeatSolution) => void;
}

/** The sort in the URL's hash, replaced (not pushed) on every change. */
function useHashSort(): [SolutionSort, (s: SolutionSort) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const sort = useMemo(() => sortFromHash(hash), [hash]);
  const set = (s: SolutionSort) =>
    void navigate({ pathname, search, hash: hashOfSort(s) }, { replace: true });
  return [sort, set];
}

export function HeatSolutionsTable({ solutions, prices, onView }: HeatSolutionsTableProps) {
  const { t } = useTranslation(HEAT_NS);
  const { t: tc } = useTranslation(CALCULATOR_NS);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [sort, setSort] = useHashSort();
  const sorted = useMemo(() => sortSolutions(solutions, sort), [solutions, sort]);
  const captionId = useId();
  const label = (k: SortKey) => t(`result.table.columns.${k}`);

  const estimated = solutions.some((s) => s.cost?.lines.some((l) => l.source === 'sizeProxy'));
  const notes = [
    prices === null
      ? t('result.table.prices.none')
      : prices?.illustrative
        ? t('result.table.prices.illustrative')
        : prices
          ? t('result.table.prices.list', { source: prices.source })
          : null,
    estimated && prices !== null ? t('result.table.prices.estimated') : null,
    solutions.some((s) => s.frame) ? t('result.table.prices.frames') : null,
  ].filter((n): n is string => n !== null);

  const view = (s: HeatSolution) => (
    <Button
      size="xs"
      variant="light"
      onClick={() => onView(s)}
      aria-label={tc('results.viewItem', { name: s.solution })}
    >
      {tc('results.view')}
    </Button>
  );

  return (
    <section aria-labelledby={`${captionId}-title`}>
      <Title order={2} fz="h4" mb={4} id={`${captionId}-title`}>
        {t('result.table.title')}
      </Title>
      <Text size="sm" c="dark.5" mb="xs" id={captionId}>
        {t(phone ? 'result.table.captionPhone' : 'result.table.caption')}
      </Text>
      {phone ? (
        <Stack gap="sm">
          <Group gap="sm" grow>
            <NativeSelect
              label={t('result.table.sortBy')}
              value={sort.key}
              onChange={(e) => setSort({ key: e.currentTarget.value as SortKey, dir: sort.dir })}
              data={SORT_KEYS.map((k) => ({ value: k, label: label(k) }))}
              data-testid="solutions-sort"
            />
            <NativeSelect
              label={t('result.table.order')}
              value={sort.dir}
              onChange={(e) =>
                setSort({ key: sort.key, dir: e.currentTarget.value === 'desc' ? 'desc' : 'asc' })
              }
              data={[
                { value: 'asc', label: t('result.table.asc') },
                { value: 'desc', label: t('result.table.desc') },
              ]}
            />
          </Group>
          <ul className={classes.solutionCards} data-testid="result-models" aria-describedby={captionId}>
            {sorted.map((s) => (
              <li key={s.solution} className={classes.solutionCard}>
                <Text size="sm" fw={600}>
                  {s.solution}
                </Text>
                <Text size="xs" c="dark.5">
                  {passesText(t, s)}
                </Text>
                <dl className={classes.cardFigures}>
                  {SORT_KEYS.map((k) => (
                    <div key={k} data-sorted={k === sort.key || undefined}>
                      <dt>{label(k)}</dt>
                      <dd>{cellText(t, s, k)}</dd>
                    </div>
                  ))}
                </dl>
                <div>{view(s)}</div>
              </li>
            ))}
          </ul>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={880} type="native" data-testid="result-models">
          <Table
            className={classes.solutionsTable}
            striped
            highlightOnHover
            verticalSpacing={6}
            horizontalSpacing={5}
            fz="xs"
            aria-describedby={captionId}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" rowSpan={2}>
                  {t('result.table.solution')}
                </Table.Th>
                {HEADER.map((h) =>
                  'group' in h ? (
                    <Table.Th key={h.group} scope="colgroup" colSpan={2} className={classes.groupHeader}>
                      {t(`result.table.groups.${h.group}`)}
                    </Table.Th>
                  ) : (
                    <SortHeader key={h.key} column={h.key} rowSpan={2} sort={sort} onSort={setSort}>
                      {label(h.key)}
                    </SortHeader>
                  ),
                )}
              </Table.Tr>
              <Table.Tr>
                {HEADER.flatMap((h) =>
                  'group' in h
                    ? h.keys.map((k, i) => (
                        <SortHeader key={k} column={k} sort={sort} onSort={setSort} fullName={label(k)}>
                          {t(`result.table.sides.${i === 0 ? 'hot' : 'cold'}`)}
                        </SortHeader>
                      ))
                    : [],
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((s) => (
                <Table.Tr key={s.solution}>
                  <Table.Th scope="row" className={classes.solutionName}>
                    {/* The name opens the solution: a «Посмотреть» column would cost the table a column. */}
                    <UnstyledButton
                      className={classes.solutionLink}
                      onClick={() => onView(s)}
                      aria-label={tc('results.viewItem', { name: s.solution })}
                    >
                      {s.solution}
                    </UnstyledButton>
                    <Text size="xs" c="dark.5">
                      {passesText(t, s)}
                    </Text>
                  </Table.Th>
                  {SORT_KEYS.map((k) => (
                    <Table.Td key={k} className={classes.figure} data-sorted={k === sort.key || undefined}>
                      {cellText(t, s, k)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={2} mt="xs" data-testid="solutions-notes">
        {notes.map((n) => (
          <Text key={n} size="xs" c="dark.5">
            {n}
          </Text>
        ))}
      </Stack>
    </section>
  );
}

/** The header: single columns, and the two sides of a pressure drop and of a channel velocity. */
const HEADER: ReadonlyArray<{ key: SortKey } | { group: 'dp' | 'w'; keys: readonly [SortKey, SortKey] }> = [
  { key: 'price' },
  { key: 'reserve' },
  { group: 'dp', keys: ['dpHot', 'dpCold'] },
  { group: 'w', keys: ['wHot', 'wCold'] },
  { key: 'port' },
  { key: 'size' },
  { key: 'mass' },
];

/** A sortable column's header: a button (Enter or Space sorts), aria-sort on the cell. */
function SortHeader({
  column,
  sort,
  onSort,
  fullName,
  rowSpan,
  children,
}: {
  column: SortKey;
  sort: SolutionSort;
  onSort: (s: SolutionSort) => void;
  /** The column's whole name when the visible text is a side under a group («греющая»). */
  fullName?: string;
  rowSpan?: number;
  children: string;
}) {
  const active = column === sort.key;
  const Icon = !active ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      rowSpan={rowSpan}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.sortHeader}
    >
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(nextSort(sort, column))}
        data-testid={`sort-${column}`}
      >
        {fullName ? (
          <>
            <span aria-hidden>{children}</span>
            <VisuallyHidden>{fullName}</VisuallyHidden>
          </>
        ) : (
          <span>{children}</span>
        )}
        <Icon size={14} aria-hidden stroke={active ? 2.4 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

const passesText = (t: T, s: HeatSolution) =>
  t('result.table.passes', {
    hot: s.check.passesHot,
    cold: s.check.passesCold,
    area: heatFigure(s.check.areaM2, 3, 2),
  });

/** A cell as the user reads it: money through the app's formatter, figures through heatFigure. */
function cellText(t: T, s: HeatSolution, key: SortKey): string {
  const c = s.check;
  const none = t('result.table.noValue');
  switch (key) {
    case 'price': {
      if (!s.cost) return none;
      const money = formatKopecks(s.cost.kopecks);
      return s.cost.lines.some((l) => l.source === 'sizeProxy')
        ? t('result.table.estimate', { value: money })
        : money;
    }
    case 'reserve':
      return heatFigure(c.reservePct, 3, 1);
    case 'dpHot':
      return heatFigure(c.hot.dpChannelKPa + c.hot.dpPortsKPa, 3, 1);
    case 'dpCold':
      return heatFigure(c.cold.dpChannelKPa + c.cold.dpPortsKPa, 3, 1);
    case 'wHot':
      return heatFigure(c.hot.channelVelocityMS, 2, 2);
    case 'wCold':
      return heatFigure(c.cold.channelVelocityMS, 2, 2);
    case 'port':
      return heatFigure(Math.max(c.hot.portVelocityMS, c.cold.portVelocityMS), 2, 2);
    case 'size':
      return s.frame ? heatDimensions(s.frame) : none;
    case 'mass':
      return s.massKg !== undefined ? heatFigure(s.massKg, 4, 0) : none;
  }
}
