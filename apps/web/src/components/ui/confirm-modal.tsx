// Asking before an action that cannot be undone (a delete): ConfirmForm is the question and the two
// buttons — Enter confirms (portal §4 «Enter submits the current modal»), 'Отмена' and Escape
// close, the confirm button waits while busy. ConfirmModal is the same in its own dialog, for a
// page's local confirmation; the modal states of portal §3 draw ConfirmForm in the modal host.
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';

export interface ConfirmFormProps {
  /** The question and what follows from the answer. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmForm({ children, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmFormProps) {
  const { t } = useTranslation(LISTS_NS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('listState.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface ConfirmModalProps extends Omit<ConfirmFormProps, 'onCancel'> {
  opened: boolean;
  title: string;
  onClose: () => void;
}

export function ConfirmModal({ opened, title, onClose, ...form }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <ConfirmForm {...form} onCancel={onClose} />
    </Modal>
  );
}
