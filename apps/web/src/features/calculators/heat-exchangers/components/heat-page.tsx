// The frame both heat-exchanger pages share: title, the URL's problems, the form (sections, the
// required-field notes, the form's own refusals, «Подобрать») and the results panel beside it (under it,
// full width, once a result lists its solutions table: issue 30 item 8), which
// shows the selection running, its result or its refusal. No progress popup: a design ends in a
// few hundred milliseconds, and the result appears where it is read (decision 0027).
import { Alert, Box, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CalcName } from '@podbor/contracts';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UrlProblems } from '../../../../components/calculator/url-problems';
import { useGrantRefusalRedirect } from '../../../../lib/calculator/calculator-api';
import { useSession } from '../../../../lib/session';
import { HEAT_NS } from '../i18n';
import type { HeatForm } from './heat-fields';
import classes from './heat-page.module.css';
import { HeatResults } from './heat-results';

export function HeatSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={classes.section} data-testid={testId}>
      <legend>{title}</legend>
      <Stack gap="sm">{children}</Stack>
    </fieldset>
  );
}

export interface HeatPageProps {
  calc: Extract<CalcName, 'Clever' | 'RTO'>;
  title: string;
  lead: string;
  form: HeatForm;
  /** The marks' notes: «* — обязательные параметры», «** — …». */
  notes: string[];
  /** The rating view (issue 30 items 2, 5): a second tab beside the selection. */
  rating?: ReactNode;
  children: ReactNode;
}

export function HeatPage({ calc, title, lead, form, notes, rating, children }: HeatPageProps) {
  const { t } = useTranslation(HEAT_NS);
  const { signedIn } = useSession();
  useGrantRefusalRedirect(calc);
  const resultsRef = useRef<HTMLDivElement>(null);
  // On a phone the results are under the form: bring a new result (or refusal) into view, once.
  const answer = form.result ?? form.failure;
  useEffect(() => {
    const panel = resultsRef.current;
    if (!answer || !panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight)
      panel.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [answer]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.select();
  };
  const design = (
    <div className={classes.layout} data-wide={(form.result && !form.busy) || undefined}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={title}
        aria-busy={form.busy || undefined}
        data-busy={form.busy || undefined}
        className={classes.form}
      >
        <Stack gap="lg">
          <div className={classes.sections}>{children}</div>
          <Stack gap={2}>
            {notes.map((n) => (
              <Text key={n} size="sm" c="dark.5">
                {n}
              </Text>
            ))}
          </Stack>
          {form.formErrors.length > 0 ? (
            <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert" data-testid="form-errors">
              {form.formErrors.map((m) => (
                <Text key={m} size="sm">
                  {m}
                </Text>
              ))}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" size="md" loading={form.busy} data-testid="select">
              {t('common.select')}
            </Button>
          </div>
        </Stack>
      </Box>
      <div className={classes.results} ref={resultsRef}>
        <HeatResults
          result={form.result}
          stale={form.stale}
          linkLoading={form.resultLoading}
          linkError={form.resultError}
          failure={form.failure}
          busy={form.busy}
          onCancel={form.cancel}
          signedIn={signedIn}
          viewing={form.viewing}
          onView={form.view}
        />
      </div>
    </div>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} mb="xs">
          {title}
        </Title>
        <Text c="dark.5" maw={760}>
          {lead}
        </Text>
      </div>
      <UrlProblems problems={form.urlProblems} />
      {rating ? (
        // Both views stay mounted: switching keeps what was typed in each.
        <Tabs defaultValue="design" keepMounted>
          <Tabs.List aria-label={t('modes.label')} mb="lg">
            <Tabs.Tab value="design" data-testid="tab-design">
              {t('modes.design')}
            </Tabs.Tab>
            <Tabs.Tab value="rating" data-testid="tab-rating">
              {t('modes.rating')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="design">{design}</Tabs.Panel>
          <Tabs.Panel value="rating">{rating}</Tabs.Panel>
        </Tabs>
      ) : (
        design
      )}
    </Stack>
  );
}
