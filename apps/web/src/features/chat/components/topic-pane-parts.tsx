// What the customer's and the manager's open topic share: the way back to the list on a phone, and
// the answer to a topic that is not there (deleted, closed to this side, or never this user's).
import { Button, Card } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/list-states';
import { isApiError } from '../../../lib/api-client';
import { CHAT_NS } from '../i18n';

export function BackToTopics({ to }: { to: string }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} />}
      mb="xs"
    >
      {t('list.back')}
    </Button>
  );
}

/** The topic query answered 404. */
export const topicMissing = (q: { isError: boolean; error: unknown }) =>
  q.isError && isApiError(q.error) && q.error.statusCode === 404;

export function TopicMissing({ back }: { back: ReactNode }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <Card>
      {back}
      <EmptyState title={t('list.notFound')} text={t('list.notFoundText')} />
    </Card>
  );
}
