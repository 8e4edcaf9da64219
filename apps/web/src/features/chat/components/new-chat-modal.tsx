// MODAL_ADD mode 0 (portal §4 «Add modal modes»): 'Начать чат' — the topic and, optionally, what it
// is about (one of the customer's objects or КП requests, or the thing «Задать вопрос менеджеру»
// was pressed on: an object, project, calculation or КП request, preset with its title prefilled). An empty topic shows the add modal's error toast (id 2, portal §5) for 2.9 s and
// shakes the field; a created topic opens in the chat list at once.
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { chatLimits, chatTopicCreateRequest, type ChatRef, type ChatRefRequest } from '@podbor/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalBody } from '../../../components/ui/modal-shell';
import { Shake } from '../../../components/ui/shake';
import { showToast } from '../../../components/ui/toast';
import { useAddRefusal } from '../../../components/ui/use-add-refusal';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/api-client';
import { AddModalMode, openModal, type ModalComponentProps } from '../../../lib/modal-store';
import { useRefKp, useRefObjects } from '../api/ref-options';
import { useCreateTopic } from '../api/topics';
import { CHAT_NS } from '../i18n';
import { refLabel } from './topic-ref';

/** Opens 'Начать чат' without a reference («Задать вопрос менеджеру» is lib/modal-store's openAskManager). */
export const openNewChat = (): void => openModal({ active: 'MODAL_ADD', id: AddModalMode.chat });

const refValue = (r: ChatRefRequest) => `${r.kind}:${r.id}`;
const parseRef = (v: string | null): ChatRefRequest | null => {
  const m = /^(object|project|calculation|kp):(\d+)$/.exec(v ?? '');
  return m ? { kind: m[1] as ChatRefRequest['kind'], id: Number(m[2]) } : null;
};

/** The title a question about `ref` starts with, cut to the title's limit (the user may edit it). */
export const askTitle = (ref: ChatRef, template: (name: string) => string): string => {
  const full = template(ref.name);
  if (full.length <= chatLimits.titleMax) return full;
  const room = chatLimits.titleMax - (full.length - ref.name.length) - 1;
  return template(`${ref.name.slice(0, Math.max(0, room))}…`);
};

export function NewChatModal({ modal, onClose }: ModalComponentProps) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <ModalBody title={t('add.title')}>
      <NewChatForm preset={modal.chatRef ?? null} onClose={onClose} />
    </ModalBody>
  );
}

function NewChatForm({ preset, onClose }: { preset: ChatRef | null; onClose: () => void }) {
  const { t } = useTranslation(CHAT_NS);
  const navigate = useNavigate();
  const create = useCreateTopic();
  const objects = useRefObjects();
  const kp = useRefKp();
  const [title, setTitle] = useState(() =>
    preset ? askTitle(preset, (name) => t(`add.askTitle.${preset.kind}`, { name, id: preset.id })) : '',
  );
  const [ref, setRef] = useState<string | null>(preset ? refValue(preset) : null);
  const { error: titleError, shakes, refuse, clear, accepted } = useAddRefusal();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const body = chatTopicCreateRequest.safeParse({ title, ref: parseRef(ref) });
    if (!body.success) return refuse(body.error.issues[0]?.message ?? '');
    create.mutate(body.data, {
      onSuccess: (topic) => {
        accepted();
        onClose();
        showToast({ kind: 'success', message: t('add.done', { title: topic.title }) });
        navigate(paths.person.chatList.getHref(topic.id));
      },
      onError: (err) => refuse(refusalText(err)),
    });
  };

  const kinds = t('add.refKinds', { returnObjects: true }) as Record<string, string>;
  // The thing the modal was opened from, first and chosen («Объект: Котельная»).
  const presetOption = preset ? [{ value: refValue(preset), label: refLabel(kinds, preset) }] : [];
  const isPreset = (value: string) => preset !== null && value === refValue(preset);
  const data = [
    { group: '', items: [{ value: '', label: t('add.refNone') }, ...presetOption] },
    {
      group: kinds.object ?? '',
      items: (objects.data ?? [])
        .map((o) => ({ value: `object:${o.id}`, label: o.name }))
        .filter((o) => !isPreset(o.value)),
    },
    {
      group: kinds.kp ?? '',
      items: (kp.data?.result ?? [])
        .map((r) => ({ value: `kp:${r.id}`, label: `№\u00a0${r.id}${r.object ? ` · ${r.object}` : ''}` }))
        .filter((o) => !isPreset(o.value)),
    },
  ].filter((g) => g.items.length > 0);

  return (
    <form onSubmit={submit} noValidate aria-label={t('add.title')}>
      <Stack gap="md">
        <Shake trigger={shakes}>
          <TextInput
            label={t('add.topic')}
            placeholder={t('add.topicPlaceholder')}
            description={t('add.topicHint', { max: chatLimits.titleMax })}
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              clear();
            }}
            error={titleError}
            maxLength={chatLimits.titleMax}
            withAsterisk
            data-autofocus
            autoComplete="off"
          />
        </Shake>
        <Select
          label={t('add.ref')}
          description={t('add.refHint')}
          data={data}
          value={ref ?? ''}
          onChange={(v) => setRef(v || null)}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
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
