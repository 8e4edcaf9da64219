// The way from /aquastrong to the search across all series (decision 0032): one button under the
// series page's lead, so the series page itself stays as it is.
import { Button } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { PUMP_COMPARE_NS } from './i18n';

export function SearchAllSeriesLink() {
  const { t } = useTranslation(PUMP_COMPARE_NS);
  return (
    <Button
      component={Link}
      to={paths.calculators.pumpSearch.getHref()}
      variant="light"
      leftSection={<IconListSearch size={18} />}
      title={t('entry.searchHint')}
      mt="sm"
      data-testid="search-all-series"
    >
      {t('entry.search')}
    </Button>
  );
}
