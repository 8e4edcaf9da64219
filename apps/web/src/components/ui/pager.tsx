// Pager: the page bar of the cabinet lists — previous, the numbers of paginationWindow() with
// ellipses, next. Renders nothing for a single page.
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';
import { paginationWindow } from './pagination-window';

export interface PagerProps {
  /** Number of pages. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  onChange: (page: number) => void;
}

export function Pager({ total, page, onChange }: PagerProps) {
  const { t } = useTranslation(LISTS_NS);
  if (total <= 1) return null;
  const items = paginationWindow(total, page);
  return (
    <nav aria-label={t('pager.label')}>
      <Group gap={4} justify="center" wrap="wrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label={t('pager.previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <Text key={`e${i}`} c="dimmed" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="compact-md"
              miw={36}
              px={8}
              variant={item === page ? 'filled' : 'subtle'}
              color={item === page ? undefined : 'gray'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: item })}
              onClick={() => item !== page && onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          disabled={page >= total}
          onClick={() => onChange(page + 1)}
          aria-label={t('pager.next')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </nav>
  );
}
