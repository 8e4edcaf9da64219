// CabinetTitleBar: the cabinet pages' heading with a back arrow to the parent path (portal §2:
// last segment removed, '/' at the root) and an optional right-hand slot for page actions.
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { parentPath } from '../../config/paths';

export interface CabinetTitleBarProps {
  title: ReactNode;
  /** Overrides the parent path when a page knows better (rare). */
  backTo?: string;
  /** Shown instead of the heading while the title is being edited (inline rename). */
  editor?: ReactNode;
  children?: ReactNode;
}

export function CabinetTitleBar({ title, backTo, editor, children }: CabinetTitleBarProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    // On a narrow screen a wide action (a button with text) moves under the title instead of
    // squeezing it.
    <Group justify="space-between" wrap="wrap" mb="md" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: editor ? '1 1 100%' : '1 1 220px' }}>
        <ActionIcon
          component={Link}
          to={backTo ?? parentPath(pathname)}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('ui.back')}
        >
          <IconArrowLeft size={22} stroke={1.8} />
        </ActionIcon>
        {editor ?? (
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {title}
          </Title>
        )}
      </Group>
      {children ? (
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      ) : null}
    </Group>
  );
}
