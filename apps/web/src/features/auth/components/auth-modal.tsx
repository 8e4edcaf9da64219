// MODAL_AUTH (portal §3–4): phone and password. On success the session is stored, the modal fades
// and after 500 ms the user goes, with a fresh page, to the page the login was asked for from (the
// route's navigation state `{ next }`: a guarded page, a calculator result) or else home — /manager
// for a manager, /person for everyone else (issue 33 item 10); a
// refusal shows the server's text under the form and shakes it. Links lead to recovery and
// registration (which keeps the same `next`).
import { Group, PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ModalBody } from '../../../components/ui/modal-shell';
import { PhoneField, phoneDigitsOf } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { paths } from '../../../config/paths';
import { fadeOutModal, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { carryNext, nextOf } from '../../../lib/next-page';
import { browserPage, startSession } from '../../../lib/session';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { getUserInfo } from '../../../lib/user-info';
import { LOGIN_REDIRECT_DELAY_MS, login, loginForm } from '../api/login';
import { AUTH_NS } from '../i18n';
import { ModalFooterLine, ModalForm, ModalLink } from './modal-form';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AuthModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const { state } = useLocation();
  const { form, field, submit, shakes, refuse, serverError } = useShakingForm(loginForm, {
    phoneNumber: modal.tel ?? '+7',
    password: '',
  });

  const onValid = submit(async ({ phoneNumber, password }) => {
    try {
      const session = await login({ username: phoneDigitsOf(phoneNumber), password });
      startSession(session.token);
    } catch (e) {
      return refuse(e, { shake: ['password'], fallback: t('errors.login') });
    }
    fadeOutModal();
    // The names for the header (and the role: a manager's home is the console) while the modal fades.
    const [info] = await Promise.all([getUserInfo().catch(() => undefined), delay(LOGIN_REDIRECT_DELAY_MS)]);
    const home = info?.role === 'manager' ? paths.manager.getHref() : paths.person.root.getHref();
    browserPage.assign(nextOf(state) ?? home);
  });

  return (
    <ModalBody title={t('login.title')}>
      <ModalForm
        onSubmit={onValid}
        error={serverError}
        submitLabel={t('login.submit')}
        submitting={form.formState.isSubmitting}
        footer={
          <ModalFooterLine
            question={t('login.noAccount')}
            link={t('login.toRegistration')}
            onClick={() => navigate(paths.registration.getHref(), { state: carryNext(state) })}
          />
        }
      >
        <Shake trigger={shakes.phoneNumber ?? 0}>
          <PhoneField label={t('fields.phone')} required data-autofocus autoFocus {...field('phoneNumber')} />
        </Shake>
        <Shake trigger={shakes.password ?? 0}>
          <PasswordInput
            label={t('fields.password')}
            required
            autoComplete="current-password"
            {...field('password')}
          />
        </Shake>
        <Group justify="flex-end" mt={-6}>
          <ModalLink
            onClick={() => openModal({ active: 'MODAL_PASS_RECOVER', tel: form.getValues('phoneNumber') })}
          >
            {t('login.forgot')}
          </ModalLink>
        </Group>
      </ModalForm>
    </ModalBody>
  );
}
