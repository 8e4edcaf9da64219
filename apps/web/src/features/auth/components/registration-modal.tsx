// MODAL_REG (portal §3–4): phone, password and its confirmation → the SMS code (code mode 0).
// Refusals read as §8 maps them ('Данный номер телефона уже зарегистрирован'…).
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ModalBody } from '../../../components/ui/modal-shell';
import { PhoneField } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { paths } from '../../../config/paths';
import { CodeMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { carryNext } from '../../../lib/next-page';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { register, registrationErrorText, registrationForm } from '../api/register';
import { AUTH_NS } from '../i18n';
import { ModalFooterLine, ModalForm } from './modal-form';

export function RegistrationModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const { state } = useLocation();
  const { form, field, submit, shakes, refuse, serverError } = useShakingForm(registrationForm, {
    phoneNumber: modal.tel ?? '+7',
    password: '',
    passwordConfirm: '',
  });

  const onValid = submit(async ({ phoneNumber, password }) => {
    try {
      const answer = await register({ phoneNumber, password });
      openModal({
        active: 'MODAL_CODE',
        id: CodeMode.registerPhone,
        tel: phoneNumber,
        resendAfterSec: answer.resendAfterSec,
        registration: { token: answer.token, password },
      });
    } catch (e) {
      refuse(e, { shake: ['phoneNumber'], text: registrationErrorText(e) });
    }
  });

  return (
    <ModalBody title={t('registration.title')}>
      <ModalForm
        onSubmit={onValid}
        lead={t('registration.text')}
        error={serverError}
        submitLabel={t('registration.submit')}
        submitting={form.formState.isSubmitting}
        footer={
          <ModalFooterLine
            question={t('registration.haveAccount')}
            link={t('registration.toLogin')}
            onClick={() => navigate(paths.authorization.getHref(), { state: carryNext(state) })}
          />
        }
      >
        <Shake trigger={shakes.phoneNumber ?? 0}>
          <PhoneField label={t('fields.phone')} required data-autofocus autoFocus {...field('phoneNumber')} />
        </Shake>
        <Shake trigger={shakes.password ?? 0}>
          <PasswordInput
            label={t('fields.password')}
            description={t('registration.passwordHint')}
            required
            autoComplete="new-password"
            {...field('password')}
          />
        </Shake>
        <Shake trigger={shakes.passwordConfirm ?? 0}>
          <PasswordInput
            label={t('fields.passwordConfirm')}
            required
            autoComplete="new-password"
            {...field('passwordConfirm')}
          />
        </Shake>
      </ModalForm>
    </ModalBody>
  );
}
