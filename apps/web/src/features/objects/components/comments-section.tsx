// The comments of an object or project (portal §2: author, date, text), newest first, with the
// attached file to download and deletion of one's own comments. «Показать ещё» loads older ones.
import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import type { CommentItem } from '@podbor/contracts';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-format';
import { downloadFile } from '../../../lib/file-download';
import type { ItemKind } from '../api/cabinet-item';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/list-comments';
import { OBJECTS_NS } from '../i18n';
import classes from './objects.module.css';

export const COMMENTS_PAGE = 10;

export function CommentsSection({ kind, id }: { kind: ItemKind; id: number }) {
  const { t } = useTranslation(OBJECTS_NS);
  const [limit, setLimit] = useState(COMMENTS_PAGE);
  const query = useComments(kind, id, limit);

  return (
    <SectionCard title={t('comments.title')} count={query.data?.count}>
      <QueryView
        query={query}
        loading={<LoadingRows count={2} height={56} label={t('comments.loading')} />}
        isEmpty={(data) => data.result.length === 0}
        empty={<EmptyState compact title={t('comments.empty')} text={t(`comments.emptyText.${kind}`)} />}
      >
        {(data) => (
          <Stack gap={0}>
            <div role="list" aria-label={t('comments.title')}>
              {data.result.map((c) => (
                <CommentRow key={c.id} comment={c} />
              ))}
            </div>
            {data.count > data.result.length ? (
              <Button
                variant="subtle"
                mt="sm"
                onClick={() => setLimit((n) => n + COMMENTS_PAGE)}
                loading={query.isFetching}
              >
                {t('comments.more', { count: data.count - data.result.length })}
              </Button>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}

function CommentRow({ comment }: { comment: CommentItem }) {
  const { t } = useTranslation(OBJECTS_NS);
  const remove = useDeleteComment();
  const [confirming, setConfirming] = useState(false);
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('comments.sizeMb', { n: (bytes / 1024 / 1024).toFixed(1).replace('.', ',') })
      : t('comments.sizeKb', { n: Math.max(1, Math.round(bytes / 1024)) });

  const download = () => {
    if (!comment.file) return;
    downloadFile(comment.file.path, comment.file.name).catch((e: unknown) =>
      showToast({ kind: 'failure', message: refusalText(e), id: 'comment-file' }),
    );
  };

  const onDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ kind: 'success', message: t('comments.deleted') });
      },
      onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: 'delete-comment' }),
    });

  return (
    <div role="listitem" className={classes.row} style={{ alignItems: 'flex-start' }} data-testid="comment">
      <Stack gap={4} className={classes.rowMain}>
        <Group gap={8}>
          <Text fw={600} size="sm">
            {comment.author}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.date)}
          </Text>
        </Group>
        {comment.comment ? (
          <Text size="sm" className={classes.commentText}>
            {comment.comment}
          </Text>
        ) : null}
        {comment.file ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPaperclip size={14} />}
            onClick={download}
            styles={{ root: { alignSelf: 'flex-start', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
            aria-label={t('comments.downloadLabel', { name: comment.file.name })}
          >
            {comment.file.name} · {size(comment.file.size)}
          </Button>
        ) : null}
      </Stack>
      {comment.own ? (
        <Popover opened={confirming} onChange={setConfirming} position="bottom-end" withArrow trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setConfirming((o) => !o)}
              aria-label={t('comments.delete')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <Text size="sm">{t('comments.deleteQuestion')}</Text>
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  {t('comments.cancel')}
                </Button>
                <Button size="xs" color="red" onClick={onDelete} loading={remove.isPending}>
                  {t('comments.deleteConfirm')}
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </div>
  );
}
