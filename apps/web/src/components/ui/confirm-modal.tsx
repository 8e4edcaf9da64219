// ConfirmModal: asks before an action that cannot be undone (a delete). Enter confirms (portal §4
// «Enter submits the current modal»), Escape and 'Отмена' close; the confirm button waits while busy.
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The question and what follows from the answer. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}

export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmModalProps) {
  const { t } = useTranslation(LISTS_NS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md">
      <form onSubmit={submit}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('listState.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
