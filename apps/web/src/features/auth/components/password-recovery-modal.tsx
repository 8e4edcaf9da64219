// MODAL_PASS_RECOVER (portal §3–4): the phone → reset_password (the resetToken is stored) → the
// recovery code (code mode 2). The server answers the same for unknown phones.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { ModalBody } from '../../../components/ui/modal-shell';
import { PhoneField } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { isApiError } from '../../../lib/api-client';
import { CodeMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { requestPasswordReset, resetPasswordForm } from '../api/reset-password';
import { AUTH_NS } from '../i18n';

export function PasswordRecoveryModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const { form, field, submit, shake, shakes } = useShakingForm(resetPasswordForm, {
    phoneNumber: modal.tel && modal.tel.length > 2 ? modal.tel : '+7',
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onValid = submit(async ({ phoneNumber }) => {
    setServerError(null);
    try {
      const answer = await requestPasswordReset({ phoneNumber });
      openModal({
        active: 'MODAL_CODE',
        id: CodeMode.recoverPassword,
        tel: phoneNumber,
        resendAfterSec: answer.resendAfterSec,
      });
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:ui.unexpectedError'));
      shake(['phoneNumber']);
    }
  });

  return (
    <ModalBody title={t('recovery.title')}>
      <form onSubmit={onValid} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.5">
            {t('recovery.text')}
          </Text>
          <Shake trigger={shakes.phoneNumber ?? 0}>
            <PhoneField
              label={t('fields.phone')}
              required
              data-autofocus
              autoFocus
              {...field('phoneNumber')}
            />
          </Shake>
          <FormError message={serverError} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('recovery.submit')}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => openModal({ active: 'MODAL_AUTH', tel: form.getValues('phoneNumber') })}
          >
            {t('recovery.back')}
          </Anchor>
        </Stack>
      </form>
    </ModalBody>
  );
}
