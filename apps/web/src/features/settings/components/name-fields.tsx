// The three name inputs (last, first, patronymic) with the «Не более 30 символов» hint, shared by
// the user-info modal and the profile's full-name form.
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Shake } from '../../../components/ui/shake';
import { SETTINGS_NS } from '../i18n';

const parts = ['lastname', 'firstname', 'patronymic'] as const;
type Part = (typeof parts)[number];
const autoCompletes: Record<Part, string> = {
  lastname: 'family-name',
  firstname: 'given-name',
  patronymic: 'additional-name',
};

export interface NameFieldsProps {
  /** field() of a useShakingForm holding the three parts. */
  field: (name: Part) => UseFormRegisterReturn & { error?: string };
  shakes: Record<string, number>;
  /** Which parts are required (the profile: last and first name). */
  required?: readonly Part[];
  disabled?: boolean;
  autoFocus?: boolean;
}

export function NameFields({ field, shakes, required = [], disabled, autoFocus }: NameFieldsProps) {
  const { t } = useTranslation(SETTINGS_NS);
  return parts.map((part, i) => {
    const props = field(part);
    return (
      <Shake key={part} trigger={shakes[part] ?? 0}>
        <TextInput
          label={t(`fields.${part}`)}
          // The hint shows while the field can be edited, and gives way to the error (which for
          // a long name is the same sentence).
          description={props.error || disabled ? undefined : t('fields.nameHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete={autoCompletes[part]}
          required={required.includes(part)}
          disabled={disabled}
          data-autofocus={autoFocus && i === 0 ? true : undefined}
          autoFocus={autoFocus && i === 0}
          {...props}
        />
      </Shake>
    );
  });
}
