// The non-data states every cabinet list shares (portal §4 «loading, error, empty and filled»):
// an empty state with a next step, and a load error with the server's message and a retry.
import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-client';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** The next step: a button or a link. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Smaller, for a card inside a page. */
  compact?: boolean;
}

export function EmptyState({ title, text, action, icon, compact = false }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={compact ? 'md' : 'xl'} px="md" ta="center" data-testid="empty-state">
      <ThemeIcon size={compact ? 40 : 56} radius="xl" variant="light" color="gray" aria-hidden>
        {icon ?? <IconInbox size={compact ? 22 : 30} stroke={1.5} />}
      </ThemeIcon>
      <Title order={2} fz={compact ? 'md' : 'lg'} fw={600}>
        {title}
      </Title>
      {text ? (
        <Text size="sm" c="dimmed" maw={440}>
          {text}
        </Text>
      ) : null}
      {action ? <Group mt="xs">{action}</Group> : null}
    </Stack>
  );
}

export interface ListErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: what the server said (or «Ошибка сервера») and «Повторить». */
export function ListError({ error, onRetry }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('listState.errorTitle')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{apiErrorMessage(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="orange" onClick={onRetry}>
            {t('listState.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
