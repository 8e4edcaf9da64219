// «Отправить запрос» under a calculator's result: a signed-in user sends the saved calculation (its
// summary and inputs go with it) to a manager as a КП request; a guest is asked to sign in first and
// comes back to the same result. `label` lets a page say it its own way (DCU: «Отправить
// спецификацию менеджеру»).
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { refusalText } from '../../lib/api-client';
import { useCreateKp } from '../../lib/kp-requests';
import { hrefOf, loginLocation } from '../../lib/next-page';
import { useSession } from '../../lib/session';
import { CALCULATOR_NS } from './calculator-i18n';

export interface SendKpButtonProps {
  /** The calculation (selection request) to send; null while there is none saved yet. */
  requestId: number | null;
  label?: string;
  /** Why there is nothing to send yet (shown under the button); null: see `requestId`. */
  waiting?: string | null;
}

export function SendKpButton({ requestId, label, waiting = null }: SendKpButtonProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const login = loginLocation(hrefOf(useLocation()));
  const create = useCreateKp();
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = label ?? t('results.request');

  const send = () => {
    if (!signedIn) {
      void navigate(login.to, { state: login.state });
      return;
    }
    if (requestId === null || create.isPending) return;
    setError(null);
    create.mutate(
      { calculations: [requestId], comment: '', file: null },
      {
        onSuccess: (kp) => setSent(kp.id),
        onError: (e) => setError(refusalText(e)),
      },
    );
  };

  const unavailable = signedIn && requestId === null;
  return (
    <Stack gap={6} data-testid="send-kp">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconSend size={16} />}
          onClick={send}
          loading={create.isPending}
          disabled={unavailable || sent !== null}
        >
          {text}
        </Button>
      </Group>
      {!signedIn ? (
        <Text size="xs" c="dimmed">
          {t('results.requestGuest')}
        </Text>
      ) : unavailable ? (
        <Text size="xs" c="dimmed">
          {waiting ?? t('results.requestWait')}
        </Text>
      ) : null}
      {sent !== null ? (
        <Alert color="green" variant="light" role="status" data-testid="kp-sent">
          <Text size="sm">
            {t('results.requestSent', { id: sent })}{' '}
            <Anchor component={Link} to={paths.person.kp.getHref(sent)} size="sm" fw={600}>
              {t('results.requestOpen')}
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light">
          <Text size="sm">{error}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
