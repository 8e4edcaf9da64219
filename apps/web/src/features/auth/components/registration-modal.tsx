// MODAL_REG (portal §3–4): phone, password and its confirmation → the SMS code (code mode 0).
// Refusals read as §8 maps them ('Данный номер телефона уже зарегистрирован'…).
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { ModalBody } from '../../../components/ui/modal-shell';
import { PhoneField } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { paths } from '../../../config/paths';
import { CodeMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { register, registrationErrorText, registrationForm } from '../api/register';
import { AUTH_NS } from '../i18n';

export function RegistrationModal({ modal }: ModalComponentProps) {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const { form, field, submit, shake, shakes, showServerFieldErrors } = useShakingForm(registrationForm, {
    phoneNumber: modal.tel ?? '+7',
    password: '',
    passwordConfirm: '',
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const onValid = submit(async ({ phoneNumber, password }) => {
    setServerError(null);
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
      if (showServerFieldErrors(e)) return;
      setServerError(registrationErrorText(e));
      shake(['phoneNumber']);
    }
  });

  return (
    <ModalBody title={t('registration.title')}>
      <form onSubmit={onValid} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.5">
            {t('registration.text')}
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
          <FormError message={serverError} />
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('registration.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('registration.haveAccount')}{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => navigate(paths.authorization.getHref())}
            >
              {t('registration.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </ModalBody>
  );
}
