// An unread count: the chat's total beside a link to it (the cabinet's tab, the user menu's entry,
// the manager's «Чаты с клиентами») or a topic's in the lists — a small blue count, nothing while
// everything is read; «99+» above 99.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';

export function UnreadCount({
  count,
  label,
  testId = 'chat-unread-total',
}: {
  count: number;
  /** What a screen reader says; default «непрочитанных: N» of the chat. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation(LISTS_NS);
  if (count <= 0) return null;
  return (
    <Badge
      size="sm"
      color="blue"
      variant="filled"
      circle={count < 10}
      aria-label={label ?? t('unread.label', { count })}
      data-testid={testId}
      style={{ flex: 'none' }}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
