// The composer of an open topic: the text area, one file and «Отправить» (Enter sends, Shift+Enter
// breaks the line), checked here with the server's rules on text, file type and size before sending.
import { ActionIcon, Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { chatLimits, chatMessages, chatTextSchema } from '@podbor/contracts';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentAccept, attachmentProblem } from '../../../lib/attachment-file';
import { isSendKey } from '../composer';
import { CHAT_NS } from '../i18n';

/** The text area, the file and «Отправить». Checked here with the server's rules before sending. */
export function MessageComposer({ onSend }: { onSend: (text: string, file: File | null) => void }) {
  const { t } = useTranslation(CHAT_NS);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);

  const pickFile = (next: File | null) => {
    const problem = next ? attachmentProblem(next) : null;
    setFileError(problem);
    setFile(problem ? null : next);
    if (next && !problem) setTextError(null);
    resetFile.current?.();
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) return setTextError(parsed.error.issues[0]?.message ?? chatMessages.textMax);
    if (!parsed.data && !file) return setTextError(chatMessages.messageEmpty);
    onSend(parsed.data, file);
    setText('');
    setFile(null);
    setTextError(null);
    setFileError(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(e)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('composer.label')} data-testid="chat-composer">
      <Stack gap={6}>
        <Textarea
          label={t('composer.label')}
          description={t('composer.hint', { max: chatLimits.textMax })}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTextError(null);
          }}
          onKeyDown={onKeyDown}
          error={textError}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={chatLimits.textMax}
        />
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <FileButton onChange={pickFile} accept={attachmentAccept} resetRef={resetFile}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    leftSection={<IconPaperclip size={14} />}
                    aria-describedby="chat-file-hint"
                    data-testid="chat-file"
                  >
                    {t('composer.file')}
                  </Button>
                )}
              </FileButton>
              {file ? (
                <Group gap={2} wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="xs" truncate data-testid="chat-file-name">
                    {file.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    onClick={() => setFile(null)}
                    aria-label={t('composer.removeFile', { name: file.name })}
                  />
                </Group>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" id="chat-file-hint">
              {t('composer.fileHint')}
            </Text>
            {fileError ? (
              <Text size="xs" c="red.8" role="alert" data-testid="chat-file-error">
                {fileError}
              </Text>
            ) : null}
          </Stack>
          <ActionIcon
            type="submit"
            size="lg"
            variant="filled"
            aria-label={t('composer.send')}
            data-testid="chat-send"
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </form>
  );
}
