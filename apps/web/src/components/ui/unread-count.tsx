// The chat's unread total beside a link to it (the cabinet's tab, the user menu's entry, the
// manager's «Чаты с клиентами»): a small blue count, nothing while everything is read; «99+» above 99.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';

export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation(LISTS_NS);
  if (count <= 0) return null;
  return (
    <Badge
      size="sm"
      color="blue"
      variant="filled"
      circle={count < 10}
      aria-label={t('unread.label', { count })}
      data-testid="chat-unread-total"
      style={{ flex: 'none' }}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
