// The status of an object: not tracked yet, so always the gray 'Unknown' dot (portal §2, §3).
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OBJECTS_NS } from '../i18n';

export function StatusDot({ label = 'long' }: { label?: 'long' | 'short' }) {
  const { t } = useTranslation(OBJECTS_NS);
  return (
    <Group gap={6} wrap="nowrap" data-testid="status">
      <Box w={10} h={10} bg="gray.5" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm" c="dimmed">
        {label === 'long' ? t('status.unknownTitle') : t('status.unknown')}
      </Text>
    </Group>
  );
}
