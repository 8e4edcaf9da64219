// MODAL_NEWPASS (portal §3–4): the new password and its confirmation after a verified recovery
// code → reset_password/{resetToken} → the password-changed modal. The reset token is then spent.
import { authMessages } from '@podbor/contracts';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { ModalBody } from '../../../components/ui/modal-shell';
import { Shake } from '../../../components/ui/shake';
import { isApiError } from '../../../lib/api-client';
import { openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { getResetToken, setResetToken } from '../../../lib/session';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { newPasswordForm, setNewPassword } from '../api/reset-password-new';
import { AUTH_NS } from '../i18n';

export function NewPasswordModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const { form, field, submit, shake, shakes } = useShakingForm(newPasswordForm, {
    newPassword: '',
    newPasswordConfirm: '',
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onValid = submit(async ({ newPassword }) => {
    setServerError(null);
    const resetToken = getResetToken();
    if (!resetToken) {
      setServerError(authMessages.resetTokenInvalid);
      return;
    }
    try {
      await setNewPassword(resetToken, { newPassword });
      setResetToken(null);
      openModal({ active: 'MODAL_PASS_CHANGED', tel: modal.tel });
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:ui.unexpectedError'));
      shake(['newPassword']);
    }
  });

  return (
    <ModalBody title={t('newPassword.title')}>
      <form onSubmit={onValid} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.5">
            {t('newPassword.text')}
          </Text>
          <Shake trigger={shakes.newPassword ?? 0}>
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('registration.passwordHint')}
              required
              autoComplete="new-password"
              data-autofocus
              autoFocus
              {...field('newPassword')}
            />
          </Shake>
          <Shake trigger={shakes.newPasswordConfirm ?? 0}>
            <PasswordInput
              label={t('fields.newPasswordConfirm')}
              required
              autoComplete="new-password"
              {...field('newPasswordConfirm')}
            />
          </Shake>
          <FormError message={serverError} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </ModalBody>
  );
}
