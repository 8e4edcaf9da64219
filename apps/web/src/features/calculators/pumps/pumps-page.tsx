// PLACEHOLDER owned by the pumps engineer: the router's lazy entries for /aquastrong and
// /aquastrong/:seriesId/:pumpId? import these two names; replace the bodies, keep the exports.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

function Pending() {
  const { t } = useTranslation();
  return (
    <Card maw={640} p="xl">
      <Stack gap="md" align="flex-start">
        <Text size="sm" c="dimmed" fw={500}>
          {t('routes.Calc.Aquastrong')}
        </Text>
        <Title order={1} fz="h2">
          {t('pending.calculatorTitle')}
        </Title>
        <Text c="dark.5">{t('pending.calculatorText')}</Text>
        <Button component={Link} to={paths.home.getHref()} variant="light">
          {t('pending.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /aquastrong — the pump series list. */
export function PumpSeriesPage() {
  return <Pending />;
}

/** /aquastrong/:seriesId/:pumpId? — selection by parameters and the chosen pump. */
export function PumpPage() {
  return <Pending />;
}
