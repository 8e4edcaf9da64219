// The confirmation before a КП request leaves a calculator result (issue 31 item 1): it shows what
// the manager will get — the calculation's number, the solution viewed (name and article) — and
// takes the quantity and a comment. Enter sends; «Отмена» and Escape close without sending.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { cabinetLimits, kpLimits } from '@podbor/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../ui/detail-field';
import { FormError } from '../ui/form-error';
import { NumberField } from '../ui/number-field';
import { CALCULATOR_NS } from './calculator-i18n';

/** The solution on the screen: what «Отправить запрос» asks about. */
export interface KpViewedSolution {
  article: string;
  name: string;
  /** The quantity the dialog starts with (1 when not given). */
  quantity?: number;
}

export interface SendKpDialogProps {
  opened: boolean;
  onClose: () => void;
  requestId: number;
  solution: KpViewedSolution | null;
  busy: boolean;
  error: string | null;
  onSend: (sent: { quantity: number | null; comment: string }) => void;
}

export function SendKpDialog({
  opened,
  onClose,
  requestId,
  solution,
  busy,
  error,
  onSend,
}: SendKpDialogProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const [quantity, setQuantity] = useState<number | null>(solution?.quantity ?? 1);
  const [comment, setComment] = useState('');
  const quantityError = solution && quantity === null ? t('kpDialog.quantityRequired') : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || quantityError) return;
    onSend({ quantity: solution ? quantity : null, comment: comment.trim() });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('kpDialog.title')} size="md" centered>
      <form onSubmit={submit} noValidate data-testid="kp-confirm">
        <Stack gap="md">
          <Text size="sm">{t('kpDialog.lead')}</Text>
          <DetailField label={t('kpDialog.calc')}>
            <Text size="sm" fw={600}>
              {t('kpDialog.calcId', { id: requestId })}
            </Text>
          </DetailField>
          {solution ? (
            <DetailField label={t('kpDialog.solution')}>
              <Text size="sm" fw={600} data-testid="kp-confirm-solution">
                {solution.name}
              </Text>
              <Text size="sm" c="dark.5" style={{ overflowWrap: 'anywhere' }}>
                {t('kpDialog.article', { article: solution.article })}
              </Text>
            </DetailField>
          ) : (
            <Text size="sm" c="dark.5">
              {t('kpDialog.whole')}
            </Text>
          )}
          {solution ? (
            <NumberField
              label={t('kpDialog.quantity')}
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={kpLimits.quantityMax}
              decimals={0}
              unit={t('kpDialog.unit')}
              error={quantityError}
              w={180}
              data-autofocus
            />
          ) : null}
          <Textarea
            label={t('kpDialog.comment')}
            placeholder={t('kpDialog.commentPlaceholder')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={cabinetLimits.commentMax}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Text size="xs" c="dimmed">
            {t('kpDialog.note')}
          </Text>
          <FormError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('kpDialog.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('kpDialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
