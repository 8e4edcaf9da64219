// The files of a calculation (calculators §6, §7): a signed-in user asks for them, the request is
// polled like every selection, then each file downloads with the session (lib/file-download). A
// guest is told that downloads need a login; signing in (here or in another tab) shows the button.
// The guest's 'Войти' / 'Зарегистрироваться' come back to this page, query string included, so a
// calculator whose state lives in the URL shows the same result after the login.
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileDescription, IconLogin } from '@tabler/icons-react';
import type { SearchAccepted } from '@podbor/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { downloadFile } from '../../lib/file-download';
import { hrefOf, loginLocation, registrationLocation } from '../../lib/next-page';
import { formatCallError } from '../../lib/selection/format-error';
import { useSelectionRequest } from '../../lib/selection/use-selection-request';
import { useSession } from '../../lib/session';
import { SendKpButton, type KpViewedSolution } from './send-kp-button';
import { CALCULATOR_NS } from './calculator-i18n';
import classes from './calculator.module.css';

export interface CalculationFilesProps {
  /** Id of the heading (the section's accessible name). */
  id: string;
  /** Posts the request for the files and answers {hash, id} (e.g. through postSelection). */
  make: (signal: AbortSignal) => Promise<SearchAccepted>;
  /**
   * Identifies what the files describe: a new key is a new set of files, and the request state
   * starts over with it.
   */
  requestKey: string;
  /** Why there is nothing to make now (no input yet, a refused result); null when there is. */
  unavailable?: ReactNode;
  /** Shown before the files are made: what they will be. */
  hint?: ReactNode;
  /** The button text of a file (its name by default). */
  fileLabel?: (name: string) => string;
  /** Display order (by name by default). */
  compareFiles?: (a: string, b: string) => number;
  /** What the files describe, for «Отправить запрос» (the model and its article); null: the calculation. */
  kpSolution?: KpViewedSolution | null;
  /** How long the files may take; 15 s by default. */
  timeoutMs?: number;
  'data-testid'?: string;
}

export function CalculationFiles({
  id,
  unavailable = null,
  'data-testid': testId = 'calc-files',
  ...props
}: CalculationFilesProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const { signedIn } = useSession();
  const here = hrefOf(useLocation());
  const login = loginLocation(here);
  const registration = registrationLocation(here);

  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title id={id} order={3} fz="md" mb="xs">
        {t('files.title')}
      </Title>
      {!signedIn ? (
        <Alert variant="light" color="gray" icon={<IconLogin size={18} />} data-testid="files-guest">
          <Text size="sm" mb={6}>
            {t('files.guest')}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={login.to} state={login.state} size="sm" fw={600}>
              {t('files.login')}
            </Anchor>
            <Anchor component={Link} to={registration.to} state={registration.state} size="sm">
              {t('files.register')}
            </Anchor>
          </Group>
        </Alert>
      ) : unavailable !== null && unavailable !== undefined && unavailable !== '' ? (
        <Text size="sm" c="dimmed">
          {unavailable}
        </Text>
      ) : (
        <FilesRequest key={props.requestKey} {...props} />
      )}
    </section>
  );
}

type FilesRequestProps = Omit<CalculationFilesProps, 'id' | 'unavailable' | 'data-testid'>;

function FilesRequest({
  make,
  hint,
  fileLabel = (n) => n,
  compareFiles,
  timeoutMs,
  kpSolution = null,
}: FilesRequestProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const selection = useSelectionRequest(timeoutMs === undefined ? {} : { timeoutMs });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const files = Object.entries(selection.result?.files ?? {})
    // Files whose name starts with ~ are internal (calculators §2, DCU result page).
    .filter(([name]) => !name.startsWith('~'))
    .sort(([a], [b]) => (compareFiles ? compareFiles(a, b) : a.localeCompare(b)));

  const start = () => {
    setDownloadError(null);
    void selection.run(make);
  };

  const download = async (name: string, path: string) => {
    setDownloading(name);
    setDownloadError(null);
    try {
      await downloadFile(path, name);
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
            const label = fileLabel(name);
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
      ) : hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
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
      {selection.phase === 'success' && selection.result ? (
        // The files are a saved calculation: «Отправить запрос» sends it to a manager.
        <SendKpButton requestId={selection.result.id} solution={kpSolution} />
      ) : null}
    </Stack>
  );
}
