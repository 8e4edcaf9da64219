// MODAL_CODE in the guest flows (portal §4): mode 0 confirms the registration's phone (and logs the
// user in) → user info; mode 2 confirms the recovery → new password. «Get again» repeats the call
// that sent the code.
import { authMessages } from '@podbor/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { ModalBody } from '../../../components/ui/modal-shell';
import { ApiError } from '../../../lib/api-client';
import { CodeMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { getResetToken, startSession } from '../../../lib/session';
import { register, withRegistrationText } from '../api/register';
import { verifyRegistration } from '../api/register-verify';
import { requestPasswordReset } from '../api/reset-password';
import { verifyPasswordReset } from '../api/reset-password-verify';
import { AUTH_NS } from '../i18n';

export function AuthCodeModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const tel = modal.tel ?? '';
  // A resend issues a new pending registration; the latest one is what the code confirms.
  const registration = useRef(modal.registration);
  const isRegistration = modal.id === CodeMode.registerPhone;

  const confirm = async (code: string) => {
    if (isRegistration) {
      try {
        const session = await verifyRegistration({
          phoneNumber: tel,
          code,
          token: registration.current?.token,
        });
        startSession(session.token);
      } catch (e) {
        throw withRegistrationText(e);
      }
      openModal({ active: 'MODAL_USER_INFO', tel });
      return;
    }
    const resetToken = getResetToken();
    if (!resetToken)
      throw new ApiError({ kind: 'http', statusCode: 400, message: authMessages.resetTokenInvalid });
    await verifyPasswordReset(resetToken, { code });
    openModal({ active: 'MODAL_NEWPASS', tel });
  };

  const resend = async () => {
    if (isRegistration) {
      const password = registration.current?.password ?? '';
      try {
        const answer = await register({ phoneNumber: tel, password });
        registration.current = { token: answer.token, password };
        return answer.resendAfterSec;
      } catch (e) {
        throw withRegistrationText(e);
      }
    }
    return (await requestPasswordReset({ phoneNumber: tel })).resendAfterSec;
  };

  return (
    <ModalBody title={isRegistration ? t('code.titleRegister') : t('code.titleRecover')}>
      <CodeDialog
        channel="sms"
        to={tel}
        resendAfterSec={modal.resendAfterSec}
        confirm={confirm}
        resend={resend}
        fallback={isRegistration ? t('errors.registration') : undefined}
      />
    </ModalBody>
  );
}
