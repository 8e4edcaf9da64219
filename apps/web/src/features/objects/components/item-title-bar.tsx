// The title of an object or project page with inline rename (portal §2): the edit icon opens the
// name for editing, Enter saves, Escape cancels; an invalid name is refused (message, shake) and
// nothing is saved. The delete icon opens the delete modal.
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { cabinetLimits, cabinetNameSchema } from '@podbor/contracts';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { Shake } from '../../../components/ui/shake';
import { showToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import type { ItemKind } from '../api/cabinet-item';
import { useRenameItem } from '../api/rename-item';
import { OBJECTS_NS } from '../i18n';
import classes from './objects.module.css';

export interface ItemTitleBarProps {
  kind: ItemKind;
  id: number;
  name: string;
  onDelete: () => void;
}

export function ItemTitleBar({ kind, id, name, onDelete }: ItemTitleBarProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const rename = useRenameItem();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shakes, setShakes] = useState(0);
  const editing = draft !== null;

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const save = () => {
    if (draft === null || rename.isPending) return;
    const parsed = cabinetNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      setShakes((n) => n + 1);
      return;
    }
    if (parsed.data === name) return cancel();
    rename.mutate(
      { kind, id, name: parsed.data },
      {
        onSuccess: () => {
          cancel();
          showToast({ kind: 'success', message: t('rename.done') });
        },
        onError: (err) => {
          setError(refusalText(err));
          setShakes((n) => n + 1);
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    }
  };

  const editor = editing ? (
    <Shake trigger={shakes} className={classes.grow}>
      <TextInput
        value={draft}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        maxLength={cabinetLimits.nameMax + 20}
        aria-label={t(`rename.${kind}Label`)}
        description={t('rename.hint')}
        size="md"
        autoFocus
        disabled={rename.isPending}
        rightSectionWidth={68}
        rightSection={
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={save}
              aria-label={t('rename.save')}
              loading={rename.isPending}
            >
              <IconCheck size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" onClick={cancel} aria-label={t('rename.cancel')}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
        }
      />
    </Shake>
  ) : undefined;

  return (
    <CabinetTitleBar title={name} editor={editor}>
      {editing ? null : (
        <>
          <Tooltip label={t(`rename.${kind}`)}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setDraft(name)}
              aria-label={t(`rename.${kind}`)}
            >
              <IconPencil size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t(`delete.${kind}.action`)}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={onDelete}
              aria-label={t(`delete.${kind}.action`)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </CabinetTitleBar>
  );
}
