// Loading and error states of the profile for the settings pages: a spinner while it loads, the
// refusal with «Повторить» when it fails (a 401 never gets here: the session ends and reloads).
import { Alert, Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { SETTINGS_NS } from '../i18n';

export function ProfileQueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation(SETTINGS_NS);
  if (query.isPending)
    return (
      <Center py={48}>
        <Loader aria-label={t('common:ui.loading')} />
      </Center>
    );
  return (
    <Alert color="red" variant="light" title={t('settings.loadError')} maw={640}>
      {isApiError(query.error) ? query.error.message : null}
      <div>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    </Alert>
  );
}
