// Why a pump fits a duty, in the figures a design engineer checks: head and flow deviation from the
// duty, the share of best-efficiency flow, the preferred region and the ISO 9906 grade 2B tolerance.
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { PumpFitReason } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatSigned } from '../format';
import { PUMPS_NS } from '../i18n';
import classes from './pump-page.module.css';

export function FitReason({ why }: { why: PumpFitReason }) {
  const { t } = useTranslation(PUMPS_NS);
  const exact = why.headDeviationPct === 0 && why.flowDeviationPct === 0;
  return (
    <div className={classes.why} data-testid="fit-reason">
      <Text span size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('result.why')}
      </Text>
      <Text span size="sm">
        {exact
          ? t('result.exact')
          : t('result.deviation', {
              head: formatSigned(why.headDeviationPct),
              flow: formatSigned(why.flowDeviationPct),
            })}
        {' · '}
        {t('result.bep', { value: formatFigure(why.bepFlowPct, 0) })}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={why.inPreferredRegion ? 'green' : 'yellow'}>
          {why.inPreferredRegion ? t('result.preferred') : t('result.notPreferred')}
        </Badge>
        <Tooltip
          label={why.withinTolerance ? t('result.isoHint') : t('result.notIsoHint')}
          multiline
          maw={320}
        >
          <Badge size="sm" variant="light" color={why.withinTolerance ? 'green' : 'yellow'} tabIndex={0}>
            {why.withinTolerance ? t('result.iso') : t('result.notIso')}
          </Badge>
        </Tooltip>
      </Group>
    </div>
  );
}
