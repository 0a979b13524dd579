import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { ORGANIZATION_MESSAGES, REMOTE_POLICIES } from '@contract/organizations';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { FormShell } from '@/components/form/FormShell';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { DateField } from '@/components/form/DateField';
import { TextField } from '@/components/form/TextField';
import { RichTextFormField } from '@/components/form/RichTextFormField';
import { organizationSchema } from '../model/organizationForm.schema';
import type { OrganizationFormValues } from '../model/organizationForm';
import { CultureImagesField } from './CultureImagesField';
import { OrganizationImageField } from './OrganizationImageField';
import { VideoLinksField } from './VideoLinksField';
import './organizationForm.css';

const YES_NO = [
  { value: 'yes' as const, label: 'Yes' },
  { value: 'no' as const, label: 'No' },
];
const REMOTE_OPTIONS = Object.entries(REMOTE_POLICIES).map(([value, label]) => ({ value, label }));
/** The fields that pick any number of terms of a vocabulary. */
const TERM_LIST_FIELDS = [
  { name: 'industries', label: 'Industry', vocabulary: 'industry' },
  { name: 'technicalSkills', label: 'Tech Stack & Skills', vocabulary: 'technical_skills' },
  { name: 'benefits', label: 'Benefits', vocabulary: 'benefits' },
] as const;

export interface OrganizationFormProps {
  initialValues: OrganizationFormValues;
  submitLabel: string;
  onSubmit: (
    values: OrganizationFormValues,
    helpers: FormikHelpers<OrganizationFormValues>,
  ) => Promise<void>;
}

/** The organization form (spec 02 §5): profile, images, links, rich texts and videos. */
export function OrganizationForm({ initialValues, submitLabel, onSubmit }: OrganizationFormProps) {
  const { lists, terms } = useReferenceData();
  const termOptions = (vocabulary: keyof typeof terms) =>
    (terms[vocabulary] ?? []).map((term) => ({ value: term.id, label: term.name }));
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={organizationSchema}
      onSubmit={onSubmit}
      // The form is long (five rich-text editors, long select lists): it validates a field when
      // it is left and everything on Save, not the whole schema on every key.
      validateOnChange={false}
    >
      {({ isSubmitting }) => (
        <FormShell bufferTyping>
          <fieldset className="mb-form-section">
            <legend>Company</legend>
            <TextField
              name="title"
              label="Organization name"
              required
              autoComplete="organization"
            />
            <OrganizationImageField
              name="logo"
              label="Logo"
              field="field_logo"
              required
              tooSmallMessage={ORGANIZATION_MESSAGES.logoDimensions}
            />
            <OrganizationImageField
              name="background"
              label="Title background"
              field="field_page_title_background"
              hint="no logos or text on it"
              tooSmallMessage={ORGANIZATION_MESSAGES.backgroundDimensions}
            />
            <RichTextFormField name="description" label="Company description" required />
            <p className="mb-org-form__hint">1 to 2 paragraphs, about 100 words recommended.</p>
            <RichTextFormField name="unique" label="What makes your company unique?" />
          </fieldset>
          <fieldset className="mb-form-section">
            <legend>Contact and links</legend>
            <TextField name="contactEmail" label="Contact email" type="email" required />
            <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
            <TextField name="website" label="Website" type="url" placeholder="https://" />
            <TextField name="linkedin" label="LinkedIn" type="url" placeholder="https://" />
            <TextField name="twitter" label="Twitter" type="url" placeholder="https://" />
            <TextField name="facebook" label="Facebook" type="url" placeholder="https://" />
          </fieldset>
          <fieldset className="mb-form-section">
            <legend>Hiring</legend>
            <NumberField name="hiresNeeded" label="Hires needed" />
            <SelectField
              name="companySize"
              label="Company size"
              options={optionsOf(lists, 'company_size')}
            />
            <SelectField name="currency" label="Currency" options={optionsOf(lists, 'currency')} />
            <SelectField
              name="hiringLocation"
              label="Hiring location"
              options={termOptions('country')}
            />
            {TERM_LIST_FIELDS.map((field) => (
              <SelectField
                key={field.name}
                name={field.name}
                label={field.label}
                multiple
                options={termOptions(field.vocabulary)}
              />
            ))}
          </fieldset>
          <fieldset className="mb-form-section">
            <legend>Technology and culture</legend>
            <RichTextFormField name="techChallenges" label="Technology challenges" />
            <RichTextFormField name="videoText" label="About the videos" />
            <VideoLinksField />
            <RichTextFormField name="culture" label="Culture" />
            <CultureImagesField name="cultureImages" label="Culture images" />
          </fieldset>
          <fieldset className="mb-form-section">
            <legend>Company facts</legend>
            <p className="mb-org-form__hint">
              Optional and self-reported. Candidates see them on your company page with the date you
              last changed them, and can filter jobs by them.
            </p>
            <NumberField name="parentalLeaveWeeks" label="Paid parental leave (weeks)" />
            <SelectField
              name="parentalLeaveAllParents"
              label="Parental leave for all parents"
              options={YES_NO}
              clearable
            />
            <SelectField name="flexibleHours" label="Flexible hours" options={YES_NO} clearable />
            <SelectField
              name="partTimePossible"
              label="Part time possible"
              options={YES_NO}
              clearable
            />
            <SelectField
              name="remotePolicy"
              label="Remote policy"
              options={REMOTE_OPTIONS}
              clearable
            />
            <SelectField
              name="childcareSupport"
              label="Childcare support"
              options={YES_NO}
              clearable
            />
            <TextField name="payEquityStatement" label="Pay-equity statement" multiline />
            <NumberField name="payEquityAuditYear" label="Year of the last pay-equity audit" />
            <NumberField name="womenInTechPercent" label="Women in tech roles (%)" />
            <NumberField name="womenInLeadershipPercent" label="Women in leadership roles (%)" />
            <DateField name="womenShareAsOf" label="Shares counted on" />
          </fieldset>
          <Button type="primary" htmlType="submit" loading={isSubmitting} size="large">
            {submitLabel}
          </Button>
        </FormShell>
      )}
    </Formik>
  );
}
