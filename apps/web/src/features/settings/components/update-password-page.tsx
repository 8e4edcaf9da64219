// /person/settings/update_password (portal §2, §5, §8): current, new and repeated password. A
// success shows the green toast and returns to the settings; a refusal shows the server's text
// under the form and the orange toast, until the current password is edited (it is about that
// password: «Неверный текущий пароль» must not stay while a new one is typed).
import { Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { FormError } from '../../../components/ui/form-error';
import { Shake } from '../../../components/ui/shake';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useShakingForm } from '../../../lib/use-shaking-form';
import { passwordChangeForm, updatePassword } from '../api/update-password';
import { SETTINGS_NS, SETTINGS_TOAST_ID } from '../i18n';

const fields = [
  { name: 'oldPassword', autoComplete: 'current-password', hint: false },
  { name: 'newPassword', autoComplete: 'new-password', hint: true },
  { name: 'newPasswordRepeat', autoComplete: 'new-password', hint: false },
] as const;

export function UpdatePasswordPage() {
  const { t } = useTranslation(SETTINGS_NS);
  const navigate = useNavigate();
  const { form, field, submit, shakes, refuse, serverError, setServerError } = useShakingForm(
    passwordChangeForm,
    {
      oldPassword: '',
      newPassword: '',
      newPasswordRepeat: '',
    },
  );
  const settingsHref = paths.person.settings.getHref();

  const onValid = submit(async ({ oldPassword, newPassword }) => {
    try {
      await updatePassword({ oldPassword, newPassword });
    } catch (e) {
      showToast({ kind: 'failure', message: t('toast.failed'), id: SETTINGS_TOAST_ID });
      refuse(e, { shake: ['oldPassword'], fallback: t('errors.update') });
      return;
    }
    showToast({ kind: 'success', message: t('toast.saved'), id: SETTINGS_TOAST_ID });
    navigate(settingsHref);
  });

  return (
    <>
      <CabinetTitleBar title={t('updatePassword.title')} />
      <Card maw={560}>
        <form onSubmit={onValid} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('updatePassword.text')}
            </Text>
            {fields.map((f, i) => {
              const props = field(f.name);
              return (
                <Shake key={f.name} trigger={shakes[f.name] ?? 0}>
                  <PasswordInput
                    label={t(`fields.${f.name}`)}
                    description={f.hint ? t('fields.passwordHint') : undefined}
                    autoComplete={f.autoComplete}
                    required
                    autoFocus={i === 0}
                    {...props}
                    onChange={(e) => {
                      if (f.name === 'oldPassword') setServerError(null);
                      return props.onChange(e);
                    }}
                  />
                </Shake>
              );
            })}
            <FormError message={serverError} />
            <Group gap="sm">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('updatePassword.save')}
              </Button>
              <Button variant="default" onClick={() => navigate(settingsHref)}>
                {t('updatePassword.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
