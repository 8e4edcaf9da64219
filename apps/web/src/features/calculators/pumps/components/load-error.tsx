// A pump page's failed load: the §8 message and a retry, or, when the calculator's grant is gone,
// the way back to the password with the page to return to.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { apiMessages } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { calcPassLocation } from '../../../../lib/calc-access';
import { formatCallError } from '../../../../lib/selection/format-error';
import { isGrantRefused } from '../api/pump-api';
import { PUMPS_NS } from '../i18n';

/** A failed load: the §8 message, a retry, and the way back to the password when the grant is gone. */
export function LoadError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { t } = useTranslation(PUMPS_NS);
  const grant = isGrantRefused(error);
  const { pathname, search } = useLocation();
  const pass = calcPassLocation('Aquastrong', `${pathname}${search}`);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} title={title} data-testid="load-error">
      <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-line' }}>
        {grant ? apiMessages.calcNoAccess : formatCallError(error)}
      </Text>
      <Group gap="sm">
        {grant ? (
          <Button component={Link} to={pass.to} state={pass.state} size="xs">
            {t('series.enterPassword')}
          </Button>
        ) : (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('series.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
