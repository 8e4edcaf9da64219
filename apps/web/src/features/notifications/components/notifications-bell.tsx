// The signed-in header's notifications (portal §2, §9; decision 0034): the bell with a green dot while
// something is unread (the count follows the tab's event stream, polled every 30 s while it is down, and on window focus), and the 500 px panel
// listing the items newest first, each a link to its place with its time («сегодня 14:05»).
// Opening the panel marks what it shows as read; the items new to this opening stay marked «Новое»
// until it closes. Arrives as a lazy chunk; the header shows the same bell, without the dot, until then.
import { Box, Button, Group, Loader, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NotificationItem } from '@podbor/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { cloneElement, useEffect, useId, useState, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRecentDateTime } from '../../../lib/date-format';
import { QueryScope } from '../../../lib/query-scope';
import { listNotifications, markAllRead, notificationKeys, useUnread } from '../api/notifications';
import { useBrowserPush } from '../hooks/use-browser-push';
import { NOTIFICATIONS_NS } from '../i18n';
import classes from './notifications.module.css';

/** Portal §9: the panel is 500 px wide (narrower screens: their width less the margins). */
const PANEL_WIDTH = 'min(500px, calc(100vw - 24px))';

interface BellProps {
  'aria-expanded'?: boolean;
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
}

export interface NotificationsBellProps {
  /** The header's bell button, given the unread count (a dot when above 0). */
  renderTarget: (unread: number) => ReactElement<BellProps>;
  /** Open at once (the bell was clicked while this chunk was loading). */
  defaultOpened?: boolean;
}

/** The header sits outside the pages' query scope: the bell brings its own (the app's one client). */
export function NotificationsBell(props: NotificationsBellProps) {
  return (
    <QueryScope>
      <Bell {...props} />
    </QueryScope>
  );
}

function Bell({ renderTarget, defaultOpened }: NotificationsBellProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const [opened, setOpened] = useState(!!defaultOpened);
  const titleId = useId();
  const unread = useUnread();
  useBrowserPush(unread.data);
  const button = renderTarget(unread.data?.unread ?? 0);
  // A controlled popover leaves the target's clicks to us (Escape and outside clicks: onChange).
  const target = cloneElement(button, {
    'aria-expanded': opened,
    onClick: (e) => {
      button.props.onClick?.(e);
      setOpened((o) => !o);
    },
  });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      width={PANEL_WIDTH}
      position="bottom-end"
      shadow="md"
      withinPortal
      zIndex={300}
    >
      <Popover.Target>{target}</Popover.Target>
      {/* Named by its own title: Mantine names it after the bell, whose name carries the count. */}
      <Popover.Dropdown aria-labelledby={titleId} role="dialog" tabIndex={-1} p={0}>
        <Text id={titleId} fw={700} px="md" pt="md" pb="xs">
          {t('title')}
        </Text>
        {opened && <NotificationsList onNavigate={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationsList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.result.at(-1)?.id : undefined),
    staleTime: 0,
    gcTime: 0,
  });
  const read = useMutation({
    mutationFn: markAllRead,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread, answer),
  });
  const first = list.data?.pages[0];
  const newest = first?.result[0]?.id;
  const anyUnread = (first?.unread ?? 0) > 0;
  const { mutate } = read;
  useEffect(() => {
    if (newest !== undefined && anyUnread) mutate(newest);
  }, [newest, anyUnread, mutate]);

  if (list.isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('title')} />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Stack gap="xs" px="md" pb="md" align="flex-start">
        <Text size="sm" role="alert">
          {t('loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  const items = list.data.pages.flatMap((p) => p.result);
  if (items.length === 0) {
    return (
      <Box px="md" pb="md">
        <Text size="sm">{t('empty')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('emptyHint')}
        </Text>
      </Box>
    );
  }
  return (
    <div className={classes.scroll}>
      <ul className={classes.list}>
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Group justify="center" p="xs">
          <UnstyledButton
            className={classes.more}
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {t('more')}
          </UnstyledButton>
        </Group>
      )}
    </div>
  );
}

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const when = formatRecentDateTime(item.created, { today: t('today'), yesterday: t('yesterday') });
  return (
    <li>
      <Link
        to={item.link}
        className={classes.item}
        onClick={onNavigate}
        data-unread={!item.read || undefined}
      >
        {!item.read && <span className={classes.newDot} aria-hidden />}
        <span className={classes.text}>
          {!item.read && <span className={classes.visuallyHidden}>{t('new')}: </span>}
          {item.text}
        </span>
        <span className={classes.time}>{when}</span>
      </Link>
    </li>
  );
}
