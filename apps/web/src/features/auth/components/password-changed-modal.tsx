// MODAL_PASS_CHANGED (portal §3–4): recovery is done; «Войти» opens the login with the phone filled.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SuccessMark } from '../../../components/ui/success-mark';
import { ModalBody } from '../../../components/ui/modal-shell';
import { openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { AUTH_NS } from '../i18n';

export function PasswordChangedModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <ModalBody title={t('passwordChanged.title')}>
      <Stack align="center" gap="md" ta="center">
        <SuccessMark />
        <Text>{t('passwordChanged.text')}</Text>
        <Button
          fullWidth
          data-autofocus
          autoFocus
          onClick={() => openModal({ active: 'MODAL_AUTH', tel: modal.tel })}
        >
          {t('passwordChanged.submit')}
        </Button>
      </Stack>
    </ModalBody>
  );
}
