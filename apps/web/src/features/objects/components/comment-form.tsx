// The add-comment form of an object or project (portal §2): the date (read-only, today), the
// comment, an optional file, 'Добавить комментарий' and 'Отмена'. The file's type and size are
// checked here with the server's own rules and words, so a wrong file is refused before upload.
import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { cabinetLimits, cabinetMessages } from '@podbor/contracts';
import { IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Shake } from '../../../components/ui/shake';
import { showToast } from '../../../components/ui/toast';
import { refusalText, isApiError } from '../../../lib/api-client';
import { attachmentAccept, attachmentProblem } from '../../../lib/attachment-file';
import { formatDate } from '../../../lib/date-format';
import { openModal, PersonSuccessMode } from '../../../lib/modal-store';
import { useAddComment } from '../api/add-comment';
import type { ItemKind } from '../api/cabinet-item';
import { OBJECTS_NS } from '../i18n';

const accept = attachmentAccept;

/** The server's refusal of a file, said before the upload; null when the file may go. */
export const commentFileProblem = attachmentProblem;

export interface CommentFormProps {
  kind: ItemKind;
  id: number;
  onDone: () => void;
}

export function CommentForm({ kind, id, onDone }: CommentFormProps) {
  const { t } = useTranslation(OBJECTS_NS);
  const add = useAddComment();
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [shakes, setShakes] = useState(0);
  const [today] = useState(() => formatDate(new Date()));

  const pickFile = (next: File | null) => {
    setFile(next);
    setFileError(next ? commentFileProblem(next) : null);
    if (next) setCommentError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    const text = comment.trim();
    const problem = file ? commentFileProblem(file) : null;
    if (problem) {
      setFileError(problem);
      setShakes((n) => n + 1);
      return;
    }
    if (!text && !file) {
      setCommentError(cabinetMessages.commentEmpty);
      setShakes((n) => n + 1);
      return;
    }
    add.mutate(
      { kind, id, comment: text, file },
      {
        onSuccess: () => {
          onDone();
          // Portal §4: the person-success modal, mode 1 «Комментарий добавлен».
          openModal({ active: 'MODAL_PERSON_SUCCESS', id: PersonSuccessMode.commentAdded });
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.fields : undefined;
          if (fields?.file) setFileError(fields.file);
          else if (fields?.comment) setCommentError(fields.comment);
          showToast({ kind: 'failure', message: refusalText(err), id: 'add-comment' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('comments.formTitle')}>
      <Stack gap="sm">
        <TextInput label={t('comments.date')} value={today} readOnly variant="filled" w={160} />
        <Shake trigger={shakes}>
          <Stack gap="sm">
            <Textarea
              label={t('comments.text')}
              placeholder={t('comments.textPlaceholder')}
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                setCommentError(null);
              }}
              error={commentError}
              maxLength={cabinetLimits.commentMax}
              autosize
              minRows={3}
              maxRows={10}
              data-autofocus
              autoFocus
            />
            <FileInput
              label={t('comments.file')}
              description={t('comments.fileHint')}
              placeholder={t('comments.filePlaceholder')}
              leftSection={<IconPaperclip size={16} />}
              value={file}
              onChange={pickFile}
              accept={accept}
              clearable
              error={fileError}
            />
          </Stack>
        </Shake>
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('comments.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
