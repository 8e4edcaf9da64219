// /dcu — the DCU screen (calculators §2, §4): Heating / Water supply tabs (a switch resets the form to
// that type's defaults), the form with its dependencies, the unit's article and cabinet size as the
// options change, «Подобрать» and the kit's progress popup; on success, the result page by hash.
import { Alert, Button, Card, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { dcuFlowProblemMessage, dcuLabels, dcuProblemMessage, type DcuForm } from '@podbor/contracts';
import { dcuArticle, dcuFlowProblems, dcuHolderSize, dcuProblems } from '@podbor/engineering/dcu';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SelectionProgressModal } from '../../../../components/calculator/selection-progress-modal';
import { paths } from '../../../../config/paths';
import { useGrantRefusalRedirect } from '../../../../lib/calculator/calculator-api';
import { EARLY_POLLS_MS, DCU_POLL_TIMEOUT_MS } from '../../../../lib/selection/poll-request';
import { useSelectionRequest } from '../../../../lib/selection/use-selection-request';
import { useSession } from '../../../../lib/session';
import { selectDcu } from '../api/select-dcu';
import { dcuDefaults, dcuFormFromQuery, setDcuField, type DcuField } from '../hooks/dcu-form-state';
import { DCU_NS } from '../i18n';
import { ArticleInput } from './article-input';
import { DcuFormFields } from './dcu-form';
import classes from './dcu.module.css';

