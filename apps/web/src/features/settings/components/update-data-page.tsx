// /person/settings/update_data (portal §2, §4 «Profile editing»): separate forms for the full name,
// the e-mail and the phone, each opened with «Изменить»; only one is active at a time, the others
// stay disabled. «Сохранить изменения» saves the active one, «Отмена» drops its edits. A new e-mail
// or phone gets a code first: the code modal opens on …/update_data/email or …/phone.
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UserInfo } from '@podbor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { formatPhoneTyping, PhoneField } from '../../../components/ui/phone-field';
import { Shake } from '../../../components/ui/shake';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { storeUserNames } from '../../../lib/session';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { reloadUserInfo, userInfoQueryKey, useUserInfo } from '../../../lib/user-info';
import { emailForm, requestEmailCode } from '../api/update-email';
import { profileNamesForm, updateInfo } from '../api/update-info';
import { phoneForm, requestPhoneCode } from '../api/update-phone';
import type { ContactCodeState } from '../contact-code-state';
import { SETTINGS_NS, SETTINGS_TOAST_ID } from '../i18n';
import { NameFields } from './name-fields';
import { ProfileQueryState } from './profile-query-state';
import classes from './settings.module.css';

type Section = 'names' | 'email' | 'phone';
const formId = (section: Section) => `update-data-${section}`;

export function UpdateDataPage() {
  const { t } = useTranslation(SETTINGS_NS);
  const info = useUserInfo();
  return (
    <>
      <CabinetTitleBar title={t('updateData.title')} />
      {info.data ? <UpdateDataForms info={info.data} /> : <ProfileQueryState query={info} />}
    </>
  );
}

const nameValues = (info: UserInfo) => ({
  lastname: info.lastname ?? '',
  firstname: info.firstname ?? '',
  patronymic: info.patronymic ?? '',
});

function UpdateDataForms({ info }: { info: UserInfo }) {
  const { t } = useTranslation(SETTINGS_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<Section | null>(null);
  const names = useShakingForm(profileNamesForm, nameValues(info));
  const email = useShakingForm(emailForm, { email: info.email ?? '' });
  // The phone shows grouped as on the settings page ('+7 912 345 67 89'); phoneForm sends it bare.
  const phone = useShakingForm(phoneForm, { phoneNumber: formatPhoneTyping(info.phone_number) });

  // The inactive forms follow the profile (after a save or a confirmed code).
  useEffect(() => {
    if (active !== 'names') names.form.reset(nameValues(info));
    if (active !== 'email') email.form.reset({ email: info.email ?? '' });
    if (active !== 'phone') phone.form.reset({ phoneNumber: formatPhoneTyping(info.phone_number) });
  }, [info, active, names.form, email.form, phone.form]);

  // The opened form takes the focus.
  useEffect(() => {
    if (active === 'names') names.form.setFocus('lastname');
    if (active === 'email') email.form.setFocus('email');
    if (active === 'phone') phone.form.setFocus('phoneNumber');
  }, [active, names.form, email.form, phone.form]);

  const failed = (e: unknown) => {
    showToast({ kind: 'failure', message: t('toast.failed'), id: SETTINGS_TOAST_ID });
    return refusalText(e, t('errors.update'));
  };

  const saveNames = names.submit(async (value) => {
    try {
      await updateInfo(value);
    } catch (e) {
      failed(e);
      names.showServerFieldErrors(e);
      return;
    }
    showToast({ kind: 'success', message: t('toast.saved'), id: SETTINGS_TOAST_ID });
    await reloadUserInfo(queryClient).catch(() => {
      queryClient.setQueryData<UserInfo>(userInfoQueryKey, { ...info, ...value });
      storeUserNames(value);
    });
    setActive(null);
  });

  const saveEmail = email.submit(async ({ email: value }) => {
    if (value.toLowerCase() === info.email?.toLowerCase()) return setActive(null);
    try {
      const sent = await requestEmailCode(value);
      setActive(null);
      navigate(paths.person.updateEmail.getHref(), {
        state: { email: value, resendAfterSec: sent.resendAfterSec } satisfies ContactCodeState,
      });
    } catch (e) {
      email.form.setError('email', { type: 'server', message: failed(e) });
      email.shake(['email']);
    }
  });

  const savePhone = phone.submit(async ({ phoneNumber }) => {
    if (phoneNumber === info.phone_number) return setActive(null);
    try {
      const sent = await requestPhoneCode(phoneNumber);
      setActive(null);
      navigate(paths.person.updatePhone.getHref(), {
        state: { tel: phoneNumber, resendAfterSec: sent.resendAfterSec } satisfies ContactCodeState,
      });
    } catch (e) {
      phone.form.setError('phoneNumber', { type: 'server', message: failed(e) });
      phone.shake(['phoneNumber']);
    }
  });

  const cancel = () => {
    if (active === 'names') names.form.reset(nameValues(info));
    if (active === 'email') email.form.reset({ email: info.email ?? '' });
    if (active === 'phone') phone.form.reset({ phoneNumber: formatPhoneTyping(info.phone_number) });
    setActive(null);
  };

  const submitting =
    names.form.formState.isSubmitting ||
    email.form.formState.isSubmitting ||
    phone.form.formState.isSubmitting;

  const section = (
    key: Section,
    title: string,
    note: string | null,
    onSubmit: () => void,
    body: ReactNode,
  ) => (
    <Card className={classes.section} data-active={active === key || undefined}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Button
          variant="light"
          size="xs"
          className={classes.change}
          disabled={active !== null}
          onClick={() => setActive(key)}
        >
          {t('updateData.change')}
        </Button>
      </Group>
      <form id={formId(key)} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {body}
          {note && active === key ? (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Card>
  );

  return (
    <Stack gap="lg" maw={720}>
      {section(
        'names',
        t('updateData.names'),
        null,
        saveNames,
        <NameFields
          field={names.field}
          shakes={names.shakes}
          required={['lastname', 'firstname']}
          disabled={active !== 'names'}
        />,
      )}
      {section(
        'email',
        t('updateData.email'),
        t('updateData.emailNote'),
        saveEmail,
        <Shake trigger={email.shakes.email ?? 0}>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            disabled={active !== 'email'}
            {...email.field('email')}
          />
        </Shake>,
      )}
      {section(
        'phone',
        t('updateData.phone'),
        t('updateData.phoneNote'),
        savePhone,
        <Shake trigger={phone.shakes.phoneNumber ?? 0}>
          <PhoneField
            grouped
            label={t('fields.phone')}
            disabled={active !== 'phone'}
            {...phone.field('phoneNumber')}
          />
        </Shake>,
      )}
      <Group gap="sm">
        <Button
          type="submit"
          form={active ? formId(active) : undefined}
          disabled={!active}
          loading={submitting}
        >
          {t('updateData.save')}
        </Button>
        <Button variant="default" disabled={!active || submitting} onClick={cancel}>
          {t('updateData.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
