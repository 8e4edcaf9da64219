// «Отправить запрос» under a calculator's result: a signed-in user sends the saved calculation (its
// summary and inputs go with it) with the solution on the screen and a quantity, after a
// confirmation that shows them (issue 31 item 1), to a manager as a КП request; then the success
// modal's mode 0 «Запрос отправлен» (portal §4). A guest is asked to sign in first and comes back
// to the same result. `label` lets a page say it its own way (DCU: «Отправить спецификацию менеджеру»).
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { refusalText } from '../../lib/api-client';
import { useCreateKp } from '../../domain/kp/kp-requests';
import { openModal, PersonSuccessMode } from '../../lib/modal-store';
import { hrefOf, loginLocation } from '../../lib/next-page';
import { useSession } from '../../lib/session';
import { CALCULATOR_NS } from './calculator-i18n';
import { SendKpDialog, type KpViewedSolution } from './send-kp-dialog';

export type { KpViewedSolution };

export interface SendKpButtonProps {
  /** The calculation (selection request) to send; null while there is none saved yet. */
  requestId: number | null;
  label?: string;
  /** Why there is nothing to send yet (shown under the button); null: see `requestId`. */
  waiting?: string | null;
  /** The solution the customer is looking at (model, set, unit, article); null: the calculation only. */
  solution?: KpViewedSolution | null;
}

export function SendKpButton({ requestId, label, waiting = null, solution = null }: SendKpButtonProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const login = loginLocation(hrefOf(useLocation()));
  const create = useCreateKp();
  const [sent, setSent] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = label ?? t('results.request');

  const open = () => {
    if (!signedIn) {
      void navigate(login.to, { state: login.state });
      return;
    }
    if (requestId === null) return;
    setError(null);
    setConfirming(true);
  };

  const send = ({ quantity, comment }: { quantity: number | null; comment: string }) => {
    if (requestId === null || create.isPending) return;
    setError(null);
    create.mutate(
      {
        calculations: [requestId],
        solutions:
          solution && quantity !== null
            ? [{ request_id: requestId, article: solution.article, name: solution.name, quantity }]
            : null,
        comment,
        file: null,
      },
      {
        onSuccess: (kp) => {
          setConfirming(false);
          setSent(kp.id);
          openModal({ active: 'MODAL_PERSON_SUCCESS', id: PersonSuccessMode.requestSent });
        },
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
          onClick={open}
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
      {requestId !== null && confirming ? (
        <SendKpDialog
          opened
          onClose={() => setConfirming(false)}
          requestId={requestId}
          solution={solution}
          busy={create.isPending}
          error={error}
          onSend={send}
        />
      ) : null}
    </Stack>
  );
}