export function DcuPage() {
  const { t } = useTranslation(DCU_NS);
  useGrantRefusalRedirect('DCU');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const fromUrl = useMemo(() => dcuFormFromQuery(search), [search]);
  const [form, setForm] = useState<DcuForm>(() =>
    fromUrl && 'form' in fromUrl ? fromUrl.form : dcuDefaults(0),
  );
  const [filled, setFilled] = useState<string | null>(null);
  const [countMissing, setCountMissing] = useState(false);
  // A form replaced whole (a tab, an article) starts its fields afresh, an erased count included.
  const [formEpoch, setFormEpoch] = useState(0);
  const replaced = () => {
    setCountMissing(false);
    setFormEpoch((e) => e + 1);
  };
  const selection = useSelectionRequest({
    timeoutMs: DCU_POLL_TIMEOUT_MS,
    earlyIntervalsMs: EARLY_POLLS_MS,
  });

  const problems = useMemo(() => dcuProblems(form), [form]);
  const byField = useMemo(() => {
    const m = new Map<string, string>();
    for (const p of problems) if (!m.has(p.field)) m.set(p.field, dcuProblemMessage(p));
    return m;
  }, [problems]);
  const buildable = problems.length === 0;
  // The design flow check (velocity, water meters) of a unit that can be built: the engine's own
  // rule, shown under the flow field and in the summary before anything is sent.
  const flowMessages = useMemo(
    () =>
      buildable && !countMissing
        ? dcuFlowProblems(form, form.DesignFlow).map((p) => dcuFlowProblemMessage(p, form.ColletorWorkType))
        : [],
    [form, buildable, countMissing],
  );
  const fieldProblems = useMemo(
    () => (flowMessages.length > 0 ? new Map([...byField, ['DesignFlow', flowMessages[0]!]]) : byField),
    [byField, flowMessages],
  );
  // An erased outlet count: no article and no selection until a count is typed.
  const article = buildable && !countMissing ? dcuArticle(form) : null;
  const ready = article !== null && flowMessages.length === 0;
  const size = dcuHolderSize(form);

  const set = <K extends DcuField>(field: K, value: DcuForm[K]) => {
    setFilled(null);
    if (field === 'ColletorWorkType') replaced();
    setForm((f) => setDcuField(f, field, value));
  };
  const submit = () => {
    if (!ready) return;
    void selection.run((signal) => selectDcu(form, signal));
  };
  const view = () => {
    const { hash, result } = selection;
    if (!hash) return;
    void navigate(paths.calculators.dcuProduct.getHref({ hash }), { state: { status: result } });
  };

  const body = (
    <div className={classes.layout}>
      {/* Enter in a number field selects, as «Подобрать» does (issue 33 item 10); a list's own Enter
          (choosing an option) is left to it. The box itself takes no place in the layout. */}
      <div
        style={{ display: 'contents' }}
        onKeyDown={(e) => {
          const target = e.target as HTMLElement;
          if (e.key !== 'Enter' || e.defaultPrevented || !target.hasAttribute('data-number-field')) return;
          e.preventDefault();
          submit();
        }}
      >
        <DcuFormFields
          key={formEpoch}
          form={form}
          problems={fieldProblems}
          set={set}
          countMissing={countMissing}
          onCountMissing={setCountMissing}
        />
      </div>
      <Card withBorder radius="md" padding="lg" className={classes.summary} data-testid="dcu-summary">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('form.summary')}
          </Title>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dark.5">
              {t('form.article')}:
            </Text>
            <Text size="sm" fw={600} data-testid="dcu-article" className={classes.article}>
              {article ?? '—'}
            </Text>
          </Group>
          <Text size="sm">
            {t('form.holderSize')}: <b>{size}</b>
          </Text>
          {buildable ? null : (
            <Alert
              color="red"
              variant="light"
              title={t('form.problems')}
              icon={<IconAlertTriangle size={18} />}
            >
              <List size="sm" spacing={2}>
                {[...byField.values()].map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {flowMessages.length === 0 ? null : (
            <Alert
              color="orange"
              variant="light"
              title={t('form.flowProblems')}
              icon={<IconAlertTriangle size={18} />}
              data-testid="dcu-flow-problems"
            >
              <List size="sm" spacing={4}>
                {flowMessages.map((m) => (
                  <List.Item key={m}>{m}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Button size="md" onClick={submit} disabled={!ready} data-testid="dcu-select">
            {t('form.select')}
          </Button>
          <Text size="xs" c="dimmed">
            <IconInfoCircle size={14} style={{ verticalAlign: 'text-bottom' }} /> {t('form.illustrative')}
          </Text>
          <ArticleInput
            onDecoded={(decoded, articul) => {
              replaced();
              setForm(decoded);
              setFilled(articul);
            }}
          />
          {filled ? (
            <Text size="sm" c="green.8" role="status">
              {t('form.filled', { articul: filled })}
            </Text>
          ) : null}
        </Stack>
      </Card>
    </div>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} mb="xs">
          {t('form.title')}
        </Title>
        <Text c="dark.5" maw={760}>
          {t('form.lead')}
        </Text>
      </div>
      {fromUrl && 'problem' in fromUrl ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {t('form.urlProblem')}
        </Alert>
      ) : null}
      <Tabs
        value={String(form.ColletorWorkType)}
        onChange={(v) => {
          if (v !== null && Number(v) !== form.ColletorWorkType) set('ColletorWorkType', Number(v) as 0 | 1);
        }}
      >
        <Tabs.List aria-label={t('form.tabs')}>
          <Tabs.Tab value="0">{dcuLabels.tabs.heating}</Tabs.Tab>
          <Tabs.Tab value="1">{dcuLabels.tabs.water}</Tabs.Tab>
        </Tabs.List>
        {/* Both panels exist (each tab controls one); the form is drawn in the open one. */}
        <Tabs.Panel value="0" pt="lg">
          {form.ColletorWorkType === 0 ? body : null}
        </Tabs.Panel>
        <Tabs.Panel value="1" pt="lg">
          {form.ColletorWorkType === 1 ? body : null}
        </Tabs.Panel>
      </Tabs>
      <SelectionProgressModal
        phase={selection.phase}
        errorMessage={selection.error?.message ?? null}
        refused={selection.error?.kind === 'refused'}
        onClose={selection.cancel}
        onRetry={submit}
        onViewResults={view}
        showCabinetLink={signedIn}
      />
    </Stack>
  );
}
