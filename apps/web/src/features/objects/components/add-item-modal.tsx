// The add modal (portal §4 «Add modal modes»: 0 new chat, 1 new object, 2 new project). An empty
// name shows the error toast (id 2) for 2.9 s and shakes the field; a refused call shows the
// server's message in the same toast. A created item opens at once.
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { cabinetLimits, cabinetMessages, objectCreateRequest } from '@podbor/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Shake } from '../../../components/ui/shake';
import { hideToast, showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { useCreateItem } from '../api/create-item';
import { OBJECTS_NS } from '../i18n';

/** Portal §4: the add modal's modes. Mode 0 (a chat) belongs to the chat feature. */
export const AddModalMode = { chat: 0, object: 1, project: 2 } as const;

/** Portal §5/§8: the add modal's error toast has id 2. */
export const ADD_ERROR_TOAST_ID = '2';

export type AddItemModalProps =
  | { mode: typeof AddModalMode.object; objectId?: undefined; opened: boolean; onClose: () => void }
  | { mode: typeof AddModalMode.project; objectId: number; opened: boolean; onClose: () => void };

export function AddItemModal(props: AddItemModalProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const kind = props.mode === AddModalMode.object ? 'object' : 'project';
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t(`add.${kind}.title`)} size="md">
      <AddItemForm {...props} />
    </Modal>
  );
}

function AddItemForm(props: AddItemModalProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const navigate = useNavigate();
  const create = useCreateItem();
  const kind = props.mode === AddModalMode.object ? 'object' : 'project';
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [shakes, setShakes] = useState(0);

  const refuse = (message: string) => {
    showToast({ kind: 'failure', message, id: ADD_ERROR_TOAST_ID });
    setShakes((n) => n + 1);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) return refuse(cabinetMessages.nameRequired);
    const body = objectCreateRequest.safeParse({ name, comment: comment.trim() || null });
    if (!body.success) return refuse(body.error.issues[0]?.message ?? cabinetMessages.nameRequired);
    const input =
      props.mode === AddModalMode.object
        ? { kind: 'object' as const, body: body.data }
        : { kind: 'project' as const, objectId: props.objectId, body: body.data };
    create.mutate(input, {
      onSuccess: (created) => {
        hideToast(ADD_ERROR_TOAST_ID);
        props.onClose();
        showToast({ kind: 'success', message: t(`add.${kind}.done`, { name: body.data.name }) });
        navigate(
          kind === 'object'
            ? paths.person.object.getHref(created.id)
            : paths.person.project.getHref(created.objectId, created.id),
        );
      },
      onError: (err) => showToast({ kind: 'failure', message: apiErrorMessage(err), id: ADD_ERROR_TOAST_ID }),
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
            onChange={(e) => setName(e.currentTarget.value)}
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
          <Button variant="default" onClick={props.onClose}>
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
