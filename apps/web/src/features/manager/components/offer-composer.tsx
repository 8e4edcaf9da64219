// «Коммерческое предложение» in a request of the manager's console: the lines pre-filled from the
// request and the price list, each editable (price, discount, lead time), the terms and «Действительно
// до»; «Отправить клиенту» sends a new revision (the server computes the sums and renders the PDF).
// Below, the revisions with their states, PDFs and, once accepted, the 1С export.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { offerLimits, type KpOffer, type OfferDraft } from '@podbor/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../components/ui/detail-field';
import { KpOfferStateBadge } from '../../../domain/kp/kp-status';
import { FormError } from '../../../components/ui/form-error';
import { NumberField } from '../../../components/ui/number-field';
import { formatKopecks, kopecksText, parseRoubles } from '../../../components/ui/money';
import { showSuccessToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { useManagerOffers, useOfferDraft, useSendOffer } from '../api/offers';
import { MANAGER_NS } from '../i18n';

interface LineForm {
  key: number;
  article: string;
  name: string;
  /** null while the field is empty: the offer is not sent so. */
  quantity: number | null;
  price: string;
  /** null (empty): no discount. */
  discount: number | null;
  lead_days: number | null;
}

let nextKey = 1;
const toForm = (l: OfferDraft['lines'][number]): LineForm => ({
  key: nextKey++,
  article: l.article,
  name: l.name,
  quantity: l.quantity,
  price: kopecksText(l.price),
  discount: l.discount,
  lead_days: l.lead_days ?? null,
});

export function OfferComposer({ id }: { id: number }) {
  const { t } = useTranslation(MANAGER_NS);
  const draft = useOfferDraft(id);
  if (draft.isPending) return <Skeleton h={120} aria-busy="true" />;
  if (draft.isError) return <FormError message={refusalText(draft.error, t('offer.failed'))} />;
  return <ComposerForm id={id} draft={draft.data} />;
}

function ComposerForm({ id, draft }: { id: number; draft: OfferDraft }) {
  const { t } = useTranslation(MANAGER_NS);
  const send = useSendOffer();
  const [lines, setLines] = useState<LineForm[]>(() => draft.lines.map(toForm));
  const [delivery, setDelivery] = useState(draft.delivery_terms);
  const [payment, setPayment] = useState(draft.payment_terms);
  const [validUntil, setValidUntil] = useState(draft.valid_until);
  const [error, setError] = useState<string | null>(null);
  const set = (key: number, patch: Partial<LineForm>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = () => {
    const bad = lines.find((l) => parseRoubles(l.price) === null);
    if (bad) {
      setError(t('offer.badPrice', { name: bad.name || bad.article }));
      return;
    }
    const noQuantity = lines.find((l) => l.quantity === null);
    if (noQuantity) {
      setError(t('offer.noQuantity', { name: noQuantity.name || noQuantity.article }));
      return;
    }
    send.mutate(
      {
        id,
        offer: {
          lines: lines.map((l) => ({
            article: l.article,
            name: l.name,
            quantity: l.quantity!,
            price: parseRoubles(l.price)!,
            discount: l.discount ?? 0,
            lead_days: l.lead_days,
          })),
          delivery_terms: delivery,
          payment_terms: payment,
          valid_until: validUntil,
        },
      },
      {
        onSuccess: (r) => {
          setError(null);
          const last = r.result.at(-1);
          showSuccessToast(t('offer.sent', { number: last?.number ?? '', revision: last?.revision ?? 1 }));
        },
        onError: (e) => setError(refusalText(e, t('offer.failed'))),
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="offer-composer">
      <Group gap="sm">
        <Title order={3} fz="md">
          {t('offer.title')}
        </Title>
        {draft.illustrative ? (
          <Badge color="orange" variant="light">
            {t('offer.illustrative')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('offer.vat', { rate: String(draft.vat_rate).replace('.', ','), date: draft.price_date ?? '—' })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing={4} aria-label={t('offer.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('offer.article')}</Table.Th>
              <Table.Th>{t('offer.name')}</Table.Th>
              <Table.Th w={90}>{t('offer.quantity')}</Table.Th>
              <Table.Th w={140}>{t('offer.price')}</Table.Th>
              <Table.Th w={90}>{t('offer.discount')}</Table.Th>
              <Table.Th w={90}>{t('offer.lead')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.key}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('offer.articleN', { n: i + 1 })}
                    value={l.article}
                    maxLength={offerLimits.articleMax}
                    onChange={(e) => set(l.key, { article: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('offer.nameN', { n: i + 1 })}
                    value={l.name}
                    maxLength={offerLimits.nameMax}
                    onChange={(e) => set(l.key, { name: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberField
                    size="xs"
                    aria-label={t('offer.quantityN', { n: i + 1 })}
                    value={l.quantity}
                    min={1}
                    max={offerLimits.quantityMax}
                    decimals={0}
                    onChange={(v) => set(l.key, { quantity: v })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t('offer.priceN', { n: i + 1 })}
                    value={l.price}
                    inputMode="decimal"
                    error={parseRoubles(l.price) === null}
                    onChange={(e) => set(l.key, { price: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberField
                    size="xs"
                    aria-label={t('offer.discountN', { n: i + 1 })}
                    value={l.discount}
                    min={0}
                    max={100}
                    decimals={2}
                    onChange={(v) => set(l.key, { discount: v })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberField
                    size="xs"
                    aria-label={t('offer.leadN', { n: i + 1 })}
                    value={l.lead_days}
                    min={0}
                    max={offerLimits.leadDaysMax}
                    decimals={0}
                    onChange={(v) => set(l.key, { lead_days: v })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('offer.removeN', { n: i + 1 })}
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            setLines((ls) => [
              ...ls,
              {
                key: nextKey++,
                article: '',
                name: '',
                quantity: 1,
                price: '0',
                discount: 0,
                lead_days: null,
              },
            ])
          }
        >
          {t('offer.addLine')}
        </Button>
      </Group>
      <Textarea
        label={t('offer.delivery')}
        value={delivery}
        onChange={(e) => setDelivery(e.currentTarget.value)}
        autosize
      />
      <Textarea
        label={t('offer.payment')}
        value={payment}
        onChange={(e) => setPayment(e.currentTarget.value)}
        autosize
      />
      <TextInput
        type="date"
        label={t('offer.validUntil')}
        value={validUntil}
        onChange={(e) => setValidUntil(e.currentTarget.value)}
        w={200}
      />
      <FormError message={error} />
      <Group>
        <Button loading={send.isPending} onClick={submit}>
          {t('offer.send')}
        </Button>
      </Group>
      <OfferRevisions id={id} />
    </Stack>
  );
}

function OfferRevisions({ id }: { id: number }) {
  const { t } = useTranslation(MANAGER_NS);
  const offers = useManagerOffers(id);
  if (!offers.data || offers.data.result.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="offer-revisions">
      <Title order={4} fz="sm">
        {t('offer.revisions')}
      </Title>
      {[...offers.data.result].reverse().map((o) => (
        <Revision key={o.id} offer={o} />
      ))}
    </Stack>
  );
}

function Revision({ offer: o }: { offer: KpOffer }) {
  const { t } = useTranslation(MANAGER_NS);
  const base = `/api/v1/manager/kp/${o.kp_id}/offers/${o.revision}`;
  return (
    <Stack gap={2} data-testid={`offer-revision-${o.revision}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('offer.revision', { number: o.number, revision: o.revision })}
        </Text>
        <KpOfferStateBadge offer={o} />
        <Text size="sm">
          {t('offer.total', { gross: formatKopecks(o.totals.gross), net: formatKopecks(o.totals.net) })}
        </Text>
      </Group>
      <Group gap="md" wrap="wrap">
        <FileLink size="xs" file={{ path: `${base}/pdf`, name: `${o.number}-ред${o.revision}.pdf` }} />
        {o.state === 'accepted' ? (
          <>
            <FileLink
              size="xs"
              file={{ path: `${base}/commerceml`, name: `${o.number}-${o.revision}.xml` }}
            />
            <FileLink size="xs" file={{ path: `${base}/csv`, name: `${o.number}-${o.revision}.csv` }} />
            <FileLink
              size="xs"
              file={{ path: `${base}/acceptance`, name: `${o.number}-ред${o.revision}-принятие.pdf` }}
            />
          </>
        ) : null}
      </Group>
      {o.acceptance ? (
        <Alert color="green" p="xs">
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            {t('offer.acceptedBy', {
              by: o.acceptance.by,
              phone: o.acceptance.phone,
              address: o.acceptance.address,
              sha: o.acceptance.sha256,
            })}
          </Text>
        </Alert>
      ) : null}
      {o.decline_reason ? (
        <Text size="xs" c="red">
          {t('offer.declined', { reason: o.decline_reason })}
        </Text>
      ) : null}
    </Stack>
  );
}
