// One object in «Мои объекты» (portal §2): the name as a link, creation date, project and
// calculation counts, and the status (always 'неизвестно' for now).
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ObjectItem } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/date-format';
import { OBJECTS_NS } from '../i18n';
import { StatusDot } from './status-dot';

export function ObjectCard({ item }: { item: ObjectItem }) {
  const { t } = useTranslation(OBJECTS_NS);
  return (
    <Card component="article" padding="md" data-testid="object-card" h="100%">
      <Stack gap={8} h="100%">
        <Anchor
          component={Link}
          to={paths.person.object.getHref(item.id)}
          fw={600}
          fz="lg"
          lineClamp={2}
          style={{ wordBreak: 'break-word' }}
        >
          {item.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('card.created', { date: formatDate(item.created) })}
        </Text>
        <Group gap="lg" mt="auto">
          <Text size="sm">{t('card.projects', { count: item.projects })}</Text>
          <Text size="sm">{t('card.calcs', { count: item.calcs })}</Text>
        </Group>
        <StatusDot label="short" />
      </Stack>
    </Card>
  );
}
