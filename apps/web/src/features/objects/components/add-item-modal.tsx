// MODAL_ADD (portal §4 «Add modal modes»: 0 new chat, 1 new object, 2 new project), drawn by the
// modal host. An empty name shows the error toast (id 2) for 2.9 s, shakes the field and marks it
// with the message until it is edited; a refused call shows the server's message in the same toast. A created item opens at once.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { cabinetLimits, cabinetMessages, objectCreateRequest } from '@podbor/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalBody } from '../../../components/ui/modal-shell';
import { Shake } from '../../../components/ui/shake';
import { showToast } from '../../../components/ui/toast';
import { useAddRefusal } from '../../../components/ui/use-add-refusal';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import {
  ADD_ERROR_TOAST_ID,
  AddModalMode,
  openModal,
  type ModalComponentProps,
} from '../../../lib/modal-store';
import { useCreateItem } from '../api/create-item';
import { OBJECTS_NS } from '../i18n';

/** Portal §4: the add modal's modes (lib/modal-store). Mode 0 (a chat) belongs to the chat feature. */
export { ADD_ERROR_TOAST_ID, AddModalMode };

/** Opens the add modal: a new object (mode 1), or a new project of `objectId` (mode 2). */
export const openAddObject = (): void => openModal({ active: 'MODAL_ADD', id: AddModalMode.object });
export const openAddProject = (objectId: number): void =>
  openModal({ active: 'MODAL_ADD', id: AddModalMode.project, objectId });

export function AddItemModal({ modal, onClose }: ModalComponentProps) {
  const { t } = useTranslation(OBJECTS_NS);
  // Mode 0 (a new chat) is the chat feature's (app/modal-layer picks it by mode).
  if (modal.id === AddModalMode.project)
    return (
      <ModalBody title={t('add.project.title')}>
        <AddItemForm kind="project" objectId={Number(modal.objectId)} onClose={onClose} />
      </ModalBody>
    );
  if (modal.id === AddModalMode.object)
    return (
      <ModalBody title={t('add.object.title')}>
        <AddItemForm kind="object" onClose={onClose} />
      </ModalBody>
    );
  return null;
}

interface AddItemFormProps {
  kind: 'object' | 'project';
  /** The object a new project goes into. */
  objectId?: number;
  onClose: () => void;
}

function AddItemForm({ kind, objectId, onClose }: AddItemFormProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const navigate = useNavigate();
  const create = useCreateItem();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const { error: nameError, shakes, refuse, clear, accepted } = useAddRefusal();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) return refuse(cabinetMessages.nameRequired);
    const body = objectCreateRequest.safeParse({ name, comment: comment.trim() || null });
    if (!body.success) return refuse(body.error.issues[0]?.message ?? cabinetMessages.nameRequired);
    const input =
      kind === 'project' && objectId !== undefined
        ? { kind: 'project' as const, objectId, body: body.data }
        : { kind: 'object' as const, body: body.data };
    create.mutate(input, {
      onSuccess: (created) => {
        accepted();
        onClose();
        showToast({ kind: 'success', message: t(`add.${kind}.done`, { name: body.data.name }) });
        navigate(
          kind === 'object'
            ? paths.person.object.getHref(created.id)
            : paths.person.project.getHref(created.objectId, created.id),
        );
      },
      onError: (err) => showToast({ kind: 'failure', message: refusalText(err), id: ADD_ERROR_TOAST_ID }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Shake trigger={shakes}>
          <TextInput
            label={t(`add.${kind}.name`)}
            placeholder={t(`add.${kind}.namePlaceholder`)}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clear();
            }}
            error={nameError}
            maxLength={cabinetLimits.nameMax}
            withAsterisk
            data-autofocus
            autoComplete="off"
          />
        </Shake>
        <Textarea
          label={t('add.comment')}
          description={t('add.commentHint')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={cabinetLimits.commentMax}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
