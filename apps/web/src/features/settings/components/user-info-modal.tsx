// MODAL_USER_INFO (portal §4): after the phone is confirmed — the names (all optional) and an
// optional e-mail. The names are saved; a valid e-mail gets a code (code mode 1); without one, or
// with «Пропустить», the registration's success modal follows. A refusal shows its text (a lost
// session is the API client's 401 handling: cleared, back home).
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/ui/form-error';
import { ModalBody } from '../../../components/ui/modal-shell';
import { Shake } from '../../../components/ui/shake';
import { CodeMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { storeUserNames } from '../../../lib/session';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { optionalEmail, requestEmailCode } from '../api/update-email';
import { updateInfo, userInfoNamesForm } from '../api/update-info';
import { SETTINGS_NS } from '../i18n';
import { NameFields } from './name-fields';

const userInfoForm = userInfoNamesForm.extend({ email: optionalEmail });

export function UserInfoModal(_: ModalComponentProps) {
  const { t } = useTranslation(SETTINGS_NS);
  const { form, field, submit, shakes, refuse, serverError } = useShakingForm(userInfoForm, {
    lastname: '',
    firstname: '',
    patronymic: '',
    email: '',
  });

  const onValid = submit(async ({ email, ...names }: z.output<typeof userInfoForm>) => {
    try {
      if (names.lastname || names.firstname || names.patronymic) {
        await updateInfo(names);
        storeUserNames(names);
      }
      if (!email) return openModal({ active: 'MODAL_SUCCESS' });
      const sent = await requestEmailCode(email);
      openModal({
        active: 'MODAL_CODE',
        id: CodeMode.registerEmail,
        email,
        resendAfterSec: sent.resendAfterSec,
      });
    } catch (e) {
      refuse(e, { fallback: t('errors.update') });
    }
  });

  return (
    <ModalBody title={t('userInfo.title')}>
      <form onSubmit={onValid} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.5">
            {t('userInfo.text')}
          </Text>
          <NameFields field={field} shakes={shakes} autoFocus />
          <Shake trigger={shakes.email ?? 0}>
            <TextInput label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
          </Shake>
          <FormError message={serverError} />
          <Group grow gap="sm">
            <Button variant="default" onClick={() => openModal({ active: 'MODAL_SUCCESS' })}>
              {t('userInfo.skip')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('userInfo.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalBody>
  );
}
