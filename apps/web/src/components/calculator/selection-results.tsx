// The selection result panel (calculators §2, §3 «Selection result entries»): «Результаты подбора»
// with a «Посмотреть» button per model; a single result with its article (copied with one click),
// «Скачать в PDF» and «Отправить запрос»; otherwise the error lines, or «Решений не найдено».
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileDescription, IconInfoCircle } from '@tabler/icons-react';
import { searchMessages } from '@podbor/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/file-download';
import { formatCallError } from '../../lib/selection/format-error';
import { ArticleCopy } from './article-copy';
import { SendKpButton } from './send-kp-button';
import { CALCULATOR_NS } from './calculator-i18n';
import classes from './calculator.module.css';

/** One model of the list: its name or specification. */
export interface SelectionResultModel {
  key: string;
  name: string;
}

/** A single result with a series (the spec's `{series_id, article, files}`). */
export interface SingleSelectionResult {
  name?: string;
  article: string;
  /** The PDF to download (a file of the request); the button is disabled without it. */
  pdf?: { path: string; name: string } | null;
}

export interface SelectionResultsProps {
  models?: readonly SelectionResultModel[];
  onView?: (model: SelectionResultModel) => void;
  single?: SingleSelectionResult | null;
  /**
   * The saved calculation «Отправить запрос» sends as a КП request; null — none saved yet (the
   * button says why), undefined — the same.
   */
  kpRequestId?: number | null;
  /** Error text lines (the server's messages). */
  errors?: readonly string[];
  /**
   * The lines are the calculator's refusal of the duty — an answer saying what to change — so they
   * are shown as one, not as an error (issue 33 item 4).
   */
  refused?: boolean;
}

export function SelectionResults({
  models = [],
  onView,
  single,
  kpRequestId = null,
  errors = [],
  refused = false,
}: SelectionResultsProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const titleId = useId();
  let body;
  if (single) body = <SingleResult result={single} kpRequestId={kpRequestId} />;
  else if (models.length > 0)
    body = (
      <ul className={classes.results} data-testid="result-models">
        {models.map((m) => (
          <li key={m.key} className={classes.resultItem}>
            <Text size="sm" fw={500}>
              {m.name}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => onView?.(m)}
              aria-label={t('results.viewItem', { name: m.name })}
            >
              {t('results.view')}
            </Button>
          </li>
        ))}
      </ul>
    );
  else if (errors.length > 0 && refused)
    body = (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={20} />}
        title={t('results.refused')}
        data-testid="result-refusal"
      >
        {errors.map((line, i) => (
          <Text key={i} size="sm">
            {line}
          </Text>
        ))}
        <Text size="sm" mt={6} c="dark.5">
          {t('results.refusedHint')}
        </Text>
      </Alert>
    );
  else if (errors.length > 0)
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} data-testid="result-errors">
        {errors.map((line, i) => (
          <Text key={i} size="sm">
            {line}
          </Text>
        ))}
      </Alert>
    );
  else
    body = (
      <Text c="dimmed" data-testid="no-solutions">
        {searchMessages.noSolutions}
      </Text>
    );

  return (
    <section aria-labelledby={titleId} data-testid="selection-results">
      <Title id={titleId} order={2} fz="h3" mb="sm">
        {t('results.title')}
      </Title>
      {body}
    </section>
  );
}

function SingleResult({
  result,
  kpRequestId,
}: {
  result: SingleSelectionResult;
  kpRequestId: number | null;
}) {
  const { t } = useTranslation(CALCULATOR_NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pdf = result.pdf;
  const download = async () => {
    if (!pdf) return;
    setBusy(true);
    setError(null);
    try {
      await downloadFile(pdf.path, pdf.name);
    } catch (e) {
      setError(formatCallError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="single-result">
      {result.name ? <Text fw={600}>{result.name}</Text> : null}
      <ArticleCopy article={result.article} />
      <Group gap="sm">
        <Button
          leftSection={<IconFileDescription size={16} />}
          onClick={() => void download()}
          loading={busy}
          disabled={!pdf}
        >
          {t('results.pdf')}
        </Button>
      </Group>
      {/* What is on the screen is what is asked about: this model, set or unit by its article. */}
      <SendKpButton
        requestId={kpRequestId}
        solution={{ article: result.article, name: result.name ?? result.article }}
      />
      {error ? (
        <Alert color="red" variant="light">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {error}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
