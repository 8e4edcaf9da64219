// /heat — plate heat exchangers of the Clever line (calculators §2 «Clever screen», §3, §4, §5):
// general, hot-side and heated-side sections, * for required, the §4 rules (water hides and clears
// its percent; flanges off clear and hide both flange materials, on set both to black), the form in
// the URL, «Подобрать» → progress popup → the results panel beside the form.
import { Switch } from '@mantine/core';
import {
  cleverAims,
  cleverDesignTemperatures,
  cleverFlanges,
  cleverFlowDirections,
  cleverForm,
  cleverGaskets,
  cleverMedia,
  cleverModels,
  cleverPlateMaterials,
  cleverPlugs,
  cleverPtoTypes,
  cleverTargets,
  cleverThicknesses,
  glycolBases,
  heatPlateMaterialText,
} from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { defineFormFields, type FormSchema } from '../../../lib/calculator/form-fields';
import { HeatChoice, HeatNumber, type HeatForm } from './components/heat-fields';
import { HeatPage, HeatSection } from './components/heat-page';
import { HeatRating } from './components/heat-rating';
import classes from './components/heat-page.module.css';
import { useHeatForm } from './hooks/use-heat-form';
import { HEAT_NS } from './i18n';

/** The Clever form's fields from its schema; X starts at 10 % (decision 0027). */
export const cleverFields = defineFormFields(cleverForm as unknown as FormSchema, { X: { initial: 10 } });

export function CleverPage() {
  const { t } = useTranslation(HEAT_NS);
  const form = useHeatForm({
    schema: cleverForm as unknown as FormSchema,
    fields: cleverFields,
    category: 'clever',
    href: paths.calculators.heat.getHref,
  });
  const opts = <T extends string | number>(list: readonly T[], label: (v: T) => string) =>
    list.map((v) => ({ value: String(v), label: label(v) }));
  const num = (name: string, extra: Partial<Parameters<typeof HeatNumber>[0]> = {}) => (
    <HeatNumber form={form} fields={cleverFields} name={name} label={t(`clever.${name}`)} {...extra} />
  );
  const flanges = form.values.IncludeFlanges === 1;

  const side = (s: 'Hot' | 'Cold') => {
    const [tIn, tOut, r, g] = s === 'Hot' ? ['T1', 'T2', 'R1', 'G1'] : ['T3', 'T4', 'R2', 'G2'];
    const medium = `Environment${s}Id`;
    const percent = `Percent${s}`;
    return (
      <HeatSection
        title={t(s === 'Hot' ? 'common.hot' : 'common.cold')}
        testId={`section-${s.toLowerCase()}`}
      >
        <HeatChoice
          form={form}
          name={medium}
          label={t('clever.medium')}
          data={opts(cleverMedia, (m) => t(`clever.media.${m}`))}
          // §4: water hides and clears its percent.
          patch={(v) => (v === 'water' ? { [percent]: null } : {})}
        />
        {form.values[medium] !== 'water' ? (
          <>
            <HeatNumber
              form={form}
              fields={cleverFields}
              name={percent}
              label={t('clever.percent')}
              required
            />
            {/* Decision 0044: the percent by mass (default) or by volume, said beside it. */}
            <HeatChoice
              form={form}
              name={`${percent}Basis`}
              label={t('clever.basis')}
              data={opts(glycolBases, (b) => t(`clever.bases.${b}`))}
            />
          </>
        ) : null}
        {num(tIn!)}
        {num(tOut!)}
        {num(g!, { unitField: `${g}Unit` })}
        {num(r!, { unitField: `${r}Unit`, required: true })}
        <HeatChoice
          form={form}
          name={`PlugAssortment${s}`}
          label={t('clever.plug')}
          data={opts(cleverPlugs, (p) => t(`clever.plugs.${p}`))}
        />
        {flanges ? (
          <HeatChoice
            form={form}
            name={`FlangeAssortment${s}`}
            label={t('clever.flange')}
            data={opts(cleverFlanges, (p) => t(`clever.flanges.${p}`))}
          />
        ) : null}
      </HeatSection>
    );
  };

  return (
    <HeatPage
      calc="Clever"
      title={t('clever.title')}
      lead={t('clever.lead')}
      form={form}
      notes={[t('common.required'), t('common.belowZero')]}
      rating={
        <HeatRating
          category="clever"
          models={cleverModels}
          materials={cleverPlateMaterials}
          media={cleverMedia}
        />
      }
    >
      <HeatSection title={t('common.general')} testId="section-general">
        <HeatChoice
          form={form}
          name="aim"
          label={t('clever.aim')}
          data={opts(cleverAims, (a) => t(`clever.aims.${a}`))}
        />
        {num('Q', { unitField: 'QUnit', required: true })}
        <div className={classes.grid2}>
          {num('X', { required: true })}
          {num('P', { unit: t('clever.atm'), required: true })}
        </div>
        <div className={classes.grid2}>
          <HeatChoice
            form={form}
            name="PtoType"
            label={t('clever.PtoType')}
            data={opts(cleverPtoTypes, (m) => (m === '0' ? t('clever.allTypes') : m))}
          />
          <HeatChoice
            form={form}
            name="PlateThickIndex"
            label={t('clever.PlateThickIndex')}
            data={opts(cleverThicknesses, (v) =>
              v === 'Auto' ? t('clever.auto') : t('clever.mm', { value: v.replace('.', ',') }),
            )}
          />
          <HeatChoice
            form={form}
            name="T"
            numeric
            label={t('clever.T')}
            data={opts(cleverDesignTemperatures, String)}
          />
          <HeatChoice
            form={form}
            name="PtoTarget"
            label={t('clever.PtoTarget')}
            data={opts(cleverTargets, (v) => t(`clever.targets.${v}`))}
          />
          <HeatChoice
            form={form}
            name="PlateMaterialId"
            label={t('clever.PlateMaterialId')}
            data={opts(cleverPlateMaterials, (v) => heatPlateMaterialText[v])}
          />
          <HeatChoice
            form={form}
            name="GasketMaterialId"
            label={t('clever.GasketMaterialId')}
            data={opts(cleverGaskets, (v) => t(`clever.gaskets.${v}`))}
          />
          <HeatChoice
            form={form}
            name="FlowDirection"
            label={t('clever.FlowDirection')}
            data={opts(cleverFlowDirections, (v) => t(`clever.directions.${v}`))}
          />
        </div>
        <FlangeSwitch form={form} label={t('clever.IncludeFlanges')} />
      </HeatSection>
      <div className={classes.sides}>
        {side('Hot')}
        {side('Cold')}
      </div>
    </HeatPage>
  );
}

/** §4: flanges off clear (and hide) both flange materials; on set both to black steel. */
function FlangeSwitch({ form, label }: { form: HeatForm; label: string }) {
  return (
    <Switch
      label={label}
      checked={form.values.IncludeFlanges === 1}
      onChange={(e) => {
        if (form.busy) return;
        const on = e.currentTarget.checked;
        form.set(
          on
            ? { IncludeFlanges: 1, FlangeAssortmentHot: 'black', FlangeAssortmentCold: 'black' }
            : { IncludeFlanges: 0, FlangeAssortmentHot: null, FlangeAssortmentCold: null },
          true,
        );
      }}
      data-testid="switch-IncludeFlanges"
    />
  );
}
