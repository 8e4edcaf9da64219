// MODAL_CODE for the contacts (portal §4): mode 1 confirms the e-mail given after registration →
// the registration's success; mode 3 the profile's new e-mail and mode 4 its new phone → the
// profile is reloaded and the person-success modal says what changed.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeDialog } from '../../../components/ui/code-dialog';
import { ModalBody } from '../../../components/ui/modal-shell';
import { paths } from '../../../config/paths';
import { CodeMode, openModal, PersonSuccessMode, type ModalComponentProps } from '../../../lib/modal-store';
import { reloadUserInfo } from '../../../lib/user-info';
import { confirmEmail, requestEmailCode } from '../api/update-email';
import { confirmPhone, requestPhoneCode } from '../api/update-phone';
import { SETTINGS_NS } from '../i18n';

const titles = {
  [CodeMode.registerEmail]: 'code.titleRegisterEmail',
  [CodeMode.changeEmail]: 'code.titleChangeEmail',
  [CodeMode.changePhone]: 'code.titleChangePhone',
} as const;

export function ContactCodeModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = modal.email ?? '';
  const tel = modal.tel ?? '';
  const byPhone = modal.id === CodeMode.changePhone;

  const confirm = async (code: string) => {
    if (byPhone) await confirmPhone(tel, code);
    else await confirmEmail(email, code);
    if (modal.id === CodeMode.registerEmail) return openModal({ active: 'MODAL_SUCCESS' });
    // The profile is reloaded; the change shows even if this reload fails.
    await reloadUserInfo(queryClient).catch(() => undefined);
    openModal({
      active: 'MODAL_PERSON_SUCCESS',
      id: byPhone ? PersonSuccessMode.phoneChanged : PersonSuccessMode.emailChanged,
    });
    navigate(paths.person.updateData.getHref(), { replace: true });
  };

  const resend = async () =>
    (byPhone ? await requestPhoneCode(tel) : await requestEmailCode(email)).resendAfterSec;

  const title = titles[modal.id as keyof typeof titles] ?? titles[CodeMode.changeEmail];
  return (
    <ModalBody title={t(title)}>
      <CodeDialog
        channel={byPhone ? 'sms' : 'email'}
        to={byPhone ? tel : email}
        resendAfterSec={modal.resendAfterSec}
        confirm={confirm}
        resend={resend}
        fallback={t('errors.update')}
      />
    </ModalBody>
  );
}
