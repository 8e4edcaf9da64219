// Pager: the page bar of the cabinet lists — previous, the numbers of paginationWindow() with
// ellipses, next. Renders nothing for a single page. On a phone (≤ 480 px) the buttons are smaller
// and only the last page follows the ellipsis, so the bar stays one line at 375 px.
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';
import { NARROW_TAIL_PAGES, TAIL_PAGES, paginationWindow } from './pagination-window';

export interface PagerProps {
  /** Number of pages. */
  total: number;
  /** The page shown, 1-based. */
  page: number;
  onChange: (page: number) => void;
}

export function Pager({ total, page, onChange }: PagerProps) {
  const { t } = useTranslation(LISTS_NS);
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  if (total <= 1) return null;
  const items = paginationWindow(total, page, narrow ? NARROW_TAIL_PAGES : TAIL_PAGES);
  const arrowSize = narrow ? 'md' : 'lg';
  return (
    <nav aria-label={t('pager.label')} data-narrow={narrow || undefined}>
      <Group gap={narrow ? 2 : 4} justify="center" wrap="wrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size={arrowSize}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label={t('pager.previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <Text key={`e${i}`} c="dimmed" px={narrow ? 1 : 4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size={narrow ? 'compact-sm' : 'compact-md'}
              miw={narrow ? 28 : 36}
              px={narrow ? 4 : 8}
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
          size={arrowSize}
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
