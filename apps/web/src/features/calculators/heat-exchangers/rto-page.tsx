// /heatlt — plate heat exchangers of the LT line, the RTO form (calculators §2 «RTO screen», §3,
// §5): * marks the required losses, ** the seven additional parameters of which exactly five are
// filled; pressure class 10/16/25 (default 10, decision 0027); SRC the heating side, REC the heated.
import {
  heatPlateMaterialText,
  ltModels,
  rtoForm,
  rtoLiquids,
  rtoPlateMaterials,
  rtoPressureClasses,
} from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { defineFormFields, type FormSchema } from '../../../lib/calculator/form-fields';
import { HeatChoice, HeatNumber } from './components/heat-fields';
import { HeatPage, HeatSection } from './components/heat-page';
import { HeatRating } from './components/heat-rating';
import classes from './components/heat-page.module.css';
import { useHeatForm } from './hooks/use-heat-form';
import { HEAT_NS } from './i18n';

export const rtoFields = defineFormFields(rtoForm as unknown as FormSchema);

/** The LT line's media for rating: the form's water, sea water and propylene glycol (any percent). */
const ltRatingMedia = ['water', 'seawater', 'propylene-glycol'] as const;

export function RtoPage() {
  const { t } = useTranslation(HEAT_NS);
  const form = useHeatForm({
    schema: rtoForm as unknown as FormSchema,
    fields: rtoFields,
    category: 'rto',
    href: paths.calculators.heatLt.getHref,
  });
  /** A number field; `mark` '**' for the seven additional parameters, '*' for the required. */
  const num = (name: string, label: string, mark: '' | '*' | '**' = '', decimals = 4) => (
    <HeatNumber
      form={form}
      fields={rtoFields}
      name={name}
      label={mark === '**' ? `${label} **` : label}
      required={mark === '*'}
      decimals={decimals}
    />
  );

  const side = (p: 'SRC' | 'REC') => (
    <HeatSection title={t(p === 'SRC' ? 'common.hot' : 'common.cold')} testId={`section-${p.toLowerCase()}`}>
      <HeatChoice
        form={form}
        name={`${p}_LIQUID`}
        label={t('rto.liquid')}
        data={rtoLiquids.map((l) => ({ value: l, label: t(`rto.liquids.${l}`) }))}
        // Decision 0044: sea water needs titanium plates; choosing it chooses them.
        patch={(v): Record<string, string> => (v === 'seawater' ? { PLATE_MATERIAL: 'titanium' } : {})}
      />
      {num(`${p}_INPUT`, t('rto.input'), '**')}
      {num(`${p}_OUTPUT`, t('rto.output'), '**')}
      {num(`${p}_FLOW`, t('rto.flow'), '**')}
      {num(`${p}_LOSSES`, t('rto.losses'), '*')}
      {num(`${p}_POLLUTION`, t('rto.pollution'), '', 6)}
    </HeatSection>
  );

  return (
    <HeatPage
      calc="RTO"
      title={t('rto.title')}
      lead={t('rto.lead')}
      form={form}
      notes={[t('common.required'), t('common.additional'), t('common.belowZero')]}
      rating={
        <HeatRating category="rto" models={ltModels} materials={rtoPlateMaterials} media={ltRatingMedia} />
      }
    >
      <HeatSection title={t('common.general')} testId="section-general">
        {num('POWER', t('rto.POWER'), '**')}
        <div className={classes.grid2}>
          {num('RESERVE', t('rto.RESERVE'))}
          <HeatChoice
            form={form}
            name="PRESSURE"
            numeric
            segmented
            label={t('rto.PRESSURE')}
            data={rtoPressureClasses.map((c) => ({ value: String(c), label: String(c) }))}
          />
        </div>
        {/* Decision 0044: AISI 316 or titanium; sea water needs titanium (said on this field). */}
        <HeatChoice
          form={form}
          name="PLATE_MATERIAL"
          label={t('rto.PLATE_MATERIAL')}
          data={rtoPlateMaterials.map((m) => ({ value: m, label: heatPlateMaterialText[m] }))}
        />
      </HeatSection>
      <div className={classes.sides}>
        {side('SRC')}
        {side('REC')}
      </div>
    </HeatPage>
  );
}
