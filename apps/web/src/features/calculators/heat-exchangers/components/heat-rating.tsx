// The rating view of both heat-exchanger pages (issue 30 items 2 and 5): a catalogue model or the
// user's plate geometry, the pack and the duty → the rated figures, every design limit the unit
// breaks as a named warning (not an error), and, for the user's plate, whose geometry it is.
import { Alert, Button, List, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import {
  heatCheckGroups,
  heatFigure,
  heatPlateMaterialText,
  heatRatingDocumentLabels,
  heatRatingWarningTitle,
  heatRanges,
  heatUserPlateRanges,
  type HeatPlateMaterial,
  type HeatRatingResult,
  type HeatWarning,
} from '@podbor/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueNote, StaleResult } from '../../../../components/calculator/result-item-view';
import { NumberField } from '../../../../components/ui/number-field';
import { isApiError, refusalText } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { useRateHeatUnit, useRatingSheet, type RatingCategory } from '../api/rate-unit';
import { HEAT_NS } from '../i18n';
import {
  initialRatingValues,
  ratingBody,
  type RatingBody,
  ratingChannelMixes,
  ratingErrors,
  ratingThicknesses,
  serverFieldErrors,
  userPlateFields,
  type RatingMedium,
  type RatingSideValues,
  type RatingValues,
} from '../rating-form';
import { HeatSection } from './heat-page';
import { GuestPdfLine } from './heat-results';
import classes from './heat-page.module.css';

export interface HeatRatingProps {
  category: RatingCategory;
  models: readonly string[];
  materials: readonly HeatPlateMaterial[];
  media: readonly RatingMedium[];
}

type Problem = { kind: 'refused' | 'failed'; message: string };

export function HeatRating({ category, models, materials, media }: HeatRatingProps) {
  const { t } = useTranslation(HEAT_NS);
  const [values, setValues] = useState<RatingValues>(() => initialRatingValues(models[0] ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The answer shown and whether the request asked for a reserve (a design duty was given). */
  const [shown, setShown] = useState<{
    result: HeatRatingResult;
    withReserve: boolean;
    /** What was rated: the datasheet is asked of it, whatever the form holds since. */
    body: RatingBody;
  } | null>(null);
  /** The form was changed since the answer: it answers the previous data (said, not hidden). */
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const rate = useRateHeatUnit(category);
  const resultsRef = useRef<HTMLDivElement>(null);
  // On a phone the answer is under the form: bring a new one (or the refusal) into view, once.
  const answer = shown ?? problem;
  useEffect(() => {
    const panel = resultsRef.current;
    if (!answer || !panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight)
      panel.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [answer]);

  const change = (patch: Partial<RatingValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
    setStale(true);
  };
  const changeSide = (s: 'hot' | 'cold', patch: Partial<RatingSideValues>) =>
    change({ [s]: { ...values[s], ...patch } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = ratingErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(null);
    const body = ratingBody(values);
    rate.mutate(body, {
      onSuccess: (r) => {
        setShown({ result: r, withReserve: values.designDutyKW !== null, body });
        setStale(false);
      },
      onError: (err) => {
        setShown(null);
        if (isApiError(err) && err.statusCode === 400 && err.fields) setErrors(serverFieldErrors(err.fields));
        // The engine's refusal (422) is the answer: the unit cannot be rated as given, and why.
        if (isApiError(err) && err.statusCode === 422) setProblem({ kind: 'refused', message: err.message });
        else setProblem({ kind: 'failed', message: refusalText(err) });
      },
    });
  };

  const num = (
    key: string,
    label: string,
    value: number | null,
    onChange: (v: number | null) => void,
    range: { min: number; max: number },
    opts: { unit?: string; decimals?: number; required?: boolean } = {},
  ) => (
    <NumberField
      label={label}
      value={value}
      onChange={onChange}
      min={range.min}
      max={range.max}
      decimals={opts.decimals ?? 4}
      unit={opts.unit}
      tooltip={t('common.tooltip')}
      required={opts.required ?? true}
      withAsterisk={opts.required ?? true}
      error={errors[key]}
      readOnly={rate.isPending}
      data-testid={`rating-${key}`}
    />
  );
  const choice = (
    key: string,
    label: string,
    value: string,
    data: Array<{ value: string; label: string }>,
    onChange: (v: string) => void,
  ) => (
    <Select
      label={label}
      value={value}
      data={data}
      allowDeselect={false}
      onChange={(v) => v !== null && !rate.isPending && onChange(v)}
      error={errors[key]}
      data-testid={`rating-${key}`}
    />
  );

  const sideSection = (s: 'hot' | 'cold') => {
    const v = values[s];
    const glycol = v.medium === 'ethylene-glycol' || v.medium === 'propylene-glycol';
    return (
      <HeatSection title={t(s === 'hot' ? 'common.hot' : 'common.cold')} testId={`rating-section-${s}`}>
        {choice(
          `${s}.medium`,
          t('clever.medium'),
          v.medium,
          media.map((m) => ({ value: m, label: t(`rating.media.${m}`) })),
          (m) =>
            changeSide(s, {
              medium: m as RatingMedium,
              ...(m === 'water' || m === 'seawater' ? { percent: null } : {}),
            }),
        )}
        {glycol
          ? num(`${s}.percent`, t('rating.percent'), v.percent, (p) => changeSide(s, { percent: p }), {
              min: 0,
              max: 100,
            })
          : null}
        {num(`${s}.tIn`, t('rating.tIn'), v.tIn, (x) => changeSide(s, { tIn: x }), heatRanges.rto.T, {
          unit: '°C',
          decimals: 2,
        })}
        {num(
          `${s}.massFlowKgS`,
          t('rating.flow'),
          v.massFlowKgS,
          (x) => changeSide(s, { massFlowKgS: x }),
          heatRanges.rto.FLOW,
          {
            unit: t('rating.kgs'),
          },
        )}
        {num(
          `${s}.maxDpKPa`,
          t('rating.maxDp'),
          v.maxDpKPa,
          (x) => changeSide(s, { maxDpKPa: x }),
          heatRanges.rto.LOSSES,
          {
            unit: t('rating.kpa'),
            required: false,
          },
        )}
      </HeatSection>
    );
  };

  return (
    <div className={classes.layout} data-testid="rating">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('rating.title')}
        className={classes.form}
        data-busy={rate.isPending || undefined}
      >
        <Stack gap="lg">
          <Text c="dark.5" maw={760}>
            {t('rating.lead')}
          </Text>
          <HeatSection title={t('rating.plate')} testId="rating-section-plate">
            <SegmentedControl
              fullWidth
              aria-label={t('rating.plate')}
              value={values.source}
              onChange={(v) => change({ source: v as RatingValues['source'] })}
              data={[
                { value: 'catalogue', label: t('rating.sources.catalogue') },
                { value: 'user', label: t('rating.sources.user') },
              ]}
              data-testid="rating-source"
            />
            {values.source === 'catalogue' ? (
              <div className={classes.grid2}>
                {choice(
                  'model',
                  t('rating.model'),
                  values.model,
                  models.map((m) => ({ value: m, label: m })),
                  (m) => change({ model: m }),
                )}
                {choice(
                  'thicknessMm',
                  t('rating.thickness'),
                  values.thicknessMm,
                  ratingThicknesses.map((v) => ({
                    value: v,
                    label: t('clever.mm', { value: v.replace('.', ',') }),
                  })),
                  (v) => change({ thicknessMm: v as RatingValues['thicknessMm'] }),
                )}
                {choice(
                  'channelMix',
                  t('rating.channelMix'),
                  values.channelMix,
                  ratingChannelMixes.map((m) => ({ value: m, label: t(`rating.mixes.${m}`) })),
                  (v) => change({ channelMix: v as RatingValues['channelMix'] }),
                )}
              </div>
            ) : (
              <>
                <Text size="sm" c="dark.5">
                  {t('rating.userPlateLead')}
                </Text>
                <div className={classes.grid2}>
                  {userPlateFields.map((k) =>
                    num(
                      `plate.${k}`,
                      t(`rating.plateFields.${k}`),
                      values.plate[k],
                      (x) => change({ plate: { ...values.plate, [k]: x } }),
                      heatUserPlateRanges[k],
                      { unit: t(`rating.plateUnits.${k}`), decimals: k === 'enlargementFactor' ? 3 : 2 },
                    ),
                  )}
                </div>
              </>
            )}
          </HeatSection>
          <HeatSection title={t('rating.pack')} testId="rating-section-pack">
            <div className={classes.grid2}>
              {num(
                'plates',
                t('rating.plates'),
                values.plates,
                (x) => change({ plates: x }),
                { min: 3, max: 1000 },
                { decimals: 0 },
              )}
              {choice(
                'plateMaterial',
                t('clever.PlateMaterialId'),
                values.plateMaterial,
                materials.map((m) => ({ value: m, label: heatPlateMaterialText[m] })),
                (m) => change({ plateMaterial: m as HeatPlateMaterial }),
              )}
              {num(
                'passesHot',
                t('rating.passesHot'),
                values.passesHot,
                (x) => change({ passesHot: x }),
                { min: 1, max: 20 },
                { decimals: 0 },
              )}
              {num(
                'passesCold',
                t('rating.passesCold'),
                values.passesCold,
                (x) => change({ passesCold: x }),
                { min: 1, max: 20 },
                { decimals: 0 },
              )}
              {num(
                'pressureBar',
                t('rating.pressure'),
                values.pressureBar,
                (x) => change({ pressureBar: x }),
                { min: 0, max: 25 },
                {
                  unit: t('rating.bar'),
                  decimals: 2,
                  required: false,
                },
              )}
              {num(
                'designDutyKW',
                t('rating.designDuty'),
                values.designDutyKW,
                (x) => change({ designDutyKW: x }),
                { min: 0.1, max: 1e6 },
                { unit: t('rating.kw'), decimals: 2, required: false },
              )}
            </div>
          </HeatSection>
          <div className={classes.sides}>
            {sideSection('hot')}
            {sideSection('cold')}
          </div>
          <Text size="sm" c="dark.5">
            {t('rating.required')}
          </Text>
          <div>
            <Button type="submit" size="md" loading={rate.isPending} data-testid="rating-submit">
              {t('rating.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <div className={classes.results} aria-live="polite" ref={resultsRef}>
        {problem ? (
          // A refusal of the unit as given is an answer (decision 0048): neutral; a failure is red.
          <Alert
            color={problem.kind === 'refused' ? 'gray' : 'red'}
            icon={problem.kind === 'refused' ? <IconInfoCircle size={20} /> : <IconAlertTriangle size={20} />}
            title={t(problem.kind === 'refused' ? 'rating.refused' : 'rating.failed')}
            data-testid="rating-problem"
          >
            {problem.message}
          </Alert>
        ) : shown ? (
          <ShownRating stale={stale}>
            <RatingSheetDownload category={category} body={shown.body} />
            <RatingResult result={shown.result} withReserve={shown.withReserve} />
          </ShownRating>
        ) : (
          <Text c="dimmed" data-testid="rating-empty">
            {t('rating.before')}
          </Text>
        )}
      </div>
    </div>
  );
}

/** The answer shown; greyed and said to be for the previous data once the form has changed. */
function ShownRating({ stale, children }: { stale: boolean; children: ReactNode }) {
  const answer = <Stack gap="md">{children}</Stack>;
  return stale ? <StaleResult>{answer}</StaleResult> : answer;
}

/**
 * The rated unit's datasheet (issue 30 item 2): a signed-in user downloads it — the warnings, the
 * duty and every figure of the hand check — and a guest is told to sign in, as on a design's result.
 */
function RatingSheetDownload({ category, body }: { category: RatingCategory; body: RatingBody }) {
  const { t } = useTranslation(HEAT_NS);
  const { signedIn } = useSession();
  const sheet = useRatingSheet(category);
  if (!signedIn) return <GuestPdfLine testId="rating-guest-pdf" />;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={sheet.isPending}
        onClick={() => sheet.mutate(body)}
        data-testid="rating-pdf"
      >
        {t('rating.pdf')}
      </Button>
      {sheet.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {refusalText(sheet.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The reserve row, shown only when a design duty was given (else it would read a bare 0 %). */
const RESERVE_ROW = 'Запас поверхности';

/** The rated unit: whose plate, the duty and outlets, the warnings, then the figures grouped. */
export function RatingResult({ result, withReserve }: { result: HeatRatingResult; withReserve: boolean }) {
  const { t } = useTranslation(HEAT_NS);
  const { check, warnings, notice, note } = result;
  return (
    <Stack gap="md" data-testid="rating-result">
      <CatalogueNote note={note} />
      {notice ? (
        <Alert
          color="blue"
          icon={<IconInfoCircle size={20} />}
          title={notice}
          role="note"
          data-testid="rating-notice"
        >
          {heatRatingDocumentLabels.userPlateUnchecked}
        </Alert>
      ) : null}
      <div>
        <Title order={2} fz="h4" mb={4}>
          {t('rating.resultTitle')}
        </Title>
        <Text size="sm">{t('result.duty', { value: heatFigure(check.dutyKW, 4, 2) })}</Text>
        {(['hot', 'cold'] as const).map((k) => (
          <Text size="sm" key={k}>
            {t('rating.sideLine', {
              name: t(k === 'hot' ? 'common.hot' : 'common.cold'),
              tIn: heatFigure(check[k].tIn, 4, 1),
              tOut: heatFigure(check[k].tOut, 4, 1),
              dp: heatFigure(check[k].dpChannelKPa + check[k].dpPortsKPa, 3, 1),
            })}
          </Text>
        ))}
      </div>
      <RatingWarnings warnings={warnings} />
      {heatCheckGroups(check).map((g) => (
        <section key={g.title} data-testid="rating-check-group">
          <Title order={3} fz="md" mb={4}>
            {g.title}
          </Title>
          <Table className={classes.checkTable} striped withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {g.rows
                .filter((r) => withReserve || r.label !== RESERVE_ROW)
                .map((r) => (
                  <Table.Tr key={r.label}>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td>{r.unit ? `${r.value} ${r.unit}` : r.value}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
    </Stack>
  );
}

/**
 * Each broken limit as its own named warning: amber, a triangle, the limit's name and side as the
 * title, the engine's sentence below — a caution about a unit that works, not an error of the form.
 */
export function RatingWarnings({ warnings }: { warnings: readonly HeatWarning[] }): ReactNode {
  const { t } = useTranslation(HEAT_NS);
  if (warnings.length === 0)
    return (
      <Text size="sm" c="green.9" data-testid="rating-no-warnings">
        {heatRatingDocumentLabels.noWarnings}
      </Text>
    );
  return (
    <section aria-labelledby="rating-warnings-title" data-testid="rating-warnings">
      <Title order={3} fz="md" mb="xs" id="rating-warnings-title">
        {t('rating.warningsTitle', { count: warnings.length })}
      </Title>
      <List listStyleType="none" spacing="xs" p={0}>
        {warnings.map((w, i) => (
          <List.Item key={`${w.code}-${w.side ?? ''}-${i}`}>
            <Alert
              variant="light"
              color="yellow"
              icon={<IconAlertTriangle size={20} />}
              title={heatRatingWarningTitle(w)}
              // A caution about a unit that works, read with the result (the panel is polite-live),
              // not an interrupting alert.
              role="note"
              data-testid="rating-warning"
              data-code={w.code}
            >
              <Text size="sm" c="dark.7">
                {w.message}
              </Text>
            </Alert>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
