// The request-KP form of an object or project (portal §2): comment, all or chosen calculations, all
// or chosen projects (an object), a file, 'Запросить КП' and 'Отмена'. The request keeps a copy of
// what it names; the file is checked here with the server's own rules before the upload.
import { Button, FileInput, Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { cabinetLimits, commentFileTypes, requestTypeLabels, type HistoryItem } from '@podbor/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { Shake } from '../../../components/ui/shake';
import { refusalText } from '../../../lib/api-client';
import { useCreateKp } from '../../../lib/kp-requests';
import { openModal, PersonSuccessMode } from '../../../lib/modal-store';
import type { ItemKind } from '../api/cabinet-item';
import { useItemCalcs } from '../api/get-item-calcs';
import { useProjects } from '../api/list-projects';
import { OBJECTS_NS } from '../i18n';
import { commentFileProblem } from './comment-form';

const accept = Object.keys(commentFileTypes)
  .map((ext) => `.${ext}`)
  .join(',');

/** '№ 12 · EVR 10-4 · Насосы' — what the choice shows of a calculation. */
const calcLabel = (c: HistoryItem) =>
  [`№ ${c.request_id}`, c.summary?.title, requestTypeLabels[c.type]].filter(Boolean).join(' · ');

export function KpRequestForm({ kind, id, onDone }: { kind: ItemKind; id: number; onDone: () => void }) {
  const { t } = useTranslation(OBJECTS_NS);
  const create = useCreateKp();
  const projects = useProjects(kind === 'object' ? id : null);
  const calcs = useItemCalcs(kind, id);
  const [comment, setComment] = useState('');
  const [chosenCalcs, setChosenCalcs] = useState<string[]>([]);
  const [chosenProjects, setChosenProjects] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shakes, setShakes] = useState(0);

  // Calculations offered: of the chosen projects (an object), or of the project.
  const offered = (calcs.data?.result ?? []).filter(
    (c) => chosenProjects.length === 0 || c.project_ids.some((p) => chosenProjects.includes(String(p))),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const problem = file ? commentFileProblem(file) : null;
    if (problem) {
      setFileError(problem);
      setShakes((n) => n + 1);
      return;
    }
    const calcIds = chosenCalcs.map(Number).filter((c) => offered.some((o) => o.request_id === c));
    create.mutate(
      {
        ...(kind === 'object' ? { objectId: id } : { projectId: id }),
        projects: chosenProjects.length > 0 ? chosenProjects.map(Number) : null,
        calculations: calcIds.length > 0 ? calcIds : null,
        comment: comment.trim(),
        file,
      },
      {
        onSuccess: () => {
          onDone();
          // Portal §4: the success modal's mode 0, «Запрос отправлен».
          openModal({ active: 'MODAL_PERSON_SUCCESS', id: PersonSuccessMode.requestSent });
        },
        onError: (err) => {
          setError(refusalText(err));
          setShakes((n) => n + 1);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('kp.formTitle')}>
      <Shake trigger={shakes}>
        <Stack gap="sm">
          <Textarea
            label={t('kp.comment')}
            placeholder={t('kp.commentPlaceholder')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            maxLength={cabinetLimits.commentMax}
            autosize
            minRows={2}
            maxRows={8}
            data-autofocus
          />
          {kind === 'object' ? (
            <MultiSelect
              label={t('kp.projects')}
              placeholder={chosenProjects.length === 0 ? t('kp.allProjects') : undefined}
              data={(projects.data?.result ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={chosenProjects}
              onChange={setChosenProjects}
              clearable
              searchable
              nothingFoundMessage={t('kp.noProjects')}
            />
          ) : null}
          <MultiSelect
            label={t('kp.calcs')}
            placeholder={chosenCalcs.length === 0 ? t('kp.allCalcs') : undefined}
            data={offered.map((c) => ({ value: String(c.request_id), label: calcLabel(c) }))}
            value={chosenCalcs}
            onChange={setChosenCalcs}
            clearable
            searchable
            nothingFoundMessage={t('kp.noCalcs')}
          />
          <FileInput
            label={t('kp.file')}
            description={t('comments.fileHint')}
            placeholder={t('comments.filePlaceholder')}
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(next ? commentFileProblem(next) : null);
            }}
            accept={accept}
            clearable
            error={fileError}
          />
          <FormError message={error} />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('kp.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('kp.submit')}
            </Button>
          </Group>
        </Stack>
      </Shake>
    </form>
  );
}
