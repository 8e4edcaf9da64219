// The DCU form's dependencies (calculators §4, §5; decision 0028) as pure functions: a change of one
// field brings the fields that depend on it back to values that can be built; a tab switch resets
// the form to that type's defaults; the URL (a reopened calculation) is read back into a form.
import { dcuFormFields, type DcuForm } from '@podbor/contracts';
import {
  APARTMENT_MAX_CONNECTION_DN,
  DCU_OUTPUT_DNS,
  DCU_PARTNER_DNS,
  RIDAN_REGULATOR_DNS,
  defaultDcuOptions,
  outletSetHasMeter,
} from '@podbor/engineering/dcu';

export type DcuField = keyof DcuForm;

/** The form of a work type as a new tab shows it. */
export const dcuDefaults = (workType: 0 | 1): DcuForm => ({
  ...defaultDcuOptions(workType),
  DesignFlow: null,
});

const largestUpTo = <T extends number>(list: readonly T[], max: number): T =>
  [...list].reverse().find((d) => d <= max) ?? list[0]!;

/** The form after `field` is set to `value`, with the fields that depend on it adjusted. */
export function setDcuField<K extends DcuField>(form: DcuForm, field: K, value: DcuForm[K]): DcuForm {
  if (field === 'ColletorWorkType') return dcuDefaults(value as 0 | 1);
  let f: DcuForm = { ...form, [field]: value };
  if (f.ColletorSizeType === 1 && f.ConnectionDiametr > APARTMENT_MAX_CONNECTION_DN)
    f.ConnectionDiametr = APARTMENT_MAX_CONNECTION_DN;
  const conn = f.ConnectionDiametr;
  if (f.OutputDiametr > conn) f.OutputDiametr = largestUpTo(DCU_OUTPUT_DNS, conn);
  if (f.ColletorWorkType === 1) {
    f.ColletorType = 1;
    // A count being typed is never changed under the user's hands: the field moves it into the
    // range on leaving and says so (decision 0045); until then the engine's message shows.
    if (field !== 'OutputCount' && f.OutputCount < 2) f.OutputCount = 2;
    return f;
  }
  const allowed = RIDAN_REGULATOR_DNS[conn];
  if (f.RidanRegulatorDiametr !== null && !allowed.includes(f.RidanRegulatorDiametr))
    f.RidanRegulatorDiametr = allowed.includes(conn) ? conn : allowed.at(-1)!;
  if (field === 'UsePartner')
    f = value
      ? {
          ...f,
          PartnerType: f.PartnerType ?? 'MNT-R',
          PartnerDiametr: f.PartnerDiametr ?? largestUpTo(DCU_PARTNER_DNS, conn),
        }
      : { ...f, PartnerType: null, PartnerDiametr: null };
  if (f.UsePartner && f.PartnerDiametr !== null && f.PartnerDiametr > conn)
    f.PartnerDiametr = largestUpTo(DCU_PARTNER_DNS, conn);
  const meters = outletSetHasMeter(f.SchetchikType);
  f.OtvodSchetchik = meters;
  f.SchetchikPosition = meters ? (f.SchetchikPosition ?? 1) : null;
  return f;
}

/** A form field's value as the URL spells it: 'true'/'false', numbers, strings; '' or absent → null. */
const fromQuery = (raw: string | null): unknown => {
  if (raw === null || raw === '' || raw === 'null') return null;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const n = Number(raw);
  return Number.isFinite(n) && /^-?\d+(\.\d+)?$/.test(raw) ? n : raw;
};

/**
 * The form a URL carries (a reopened calculation puts its fields in the query string), or null
 * when the URL has none; `{ problem: true }` when it has some but they do not read as a form.
 */
export function dcuFormFromQuery(search: string): { form: DcuForm } | { problem: true } | null {
  const q = new URLSearchParams(search);
  const names = Object.keys(dcuFormFields.shape) as DcuField[];
  if (!names.some((n) => q.has(n))) return null;
  const body = Object.fromEntries(names.filter((n) => q.has(n)).map((n) => [n, fromQuery(q.get(n))]));
  const parsed = dcuFormFields.safeParse(body);
  return parsed.success ? { form: parsed.data } : { problem: true };
}
