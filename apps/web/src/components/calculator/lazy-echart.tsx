// The kit's chart loaded on demand: ECharts (about 150 KB) comes with the first chart shown, with
// «Строим графики…» meanwhile. A page whose chart code is already lazy may import ./echart directly.
import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_NS } from './calculator-i18n';
import type { EChartProps } from './echart';

const EChart = lazy(() => import('./echart'));

export function LazyEChart(props: EChartProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  return (
    <Suspense
      fallback={
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('chart.loading')}</Text>
        </Group>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
