// MODAL_SUCCESS (portal §4): registration is complete — «Начать подбор оборудования» (home) or
// «Перейти в личный кабинет» (/person). A registration asked for from a page (navigation state
// `{ next }` of /registration: a guarded cabinet page, a calculator result) continues there: a
// cabinet page through «Перейти в личный кабинет», any other page through «Начать подбор».
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SuccessMark } from '../../../components/ui/success-mark';
import { ModalBody } from '../../../components/ui/modal-shell';
import { paths } from '../../../config/paths';
import { closeModal, type ModalComponentProps } from '../../../lib/modal-store';
import { isCabinetHref, nextOf } from '../../../lib/next-page';
import { AUTH_NS } from '../i18n';

export function SuccessModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const next = nextOf(useLocation().state);
  const go = (href: string) => {
    closeModal();
    navigate(href, { replace: true });
  };
  return (
    <ModalBody title={t('success.title')}>
      <Stack align="center" gap="md" ta="center">
        <SuccessMark />
        <Text>{t('success.text')}</Text>
        <Stack gap="sm" w="100%">
          <Button
            fullWidth
            data-autofocus
            autoFocus
            onClick={next && !isCabinetHref(next) ? () => go(next) : onClose}
          >
            {t('success.select')}
          </Button>
          <Button
            fullWidth
            variant="light"
            onClick={() => go(next && isCabinetHref(next) ? next : paths.person.root.getHref())}
          >
            {t('success.cabinet')}
          </Button>
        </Stack>
      </Stack>
    </ModalBody>
  );
}
