// MODAL_SUCCESS (portal §4): registration is complete — «Начать подбор оборудования» (home) or
// «Перейти в личный кабинет» (/person).
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SuccessMark } from '../../../components/ui/success-mark';
import { ModalBody } from '../../../components/ui/modal-shell';
import { paths } from '../../../config/paths';
import { closeModal, type ModalComponentProps } from '../../../lib/modal-store';
import { AUTH_NS } from '../i18n';

export function SuccessModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  return (
    <ModalBody title={t('success.title')}>
      <Stack align="center" gap="md" ta="center">
        <SuccessMark />
        <Text>{t('success.text')}</Text>
        <Stack gap="sm" w="100%">
          <Button fullWidth data-autofocus autoFocus onClick={onClose}>
            {t('success.select')}
          </Button>
          <Button
            fullWidth
            variant="light"
            onClick={() => {
              closeModal();
              navigate(paths.person.root.getHref());
            }}
          >
            {t('success.cabinet')}
          </Button>
        </Stack>
      </Stack>
    </ModalBody>
  );
}
