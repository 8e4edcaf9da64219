// The page for an address the app does not know, inside the normal frame so the menu still works.
// It keeps the user one click from the selection home.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card maw={640} p="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dark.5">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home.getHref()} variant="light">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Card>
  );
}
