// The non-data states every cabinet list shares (portal §4 «loading, error, empty and filled»):
// an empty state with a next step, a load error with the server's message and a retry, loading
// rows, and QueryView choosing among them from a query.
import { Alert, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';
import { refusalText } from '../../lib/api-client';

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

export interface NothingFoundProps {
  title: string;
  text?: ReactNode;
  /** With filters set: the button that clears them. */
  reset?: { label: string; onClick: () => void } | null;
  /** Without filters, an empty page lies past the end of the list: back to page 1. */
  onFirstPage: () => void;
}

/** An answer with no items for this search or page: the way back to a full list. */
export function NothingFound({ title, text, reset, onFirstPage }: NothingFoundProps) {
  const { t } = useTranslation(LISTS_NS);
  return (
    <EmptyState
      title={title}
      text={text}
      action={
        <Button variant="light" onClick={reset ? reset.onClick : onFirstPage}>
          {reset ? reset.label : t('listState.firstPage')}
        </Button>
      }
    />
  );
}

export interface ListErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: what the server said (or «Ошибка сервера») and «Повторить». */
export function ListError({ error, onRetry }: ListErrorProps) {
  const { t } = useTranslation(LISTS_NS);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('listState.errorTitle')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{refusalText(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="orange" onClick={onRetry}>
            {t('listState.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

export interface QueryViewProps<T> {
  /** A TanStack query (only its state is read). */
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** Shown while the first answer is awaited. */
  loading: ReactNode;
  /** Whether an answer counts as empty, and what to show then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode | ((data: T) => ReactNode);
  /** The filled state. */
  children: (data: T) => ReactNode;
}

/** The four states of a list from its query: loading, error (with retry), empty and filled. */
export function QueryView<T>({ query, loading, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{typeof empty === 'function' ? empty(data) : empty}</>;
  return <>{children(data)}</>;
}

/** Grey bars standing in for `count` rows while a list loads. */
export function LoadingRows({
  count = 3,
  height = 44,
  label,
}: {
  count?: number;
  height?: number;
  label: string;
}) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}
