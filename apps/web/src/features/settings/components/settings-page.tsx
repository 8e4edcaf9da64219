// /person/settings (portal §2 «Profile settings»): the personal data with an edit button, the
// password mask with its edit button, and the SMS / Push / Email notification toggles, each saved
// through update/notifications with a toast.
import { ActionIcon, Card, Group, SimpleGrid, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import type { NotificationSettings, UserInfo } from '@podbor/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { formatPhone } from '../../../components/ui/phone-field';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { pushPermission, requestPushPermission, type PushPermission } from '../../../lib/browser-push';
import { userInfoQueryKey, useUserInfo } from '../../../lib/user-info';
import { updateNotifications } from '../api/update-notifications';
import { SETTINGS_NS, SETTINGS_TOAST_ID } from '../i18n';
import { ProfileQueryState } from './profile-query-state';
import classes from './settings.module.css';

export function SettingsPage() {
  const { t } = useTranslation(SETTINGS_NS);
  const info = useUserInfo();
  return (
    <>
      <CabinetTitleBar title={t('settings.title')} />
      {info.data ? <SettingsView info={info.data} /> : <ProfileQueryState query={info} />}
    </>
  );
}

function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={to} variant="light" size="lg" aria-label={label}>
        <IconPencil size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

function SettingsView({ info }: { info: UserInfo }) {
  const { t } = useTranslation(SETTINGS_NS);
  const notSet = (
    <Text span c="dimmed">
      {t('settings.notSet')}
    </Text>
  );
  return (
    <Stack gap="lg" maw={720}>
      <Card>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={2} fz="h3">
            {t('settings.personal')}
          </Title>
          <EditLink to={paths.person.updateData.getHref()} label={t('settings.editPersonal')} />
        </Group>
        <dl className={classes.list}>
          <Row label={t('fields.lastname')}>{info.lastname || notSet}</Row>
          <Row label={t('fields.firstname')}>{info.firstname || notSet}</Row>
          <Row label={t('fields.patronymic')}>{info.patronymic || notSet}</Row>
          <Row label={t('fields.email')}>{info.email || notSet}</Row>
          <Row label={t('fields.phone')}>{formatPhone(info.phone_number)}</Row>
        </dl>
      </Card>
      <Card>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} fz="h3" mb={4}>
              {t('settings.password')}
            </Title>
            <Text className={classes.mask} aria-label={t('settings.password')}>
              ••••••••••
            </Text>
          </div>
          <EditLink to={paths.person.updatePassword.getHref()} label={t('settings.editPassword')} />
        </Group>
      </Card>
      <NotificationToggles value={info.notifications} hasEmail={!!info.email} />
    </Stack>
  );
}

const channels = ['sms', 'push', 'email'] as const;

/** Why a switched-on channel cannot work yet, if it cannot (decision 0034). */
function channelHint(
  channel: (typeof channels)[number],
  on: boolean,
  permission: PushPermission,
  hasEmail: boolean,
): string | null {
  if (!on) return null;
  if (channel === 'push' && (permission === 'denied' || permission === 'unsupported'))
    return `settings.push_${permission}`;
  if (channel === 'email' && !hasEmail) return 'settings.emailMissing';
  return null;
}

function NotificationToggles({ value, hasEmail }: { value: NotificationSettings; hasEmail: boolean }) {
  const { t } = useTranslation(SETTINGS_NS);
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const save = useMutation({
    mutationFn: updateNotifications,
    // The switch moves at once; a refusal puts it back.
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: userInfoQueryKey });
      const before = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (before) queryClient.setQueryData<UserInfo>(userInfoQueryKey, { ...before, notifications: next });
      return { before };
    },
    onSuccess: () => showToast({ kind: 'success', message: t('toast.saved'), id: SETTINGS_TOAST_ID }),
    onError: (_e, _next, context) => {
      if (context?.before) queryClient.setQueryData(userInfoQueryKey, context.before);
      showToast({ kind: 'failure', message: t('toast.failed'), id: SETTINGS_TOAST_ID });
    },
  });
  return (
    <Card>
      <Title order={2} fz="h3" mb={4}>
        {t('settings.notifications')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.notificationsText')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {channels.map((channel) => {
          const hint = channelHint(channel, value[channel], permission, hasEmail);
          const hintId = `notify-${channel}-hint`;
          return (
            <div key={channel}>
              <Switch
                label={t(`settings.${channel}`)}
                aria-describedby={hint ? hintId : undefined}
                checked={value[channel]}
                disabled={save.isPending}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  // Asked within the click: browsers show their prompt only for a user's gesture.
                  if (channel === 'push' && on) void requestPushPermission().then(setPermission);
                  save.mutate({ ...value, [channel]: on });
                }}
              />
              {hint && (
                <Text id={hintId} size="xs" c="dimmed" mt={6}>
                  {t(hint)}
                </Text>
              )}
            </div>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
