// The calculation files of a pump for the duty (calculators §7 POST files/{pumpId}): a signed-in
// user asks for them, the request is polled like every selection, then each file downloads with
// the session header. A guest is told that downloads need a login (calculators §6).
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileDescription, IconLogin } from '@tabler/icons-react';
import type { PumpForm } from '@podbor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { apiDownload, getAuthToken } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/save-blob';
import { formatCallError } from '../../../../lib/selection/format-error';
import { useSelectionRequest } from '../../../../lib/selection/use-selection-request';
import { requestPumpFiles } from '../api/request-pump-files';
import { PUMPS_NS } from '../i18n';
import classes from './pump-page.module.css';

export interface PumpFilesProps {
  pumpId: number;
  /** The duty the files describe; null when none is entered. */
  request: PumpForm | null;
  /** Why the pump cannot serve the duty (the server refuses its files then). */
  refusal: string | null;
}

/** Display order and text key of the files the server makes; others follow by name. */
const known = ['pdf', 'HQc.png', 'Powerc.png', 'Image.jpg', 'html'];
const keyOf = (name: string) =>
  name.endsWith('.pdf') ? 'pdf' : name.endsWith('.html') ? 'html' : known.includes(name) ? name : null;

export function PumpFiles({ pumpId, request, refusal }: PumpFilesProps) {
  const { t } = useTranslation(PUMPS_NS);
  const signedIn = getAuthToken() !== null;

  return (
    <section aria-labelledby={`pump-files-${pumpId}`} data-testid="pump-files">
      <Title id={`pump-files-${pumpId}`} order={3} fz="md" mb="xs">
        {t('files.title')}
      </Title>
      {!signedIn ? (
        <Alert variant="light" color="gray" icon={<IconLogin size={18} />} data-testid="files-guest">
          <Text size="sm" mb={6}>
            {t('files.guest')}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={paths.authorization.getHref()} size="sm" fw={600}>
              {t('files.login')}
            </Anchor>
            <Anchor component={Link} to={paths.registration.getHref()} size="sm">
              {t('files.register')}
            </Anchor>
          </Group>
        </Alert>
      ) : !request ? (
        <Text size="sm" c="dimmed">
          {t('files.needDuty')}
        </Text>
      ) : refusal ? (
        <Text size="sm" c="dimmed">
          {refusal}
        </Text>
      ) : (
        // A new duty is a new set of files: the request state starts over with it.
        <FilesRequest key={JSON.stringify(request)} pumpId={pumpId} request={request} />
      )}
    </section>
  );
}

function FilesRequest({ pumpId, request }: { pumpId: number; request: PumpForm }) {
  const { t } = useTranslation(PUMPS_NS);
  const selection = useSelectionRequest();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const files = Object.entries(selection.result?.files ?? {})
    // Files whose name starts with ~ are internal (calculators §2, DCU result page).
    .filter(([name]) => !name.startsWith('~'))
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));

  const start = () => {
    setDownloadError(null);
    void selection.run((signal) => requestPumpFiles(pumpId, request, signal));
  };

  const download = async (name: string, path: string) => {
    setDownloading(name);
    setDownloadError(null);
    try {
      const { blob, fileName } = await apiDownload(path);
      saveBlob(blob, fileName ?? name);
    } catch (e) {
      setDownloadError(`${t('files.downloadFailed')}: ${formatCallError(e)}`);
    } finally {
      setDownloading(null);
    }
  };

  if (selection.phase === 'loading') {
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm" aria-live="polite">
          {t('files.making', { seconds: Math.floor(selection.elapsedMs / 1000) })}
        </Text>
        <Button size="xs" variant="subtle" color="gray" onClick={selection.cancel}>
          {t('files.cancel')}
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      {selection.phase === 'success' ? (
        <ul className={classes.files} data-testid="file-list">
          {files.map(([name, path]) => {
            const key = keyOf(name);
            const label = key ? t(`files.names.${key}`) : name;
            return (
              <li key={name}>
                <Button
                  variant="light"
                  size="sm"
                  leftSection={
                    name.endsWith('.pdf') ? <IconFileDescription size={16} /> : <IconDownload size={16} />
                  }
                  loading={downloading === name}
                  onClick={() => void download(name, path)}
                  aria-label={t('files.download', { name: label })}
                  data-file={name}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t('files.hint')}
        </Text>
      )}
      {selection.phase === 'error' && selection.error ? (
        <Alert color="red" variant="light" data-testid="files-error">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {selection.error.message}
          </Text>
        </Alert>
      ) : null}
      {downloadError ? (
        <Alert color="red" variant="light">
          <Text size="sm">{downloadError}</Text>
        </Alert>
      ) : null}
      <Group>
        <Button
          variant={selection.phase === 'success' ? 'default' : 'filled'}
          size="sm"
          leftSection={<IconFileDescription size={16} />}
          onClick={start}
        >
          {selection.phase === 'success' ? t('files.again') : t('files.make')}
        </Button>
      </Group>
    </Stack>
  );
}

const rank = (name: string) => {
  const key = keyOf(name);
  return key ? known.indexOf(key) : known.length;
};
