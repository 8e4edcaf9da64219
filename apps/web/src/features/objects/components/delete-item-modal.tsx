// MODAL_DELETE (portal §4 «Delete modal modes»: 0 object, 1 project), drawn by the modal host:
// asks, deletes, closes and goes to the parent path. What goes with the item (projects, comments)
// and what stays (the calculations, in the history) is said before the user confirms.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmForm } from '../../../components/ui/confirm-modal';
import { ModalBody } from '../../../components/ui/modal-shell';
import { showToast } from '../../../components/ui/toast';
import { parentPath } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { openModal, type ModalComponentProps } from '../../../lib/modal-store';
import type { ItemKind } from '../api/cabinet-item';
import { useDeleteItem } from '../api/delete-item';
import { OBJECTS_NS } from '../i18n';

export const DeleteModalMode = { object: 0, project: 1 } as const;

/** Opens the delete modal for an object (mode 0) or a project (mode 1); `name` is shown in it. */
export const openDeleteItem = (kind: ItemKind, id: number, name: string): void =>
  openModal(
    kind === 'object'
      ? { active: 'MODAL_DELETE', id: DeleteModalMode.object, objectId: id, text: name }
      : { active: 'MODAL_DELETE', id: DeleteModalMode.project, projectId: id, text: name },
  );

export function DeleteItemModal({ modal, onClose }: ModalComponentProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const remove = useDeleteItem();
  const kind: ItemKind = modal.id === DeleteModalMode.project ? 'project' : 'object';
  const id = Number(kind === 'object' ? modal.objectId : modal.projectId);
  const name = modal.text ?? '';

  const confirm = () =>
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          onClose();
          showToast({ kind: 'success', message: t(`delete.${kind}.done`, { name }) });
          navigate(parentPath(pathname));
        },
        onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: 'delete-item' }),
      },
    );

  return (
    <ModalBody title={t(`delete.${kind}.title`)}>
      <ConfirmForm
        confirmLabel={t('delete.confirm')}
        onConfirm={confirm}
        onCancel={onClose}
        busy={remove.isPending}
      >
        <Text>{t(`delete.${kind}.question`, { name })}</Text>
        <Text size="sm" c="dimmed">
          {t(`delete.${kind}.consequences`)}
        </Text>
      </ConfirmForm>
    </ModalBody>
  );
}
