// An honest page for calculators whose screens are not built yet: «готовится к запуску». It names
// the page by its route and leads back home.
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from './back-home-button';
import { routeTitle } from '../route-names';
import { useRouteName } from './use-route-name';

export function CalculatorPendingPage() {
  const { t } = useTranslation();
  const name = useRouteName();
  return (
    <Card maw={640} p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconTool size={26} stroke={1.6} />
        </ThemeIcon>
        {name ? (
          <Text size="sm" c="dimmed" fw={500}>
            {routeTitle(name, t)}
          </Text>
        ) : null}
        <Title order={1} fz="h2">
          {t('pending.calculatorTitle')}
        </Title>
        <Text c="dark.5">{t('pending.calculatorText')}</Text>
        <BackHomeButton label={t('pending.backHome')} />
      </Stack>
    </Card>
  );
}
