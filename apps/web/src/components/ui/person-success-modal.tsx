// MODAL_PERSON_SUCCESS (portal §3–4): the cabinet's «done» message by mode — request sent, comment
// added, (empty), e-mail changed, phone changed. Closing it stays on the cabinet page.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '../../lib/modal-store';
import { SuccessMark } from './success-mark';
import { ModalBody } from './modal-shell';

export function PersonSuccessModal({ modal, onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  const text = modal.text ?? t(`personSuccess.modes.${modal.id}`, { defaultValue: '' });
  return (
    <ModalBody title={t('personSuccess.title')}>
      <Stack align="center" gap="md" ta="center">
        <SuccessMark />
        {text ? <Text size="md">{text}</Text> : null}
        <Button onClick={onClose} fullWidth data-autofocus autoFocus>
          {t('personSuccess.ok')}
        </Button>
      </Stack>
    </ModalBody>
  );
}
