// MODAL_NEWPASS (portal §3–4): the new password and its confirmation after a verified recovery
// code → reset_password/{resetToken} → the password-changed modal. The reset token is then spent.
import { PasswordInput } from '@mantine/core';
import { authMessages } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { ModalBody } from '../../../components/ui/modal-shell';
import { Shake } from '../../../components/ui/shake';
import { openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { getResetToken, setResetToken } from '../../../lib/session';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { newPasswordForm, setNewPassword } from '../api/reset-password-new';
import { AUTH_NS } from '../i18n';
import { ModalForm } from './modal-form';

export function NewPasswordModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const { form, field, submit, shakes, refuse, serverError, setServerError } = useShakingForm(
    newPasswordForm,
    { newPassword: '', newPasswordConfirm: '' },
  );

  const onValid = submit(async ({ newPassword }) => {
    const resetToken = getResetToken();
    if (!resetToken) return setServerError(authMessages.resetTokenInvalid);
    try {
      await setNewPassword(resetToken, { newPassword });
      setResetToken(null);
      openModal({ active: 'MODAL_PASS_CHANGED', tel: modal.tel });
    } catch (e) {
      refuse(e, { shake: ['newPassword'] });
    }
  });

  return (
    <ModalBody title={t('newPassword.title')}>
      <ModalForm
        onSubmit={onValid}
        lead={t('newPassword.text')}
        error={serverError}
        submitLabel={t('newPassword.submit')}
        submitting={form.formState.isSubmitting}
      >
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
      </ModalForm>
    </ModalBody>
  );
}
