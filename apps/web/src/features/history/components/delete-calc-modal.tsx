// Deleting a calculation from the history asks first (portal §2): its files go, and it leaves the
// projects it was attached to.
import { Text } from '@mantine/core';
import type { HistoryItem } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { useDeleteHistoryItem } from '../api/delete-history-item';
import { HISTORY_NS } from '../i18n';

export function DeleteCalcModal({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  const { t } = useTranslation(HISTORY_NS);
  const remove = useDeleteHistoryItem();

  const confirm = () => {
    if (!item) return;
    remove.mutate(item.request_id, {
      onSuccess: () => {
        onClose();
        showToast({ kind: 'success', message: t('delete.done', { id: item.request_id }) });
      },
      onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: 'delete-calc' }),
    });
  };

  return (
    <ConfirmModal
      opened={item !== null}
      onClose={onClose}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      busy={remove.isPending}
    >
      {item ? (
        <>
          <Text>{t('delete.question', { id: item.request_id })}</Text>
          <Text size="sm" c="dimmed">
            {item.project_ids.length > 0
              ? t('delete.consequencesAttached', { count: item.project_ids.length })
              : t('delete.consequences')}
          </Text>
        </>
      ) : null}
    </ConfirmModal>
  );
}
