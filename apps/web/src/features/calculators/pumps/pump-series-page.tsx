// The pump calculator's first page, /aquastrong (calculators §2): the series cards, each leading to
// its selection page, and the note when the catalogue's data is illustrative.
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPhoto } from '@tabler/icons-react';
import type { PumpSeriesItem } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useGrantRefusalRedirect } from '../../../lib/calculator/calculator-api';
import { usePumpSeriesList } from './api/get-pump-series-list';
import { SearchAllSeriesLink } from './compare/search-link';
import { IllustrativeNote } from './components/illustrative-note';
import { LoadError } from './components/load-error';
import classes from './components/pump-page.module.css';
import { PUMPS_NS } from './i18n';

/** /aquastrong — the pump series list. */
export function PumpSeriesPage() {
  const { t } = useTranslation(PUMPS_NS);
  useGrantRefusalRedirect('Aquastrong');
  const list = usePumpSeriesList();
  const note = list.data?.find((s) => s.illustrative)?.note;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} mb="xs">
          {t('series.title')}
        </Title>
        <Text c="dark.5" maw={760}>
          {t('series.lead')}
        </Text>
        <SearchAllSeriesLink />
      </div>
      {list.isPending ? (
        <div className={classes.seriesGrid} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={340} radius="md" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError error={list.error} title={t('series.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('series.empty')}</Text>
      ) : (
        <div className={classes.seriesGrid}>
          {list.data.map((s) => (
            <SeriesCard key={s.id} series={s} />
          ))}
        </div>
      )}
      {note ? <IllustrativeNote text={note} /> : null}
    </Stack>
  );
}

function SeriesCard({ series }: { series: PumpSeriesItem }) {
  const { t } = useTranslation(PUMPS_NS);
  return (
    <Link
      to={paths.calculators.pump.getHref({ seriesId: series.id })}
      className={classes.seriesCard}
      data-testid="series-card"
      data-series-id={series.id}
    >
      {series.image ? (
        // The drawing is served without the grant, so a plain <img> loads it.
        <img src={series.image} alt="" className={classes.seriesImage} loading="lazy" />
      ) : (
        <div className={classes.seriesImage} aria-hidden>
          <IconPhoto size={48} stroke={1.2} color="var(--mantine-color-gray-5)" />
        </div>
      )}
      <div className={classes.seriesBody}>
        <Title order={2} fz="h3">
          {series.name}
        </Title>
        <Text size="sm" c="dark.4">
          {series.description}
        </Text>
        <span className={classes.seriesAction}>
          {t('series.open')} <IconArrowRight size={16} stroke={1.8} aria-hidden />
        </span>
      </div>
    </Link>
  );
}
