// What a page shows when its code fails to load or throws while rendering: a calm message in the
// frame and a reload button (a new deploy replaced the chunk names is the usual cause).
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card maw={640} p="xl" role="alert">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dark.5">{t('routeError.text')}</Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Card>
  );
}
