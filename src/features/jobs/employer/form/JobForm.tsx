import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { JOB_MESSAGES, MAX_VALIDITY_DAYS } from '@contract/jobs';
import type { SelectedCity } from '@contract/places';
import { optionsOf, useReferenceData, type ReferenceTerm } from '@/api/referenceApi';
import { CityFormField } from '@/components/form/CityFormField';
import { DateField } from '@/components/form/DateField';
import { FormShell } from '@/components/form/FormShell';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import type { JobFormValues } from './jobForm';
import { jobSchema } from './jobForm.schema';
import { JobTextFields } from './JobTextFields';
import { SalaryFields } from './SalaryFields';
import './jobForm.css';

export interface JobFormProps {
  initialValues: JobFormValues;
  /** The stored valid-until of the job being edited (an expired job may keep it). */
  storedValidUntil?: string | null;
  /** Save is disabled (quota used up, organization incomplete). */
  saveDisabled?: boolean;
  onSubmit: (values: JobFormValues, helpers: FormikHelpers<JobFormValues>) => Promise<void>;
}

/** Picking a city fills in its country; the country stays editable (remote jobs have none). */
function CountryFromCity({ countries }: { countries: readonly ReferenceTerm[] }) {
  const { values, setFieldValue } = useFormikContext<JobFormValues>();
  const location: SelectedCity | null = values.location;
  useEffect(() => {
    if (!location?.country) return;
    const match = countries.find(
      (term) => term.name.toLowerCase() === location.country.toLowerCase(),
    );
    if (match) void setFieldValue('country', match.id);
  }, [location, countries, setFieldValue]);
  return null;
}

/**
 * A save the server refused, shown beside Save where the user is (the form is long: at its top
 * it was out of sight) and given the focus, so it is seen and read out.
 */
function SaveError({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [message]);
  return (
    <div ref={box} tabIndex={-1} className="mb-job-form__save-error">
      <Alert type="error" showIcon title={message} role="alert" />
    </div>
  );
}

/** The job form (spec 02 §5). */
export function JobForm({ initialValues, storedValidUntil, saveDisabled, onSubmit }: JobFormProps) {
  const { lists, terms } = useReferenceData();
  const termOptions = (vocabulary: 'country' | 'technical_skills') =>
    (terms[vocabulary] ?? []).map((term) => ({ value: term.id, label: term.name }));
  const countries = terms.country ?? [];
  const latest = dayjs().add(MAX_VALIDITY_DAYS, 'day');
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={jobSchema(storedValidUntil ?? null)}
      onSubmit={onSubmit}
      // Two rich-text editors and long selects: a field is checked when it is left, all on Save.
      validateOnChange={false}
    >
      {({ isSubmitting, values, status }) => (
        <FormShell aria-label="Job post" bufferTyping>
          <CountryFromCity countries={countries} />
          <fieldset className="mb-form-section">
            <legend>The job</legend>
            <TextField name="title" label="Job title" required />
            <JobTextFields />
            <SelectField
              name="technicalSkills"
              label="Technical skills"
              multiple
              required
              options={termOptions('technical_skills')}
            />
            <div className="mb-job-form__pair">
              <SelectField
                name="employmentType"
                label="Employment type"
                required
                options={optionsOf(lists, 'employment_type')}
              />
              <SelectField
                name="experience"
                label="Professional experience"
                options={optionsOf(lists, 'professional_experience')}
              />
            </div>
          </fieldset>
          <fieldset className="mb-form-section">
            <legend>Location</legend>
            <SelectField
              name="remote"
              label="Remote job"
              required
              options={optionsOf(lists, 'remote_job')}
            />
            <CityFormField
              name="location"
              label="City"
              required={values.remote !== 'remote'}
              knownCountries={countries.map((term) => term.name)}
            />
            <SelectField name="country" label="Country" options={termOptions('country')} />
          </fieldset>
          <fieldset className="mb-form-section">
            <legend>Salary and application</legend>
            <SelectField name="currency" label="Currency" options={optionsOf(lists, 'currency')} />
            <SalaryFields />
            <TextField name="applyUrl" label="Apply URL" type="url" placeholder="https://" />
            <SelectField
              name="applicationMethod"
              label="Application method"
              options={optionsOf(lists, 'application_method')}
            />
            <TextField name="identifier" label="Internal job identifier" />
            <DateField
              name="validUntil"
              label={JOB_MESSAGES.validUntilLabel}
              required
              disabledDate={(day) =>
                (day.isBefore(dayjs(), 'day') && day.format('YYYY-MM-DD') !== storedValidUntil) ||
                day.isAfter(latest, 'day')
              }
            />
          </fieldset>
          {typeof status === 'string' ? <SaveError message={status} /> : null}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={isSubmitting}
            disabled={saveDisabled}
          >
            Save
          </Button>
        </FormShell>
      )}
    </Formik>
  );
}
