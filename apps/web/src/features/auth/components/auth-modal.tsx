// MODAL_AUTH (portal §3–4): phone and password. On success the session is stored, the modal fades
// and after 500 ms the user goes to /person with a fresh page; a refusal shows the server's text
// under the form and shakes it. Links lead to recovery and registration.
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalBody } from '../../../components/ui/modal-shell';
import { PhoneField, phoneDigitsOf } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { fadeOutModal, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { browserPage, startSession } from '../../../lib/session';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { getUserInfo } from '../../../lib/user-info';
import { LOGIN_REDIRECT_DELAY_MS, login, loginForm } from '../api/login';
import { AUTH_NS } from '../i18n';
import { FormError } from '../../../components/ui/form-error';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AuthModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const { form, field, submit, shake, shakes } = useShakingForm(loginForm, {
    phoneNumber: modal.tel ?? '+7',
    password: '',
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onValid = submit(async ({ phoneNumber, password }) => {
    setServerError(null);
    try {
      const session = await login({ username: phoneDigitsOf(phoneNumber), password });
      startSession(session.token);
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:ui.unexpectedError'));
      shake(['password']);
      return;
    }
    fadeOutModal();
    // The names for the header are fetched while the modal fades.
    await Promise.all([getUserInfo().catch(() => undefined), delay(LOGIN_REDIRECT_DELAY_MS)]);
    browserPage.assign(paths.person.root.getHref());
  });

  return (
    <ModalBody title={t('login.title')}>
      <form onSubmit={onValid} noValidate>
        <Stack gap="md">
          <Shake trigger={shakes.phoneNumber ?? 0}>
            <PhoneField
              label={t('fields.phone')}
              required
              data-autofocus
              autoFocus
              {...field('phoneNumber')}
            />
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
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => openModal({ active: 'MODAL_PASS_RECOVER', tel: form.getValues('phoneNumber') })}
            >
              {t('login.forgot')}
            </Anchor>
          </Group>
          <FormError message={serverError} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('login.noAccount')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => navigate(paths.registration.getHref())}
            >
              {t('login.toRegistration')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </ModalBody>
  );
}
