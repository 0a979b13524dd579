import { useMemo } from 'react';
import type { SelectedCity } from '@contract/places';
import { CityAutocomplete } from '@/components/places/CityAutocomplete';
import { createPlacesProvider } from '@/components/places/createPlacesProvider';
import { FieldFrame } from './FieldFrame';
import { fieldId, useFieldBinding } from './useFieldBinding';
import { apiBaseUrl, getConfig } from '@/config/env';

export interface CityFormFieldProps {
  name: string;
  label: string;
  knownCountries: readonly string[];
  required?: boolean;
}

/**
 * The city autocomplete bound to Formik. The autocomplete renders its own message, so the
 * form's error goes through its `error` prop instead of the item's help.
 */
export function CityFormField({ name, label, knownCountries, required }: CityFormFieldProps) {
  const { field, helpers, error } = useFieldBinding<SelectedCity | null>(name);
  const provider = useMemo(
    () =>
      createPlacesProvider({
        apiBaseUrl: apiBaseUrl(),
        googleMapsApiKey: getConfig().googleMapsApiKey,
      }),
    [],
  );
  const id = fieldId(name);
  return (
    <FieldFrame label={label} htmlFor={id} required={required}>
      <CityAutocomplete
        id={id}
        value={field.value}
        onChange={(city) => void helpers.setValue(city)}
        onBlur={() => void helpers.setTouched(true)}
        provider={provider}
        knownCountries={knownCountries}
        error={error}
      />
    </FieldFrame>
  );
}
