// The delete modal (portal §4 «Delete modal modes»: 0 object, 1 project): asks, deletes, closes and
// goes to the parent path. What goes with the item (projects, comments) and what stays (the
// calculations, in the history) is said before the user confirms.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { showToast } from '../../../components/ui/toast';
import { parentPath } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDeleteItem } from '../api/delete-item';
import { OBJECTS_NS } from '../i18n';

export const DeleteModalMode = { object: 0, project: 1 } as const;
export type DeleteModalModeValue = (typeof DeleteModalMode)[keyof typeof DeleteModalMode];

export interface DeleteItemModalProps {
  mode: DeleteModalModeValue;
  id: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}

export function DeleteItemModal({ mode, id, name, opened, onClose }: DeleteItemModalProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const remove = useDeleteItem();
  const kind = mode === DeleteModalMode.object ? 'object' : 'project';

  const confirm = () =>
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          onClose();
          showToast({ kind: 'success', message: t(`delete.${kind}.done`, { name }) });
          navigate(parentPath(pathname));
        },
        onError: (err) => showToast({ kind: 'failure', message: apiErrorMessage(err), id: 'delete-item' }),
      },
    );

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t(`delete.${kind}.title`)}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      busy={remove.isPending}
    >
      <Text>{t(`delete.${kind}.question`, { name })}</Text>
      <Text size="sm" c="dimmed">
        {t(`delete.${kind}.consequences`)}
      </Text>
    </ConfirmModal>
  );
}
