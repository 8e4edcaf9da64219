// The offers of a customer's КП request: each revision with its state («Заменена редакцией 2»,
// «Истёк срок», «Принято»), totals and PDF; the current one can be accepted with a 4-digit SMS code
// or declined with a reason.
import { Alert, Badge, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { KpOffer } from '@podbor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../components/ui/detail-field';
import { KpOfferStateBadge } from '../../../domain/kp/kp-status';
import { FormError } from '../../../components/ui/form-error';
import { formatKopecks } from '../../../components/ui/money';
import { showSuccessToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { formatDay } from '../../../lib/date-format';
import { useAnswerOffer, useKpOffers, useRequestOfferCode } from '../api/offers';
import { KP_NS } from '../i18n';

export function KpOffers({ id }: { id: number }) {
  const { t } = useTranslation(KP_NS);
  const offers = useKpOffers(id);
  if (!offers.data || offers.data.result.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="kp-offers">
      <Title order={3} fz="sm">
        {t('offers.title')}
      </Title>
      {[...offers.data.result].reverse().map((o) => (
        <OfferCard key={o.id} offer={o} />
      ))}
    </Stack>
  );
}

function OfferCard({ offer: o }: { offer: KpOffer }) {
  const { t } = useTranslation(KP_NS);
  return (
    <Stack gap={4} data-testid={`kp-offer-${o.revision}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('offers.revision', { number: o.number, revision: o.revision })}
        </Text>
        <KpOfferStateBadge offer={o} />
      </Group>
      <Text size="sm">
        {t('offers.total', { gross: formatKopecks(o.totals.gross), net: formatKopecks(o.totals.net) })} ·{' '}
        {t('offers.validUntil', { date: formatDay(o.valid_until) })}
      </Text>
      {o.illustrative ? (
        <Badge
          color="orange"
          variant="light"
          w="fit-content"
          style={{ whiteSpace: 'normal', height: 'auto' }}
        >
          {t('offers.illustrative')}
        </Badge>
      ) : null}
      <FileLink size="xs" file={{ path: o.pdf, name: `${o.number}-ред${o.revision}.pdf` }} />
      {o.state === 'sent' ? <Answer offer={o} /> : null}
      {o.acceptance ? (
        <FileLink
          size="xs"
          file={{
            path: o.pdf.replace(/\/pdf$/, '/acceptance'),
            name: `${o.number}-ред${o.revision}-принятие.pdf`,
          }}
        />
      ) : null}
      {o.acceptance ? (
        <Alert color="green" p="xs">
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            {t('offers.accepted', { sha: o.acceptance.sha256 })}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function Answer({ offer: o }: { offer: KpOffer }) {
  const { t } = useTranslation(KP_NS);
  const requestCode = useRequestOfferCode();
  const answer = useAnswerOffer();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<'decline' | 'changes' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(refusalText(e, t('offers.failed')));
  const ask = () =>
    requestCode.mutate(
      { id: o.kp_id, rev: o.revision },
      { onSuccess: (r) => (setSentTo(r.phone), setError(null)), onError: fail },
    );
  const accept = () =>
    answer.mutate(
      { id: o.kp_id, rev: o.revision, code },
      { onSuccess: () => showSuccessToast(t('offers.acceptedToast')), onError: fail },
    );
  const decline = () =>
    answer.mutate(
      mode === 'changes'
        ? { id: o.kp_id, rev: o.revision, comment: reason }
        : { id: o.kp_id, rev: o.revision, reason },
      {
        onSuccess: () => {
          setMode(null);
          setReason('');
          showSuccessToast(t(mode === 'changes' ? 'offers.changesToast' : 'offers.declinedToast'));
        },
        onError: fail,
      },
    );
  return (
    <Stack gap="xs">
      {sentTo ? (
        <Stack gap={4}>
          <Text size="sm">{t('offers.codeSent', { phone: sentTo })}</Text>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('offers.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              w={120}
            />
            <Button size="sm" disabled={code.length !== 4} loading={answer.isPending} onClick={accept}>
              {t('offers.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm">
          <Button size="sm" loading={requestCode.isPending} onClick={ask}>
            {t('offers.accept')}
          </Button>
          <Button
            size="sm"
            variant="default"
            onClick={() => setMode((m) => (m === 'changes' ? null : 'changes'))}
          >
            {t('offers.changes')}
          </Button>
          <Button
            size="sm"
            variant="default"
            onClick={() => setMode((m) => (m === 'decline' ? null : 'decline'))}
          >
            {t('offers.decline')}
          </Button>
        </Group>
      )}
      {mode && !sentTo ? (
        <Stack gap={4}>
          <Textarea
            label={t(mode === 'changes' ? 'offers.changesText' : 'offers.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
          />
          <Group>
            <Button
              size="sm"
              color={mode === 'changes' ? undefined : 'red'}
              variant="light"
              loading={answer.isPending}
              onClick={decline}
            >
              {t(mode === 'changes' ? 'offers.sendChanges' : 'offers.sendDecline')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <FormError message={error} />
    </Stack>
  );
}
