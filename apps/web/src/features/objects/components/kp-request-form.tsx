// The request-KP form of an object or project (portal §2): comment, all or chosen calculations, all
// or chosen projects (an object), the specification — per calculation its solution and quantity
// (issue 31 item 1) — a file, 'Запросить КП' and 'Отмена'. The request keeps a copy of what it
// names; the file is checked here with the server's own rules before the upload.
import { Button, FileInput, Group, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  cabinetLimits,
  commentFileTypes,
  kpLimits,
  requestTypeLabels,
  type HistoryItem,
  type KpSolutionChoice,
  type KpSolutionOption,
} from '@podbor/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { NumberField } from '../../../components/ui/number-field';
import { Shake } from '../../../components/ui/shake';
import { refusalText } from '../../../lib/api-client';
import { useCreateKp, useKpSolutions } from '../../../domain/kp/kp-requests';
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
  [`№\u00a0${c.request_id}`, c.summary?.title, requestTypeLabels[c.type]].filter(Boolean).join(' · ');

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
  // The specification: each calculation to be sent, its solution (the only one is taken) and quantity.
  const inScope = offered.filter(
    (c) => c.state === 'done' && (chosenCalcs.length === 0 || chosenCalcs.includes(String(c.request_id))),
  );
  const solutions = useKpSolutions(inScope.map((c) => c.request_id));
  const [spec, setSpec] = useState<Record<number, { article: string | null; quantity: number | null }>>({});
  const optionsOf = (id: number): KpSolutionOption[] =>
    solutions.data?.result.find((r) => r.request_id === id)?.solutions ?? [];
  const lineOf = (id: number) => {
    const options = optionsOf(id);
    return spec[id] ?? { article: options.length === 1 ? options[0]!.article : null, quantity: 1 };
  };
  const specRows = inScope.filter((c) => optionsOf(c.request_id).length > 0);
  const chosenSolutions = (): KpSolutionChoice[] | null => {
    const out: KpSolutionChoice[] = [];
    for (const c of specRows) {
      const line = lineOf(c.request_id);
      const option = optionsOf(c.request_id).find((o) => o.article === line.article);
      if (!option) continue;
      if (line.quantity === null) return null;
      out.push({
        request_id: c.request_id,
        article: option.article,
        name: option.name,
        quantity: line.quantity,
      });
    }
    return out;
  };

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
    const specified = chosenSolutions();
    if (specified === null) {
      setError(t('kp.quantityRequired'));
      setShakes((n) => n + 1);
      return;
    }
    create.mutate(
      {
        solutions: specified,
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
          {specRows.length > 0 ? (
            <Stack gap={6} data-testid="kp-spec">
              <Text size="sm" fw={500}>
                {t('kp.spec')}
              </Text>
              {specRows.map((c) => {
                const line = lineOf(c.request_id);
                const set = (next: Partial<typeof line>) =>
                  setSpec((s) => ({ ...s, [c.request_id]: { ...line, ...next } }));
                return (
                  <Group key={c.request_id} gap="xs" align="flex-end" wrap="wrap" data-testid="kp-spec-row">
                    <Select
                      label={calcLabel(c)}
                      placeholder={t('kp.noSolution')}
                      data={optionsOf(c.request_id).map((o) => ({
                        value: o.article,
                        label: `${o.name} · ${o.article}`,
                      }))}
                      value={line.article}
                      onChange={(article) => set({ article })}
                      clearable
                      style={{ flex: '1 1 16rem' }}
                    />
                    <NumberField
                      label={t('kp.quantity')}
                      aria-label={t('kp.quantityOf', { id: c.request_id })}
                      value={line.quantity}
                      onChange={(quantity) => set({ quantity })}
                      min={1}
                      max={kpLimits.quantityMax}
                      decimals={0}
                      unit={t('kp.unit')}
                      disabled={line.article === null}
                      w={130}
                    />
                  </Group>
                );
              })}
            </Stack>
          ) : null}
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
