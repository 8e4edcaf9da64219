// The search box of the cabinet lists: a search input with the magnifier, Enter applies at once
// (the list otherwise follows after the debounce of useSearchParamInput).
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  /** Applies the typed value without waiting (Enter). */
  flush?: () => void;
}

/** Search strings are at most 100 characters (cabinetLimits.searchMax). */
export const SEARCH_MAX = 100;

export function SearchField({ value, onChange, flush, ...rest }: SearchFieldProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      maxLength={SEARCH_MAX}
      {...rest}
      type="search"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush?.();
      }}
    />
  );
}
