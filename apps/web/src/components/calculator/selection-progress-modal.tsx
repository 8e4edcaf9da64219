// The popup of a long selection (calculators §2 «DCU screen», §4): a progress bar while the request
// runs, saying it may take up to 10 minutes and the window must stay open; then «Подбор завершён»
// with «Посмотреть результаты», or «Ошибка» — «Не удалось подобрать оборудование» — with «Повторить».
// Closing the popup aborts the request. Driven by useSelectionRequest's phase.
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSelectionProgress } from '../../lib/calculator/use-selection-progress';
import type { SelectionPhase } from '../../lib/selection/use-selection-request';
import { CALCULATOR_NS } from './calculator-i18n';

export interface SelectionProgressModalProps {
  /** The selection's phase (useSelectionRequest); the popup is open while it is not idle. */
  phase: SelectionPhase;
  /** The failure's own message, shown under the spec's «Не удалось подобрать оборудование». */
  errorMessage?: string | null;
  /**
   * The failure is the calculator's refusal of the duty: an answer, shown as one with what to
   * change and a button back to the form, never «Ошибка» with «Повторить» (issue 33 item 4).
   */
  refused?: boolean;
  /** Closing: the caller aborts the request (useSelectionRequest's `cancel`) and resets. */
  onClose: () => void;
  onRetry: () => void;
  onViewResults: () => void;
  /** Offers «Перейти в личный кабинет» (where a signed-in user's selections are kept). */
  showCabinetLink?: boolean;
  title?: string;
  /** The line under the bar; by default the DCU's «up to 10 minutes, do not close the window». */
  note?: string;
}

export function SelectionProgressModal({
  phase,
  errorMessage,
  refused = false,
  onClose,
  onRetry,
  onViewResults,
  showCabinetLink = false,
  title,
  note,
}: SelectionProgressModalProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const { percent, view } = useSelectionProgress(phase);
  const cabinet = showCabinetLink ? (
    <Button component={Link} to={paths.person.root.getHref()} variant="default">
      {t('progress.cabinet')}
    </Button>
  ) : null;
  /** The ending's buttons: the cabinet (signed in) and the one next step, focused. */
  const footer = (onClick: () => void, label: string) => (
    <Group justify="flex-end" gap="sm">
      {cabinet}
      <Button onClick={onClick} data-autofocus>
        {label}
      </Button>
    </Group>
  );

  return (
    <Modal
      opened={phase !== 'idle'}
      onClose={onClose}
      title={title ?? t('progress.title')}
      closeButtonProps={{ 'aria-label': t('progress.close') }}
      closeOnClickOutside={false}
      centered
    >
      {view === 'success' ? (
        <Stack gap="md" data-testid="selection-done">
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fw={600} role="status">
              {t('progress.done')}
            </Text>
          </Group>
          {footer(onViewResults, t('progress.view'))}
        </Stack>
      ) : view === 'error' && refused ? (
        <Stack gap="md" data-testid="selection-refused">
          <Alert
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={20} />}
            title={t('results.refused')}
          >
            {errorMessage ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {errorMessage}
              </Text>
            ) : null}
            <Text size="sm" mt={6} c="dark.5">
              {t('results.refusedHint')}
            </Text>
          </Alert>
          {footer(onClose, t('progress.change'))}
        </Stack>
      ) : view === 'error' ? (
        <Stack gap="md" data-testid="selection-failed">
          <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('progress.error')} role="alert">
            <Text size="sm">{t('progress.failed')}</Text>
            {errorMessage ? (
              <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
                {errorMessage}
              </Text>
            ) : null}
          </Alert>
          {footer(onRetry, t('progress.retry'))}
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="selection-progress">
          <Text fw={600}>{t('progress.loading')}</Text>
          <Progress.Root size="lg">
            <Progress.Section
              value={percent}
              aria-label={t('progress.progress')}
              aria-valuetext={`${Math.round(percent)} %`}
            />
          </Progress.Root>
          <Text size="sm" c="dark.5">
            {note ?? t('progress.note')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
