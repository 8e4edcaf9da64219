// A titled card of the cabinet: the heading (with a dimmed count), an action on the right (a
// button, or the 'Показать все' link of an overview card), and the content below.
import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';
import { Link } from 'react-router';

export interface SectionCardProps {
  title: string;
  /** Shown dimmed after the title once known. */
  count?: number | null | undefined;
  action?: ReactNode;
  /** Where 'Показать все' leads (an overview card); shown in place of `action`. */
  moreHref?: string;
  children: ReactNode;
  /** For tests and overview cards of equal height. */
  testId?: string;
  fullHeight?: boolean;
}

export function SectionCard({
  title,
  count,
  action,
  moreHref,
  children,
  testId,
  fullHeight,
}: SectionCardProps) {
  const { t } = useTranslation(LISTS_NS);
  return (
    <Card h={fullHeight ? '100%' : undefined} data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h3">
          {title}
          {count !== null && count !== undefined ? (
            <Text span c="dimmed" fw={400} ml={8}>
              {count}
            </Text>
          ) : null}
        </Title>
        {moreHref ? (
          <Anchor component={Link} to={moreHref} size="sm">
            {t('listState.showAll')}
          </Anchor>
        ) : (
          action
        )}
      </Group>
      {children}
    </Card>
  );
}
