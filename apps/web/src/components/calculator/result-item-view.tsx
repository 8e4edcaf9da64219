// What the calculators' result panels share (calculators §2 «Selection result panel»): the item a
// user opened with «Посмотреть» (kept in the URL: lib/selection/result-in-url.ts) shown with a way
// back to the whole list, and the catalogue's note above either.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_NS } from './calculator-i18n';
import classes from './calculator.module.css';

/** The catalogue's note on a result (e.g. what the shipped catalogue lacks), or nothing. */
export function CatalogueNote({ note }: { note: string | null | undefined }) {
  return note ? (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="catalogue-note">
      <Text size="sm">{note}</Text>
    </Alert>
  ) : null;
}

/** One item of the result: a button back to the list (`backLabel`), the note, the item. */
export function OpenedItem({
  backLabel,
  onBack,
  note,
  testId,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  note: string | null | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" data-testid={testId}>
      <div>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px={0}>
          {backLabel}
        </Button>
      </div>
      <CatalogueNote note={note} />
      {children}
    </Stack>
  );
}

/** A result that answers the previous data (issue 33 item 5): greyed, under the kit's note that says so. */

export function StaleResult({ children }: { children: ReactNode }) {
  const { t } = useTranslation(CALCULATOR_NS);
  return (
    <Stack gap="sm">
      <Alert color="gray" variant="light" data-testid="results-stale">
        <Text size="sm">{t('results.stale')}</Text>
      </Alert>
      <div className={classes.stale} aria-disabled>
        {children}
      </div>
    </Stack>
  );
}

/** Why a result given by a link (a reload, a shared link) is not shown, in the kit's words. */
export function useLinkFailure(): (detail: string) => string {
  const { t } = useTranslation(CALCULATOR_NS);
  return (detail) => `${t('results.linkFailed')}: ${detail}`;
}
