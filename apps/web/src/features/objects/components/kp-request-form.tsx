// The request-KP form of an object or project (portal §2): comment, calculations, projects, file,
// 'Запросить КП' and 'Отмена'. KP requests arrive with the KP feature; until then the form is shown
// disabled with a note saying so, and nothing pretends to be sent.
import { Alert, Button, FileInput, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconInfoCircle, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OBJECTS_NS } from '../i18n';

export function KpRequestForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(OBJECTS_NS);
  return (
    <Stack gap="sm" aria-label={t('kp.formTitle')} role="group">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('kp.notYet')}
      </Alert>
      <Textarea label={t('kp.comment')} disabled autosize minRows={2} />
      <Select label={t('kp.calcs')} data={[{ value: 'all', label: t('kp.allCalcs') }]} value="all" disabled />
      <Select
        label={t('kp.projects')}
        data={[{ value: 'all', label: t('kp.allProjects') }]}
        value="all"
        disabled
      />
      <FileInput label={t('kp.file')} leftSection={<IconPaperclip size={16} />} disabled />
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('kp.cancel')}
        </Button>
        <Button disabled>{t('kp.submit')}</Button>
      </Group>
    </Stack>
  );
}
