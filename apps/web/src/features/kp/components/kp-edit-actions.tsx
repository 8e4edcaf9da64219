// The customer's own actions on a request still «Новый» (issue 31 item 1, decision 0046): change the
// comment and the quantities of the chosen solutions, or withdraw the request. Once a manager has
// taken it up the server refuses both (409) and the buttons are gone.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { cabinetLimits, kpLimits, type KpDetail } from '@podbor/contracts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { FormError } from '../../../components/ui/form-error';
import { NumberField } from '../../../components/ui/number-field';
import { showSuccessToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { useEditKp, useWithdrawKp } from '../api/kp-request';
import { KP_NS } from '../i18n';

export interface KpEditActionsProps {
  kp: KpDetail;
  onWithdrawn: () => void;
  /** Opened from outside (an object's КП history «Изменить»); `onEditEnd` when it closes. */
  editing?: boolean;
  onEditEnd?: (() => void) | undefined;
}

export function KpEditActions({ kp, onWithdrawn, editing: asked = false, onEditEnd }: KpEditActionsProps) {
  const { t } = useTranslation(KP_NS);
  const [opened, setOpened] = useState(false);
  const editing = opened || asked;
  const setEditing = (on: boolean) => {
    setOpened(on);
    if (!on) onEditEnd?.();
  };
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawKp(kp.id);
  const [error, setError] = useState<string | null>(null);
  if (!kp.editable) return null;

  return (
    <>
      <Group gap="sm" data-testid="kp-edit-actions">
        <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
          {t('edit.open')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => {
            setError(null);
            setWithdrawing(true);
          }}
        >
          {t('edit.withdraw')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('edit.hint')}
        </Text>
      </Group>
      {editing ? <KpEditDialog kp={kp} onClose={() => setEditing(false)} /> : null}
      <ConfirmModal
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
        title={t('edit.withdrawTitle', { id: kp.id })}
        confirmLabel={t('edit.withdrawConfirm')}
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setWithdrawing(false);
              showSuccessToast(t('edit.withdrawn', { id: kp.id }));
              onWithdrawn();
            },
            onError: (e) => setError(refusalText(e)),
          })
        }
      >
        <Text size="sm">{t('edit.withdrawText')}</Text>
        <FormError message={error} />
      </ConfirmModal>
    </>
  );
}

function KpEditDialog({ kp, onClose }: { kp: KpDetail; onClose: () => void }) {
  const { t } = useTranslation(KP_NS);
  const edit = useEditKp(kp.id);
  const chosen = kp.snapshot.calculations.filter((c) => c.solution);
  const [comment, setComment] = useState(kp.comment);
  const [quantities, setQuantities] = useState<Record<number, number | null>>(
    Object.fromEntries(chosen.map((c) => [c.request_id, c.solution!.quantity])),
  );
  const [error, setError] = useState<string | null>(null);
  const missing = chosen.some((c) => quantities[c.request_id] === null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (edit.isPending || missing) return;
    setError(null);
    edit.mutate(
      {
        comment: comment.trim(),
        quantities: chosen.map((c) => ({ request_id: c.request_id, quantity: quantities[c.request_id]! })),
      },
      {
        onSuccess: () => {
          showSuccessToast(t('edit.saved', { id: kp.id }));
          onClose();
        },
        onError: (err) => setError(refusalText(err)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('edit.title', { id: kp.id })} size="md" centered>
      <form onSubmit={submit} noValidate data-testid="kp-edit">
        <Stack gap="md">
          {chosen.map((c) => (
            <NumberField
              key={c.request_id}
              label={t('edit.quantity', { name: c.solution!.name, id: c.request_id })}
              description={t('edit.article', { article: c.solution!.article })}
              value={quantities[c.request_id] ?? null}
              onChange={(v) => setQuantities((q) => ({ ...q, [c.request_id]: v }))}
              min={1}
              max={kpLimits.quantityMax}
              decimals={0}
              unit={t('edit.unit')}
              error={quantities[c.request_id] === null ? t('edit.quantityRequired') : null}
              w={{ base: '100%', xs: 260 }}
            />
          ))}
          <Textarea
            label={t('edit.comment')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={cabinetLimits.commentMax}
            autosize
            minRows={2}
            maxRows={8}
            data-autofocus
          />
          <FormError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
