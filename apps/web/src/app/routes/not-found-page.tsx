// The page for an address the app does not know, inside the normal frame so the menu still works.
// It keeps the user one click from the selection home.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from './back-home-button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card maw={640} p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dark.5">{t('notFound.text')}</Text>
        <BackHomeButton label={t('notFound.backHome')} />
      </Stack>
    </Card>
  );
}
