// MODAL_PASS_RECOVER (portal §3–4): the phone → reset_password (the resetToken is stored) → the
// recovery code (code mode 2). The server answers the same for unknown phones.
import { useTranslation } from 'react-i18next';
import { ModalBody } from '../../../components/ui/modal-shell';
import { PhoneField } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { CodeMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { requestPasswordReset, resetPasswordForm } from '../api/reset-password';
import { AUTH_NS } from '../i18n';
import { ModalForm, ModalLink } from './modal-form';

export function PasswordRecoveryModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const { form, field, submit, shakes, refuse, serverError } = useShakingForm(resetPasswordForm, {
    phoneNumber: modal.tel && modal.tel.length > 2 ? modal.tel : '+7',
  });

  const onValid = submit(async ({ phoneNumber }) => {
    try {
      const answer = await requestPasswordReset({ phoneNumber });
      openModal({
        active: 'MODAL_CODE',
        id: CodeMode.recoverPassword,
        tel: phoneNumber,
        resendAfterSec: answer.resendAfterSec,
      });
    } catch (e) {
      refuse(e, { shake: ['phoneNumber'] });
    }
  });

  return (
    <ModalBody title={t('recovery.title')}>
      <ModalForm
        onSubmit={onValid}
        lead={t('recovery.text')}
        error={serverError}
        submitLabel={t('recovery.submit')}
        submitting={form.formState.isSubmitting}
        footer={
          <ModalLink
            ta="center"
            onClick={() => openModal({ active: 'MODAL_AUTH', tel: form.getValues('phoneNumber') })}
          >
            {t('recovery.back')}
          </ModalLink>
        }
      >
        <Shake trigger={shakes.phoneNumber ?? 0}>
          <PhoneField label={t('fields.phone')} required data-autofocus autoFocus {...field('phoneNumber')} />
        </Shake>
      </ModalForm>
    </ModalBody>
  );
}
