// Deleting a calculation from the history asks first (portal §2): its files go, and it leaves the
// projects it was attached to. Enter confirms, Escape cancels.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HistoryItem } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDeleteHistoryItem } from '../api/delete-history-item';
import { HISTORY_NS } from '../i18n';

export function DeleteCalcModal({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  const { t } = useTranslation(HISTORY_NS);
  const remove = useDeleteHistoryItem();

  const confirm = () => {
    if (!item || remove.isPending) return;
    remove.mutate(item.request_id, {
      onSuccess: () => {
        onClose();
        showToast({ kind: 'success', message: t('delete.done', { id: item.request_id }) });
      },
      onError: (err) => showToast({ kind: 'failure', message: apiErrorMessage(err), id: 'delete-calc' }),
    });
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('delete.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {item ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <Stack gap="md">
            <Text>{t('delete.question', { id: item.request_id })}</Text>
            <Text size="sm" c="dimmed">
              {item.project_ids.length > 0
                ? t('delete.consequencesAttached', { count: item.project_ids.length })
                : t('delete.consequences')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('delete.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending} data-autofocus>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
