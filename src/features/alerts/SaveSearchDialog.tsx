import * as Yup from 'yup';
import { encodeJobSearchFilters, type JobSearchFilters } from '@contract/jobFilters';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@contract/savedSearches';
import { useReferenceData } from '@/api/referenceApi';
import { useSaveSearchMutation } from '@/api/savedSearchesApi';
import { useFeedback } from '@/components/feedback/useFeedback';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { describeJobSearch, suggestedName } from './describeSearch';
import { DialogForm, FREQUENCY_NOTE, FREQUENCY_OPTIONS, nameRule } from './savedSearchForm';
import './alerts.css';

interface SaveSearchValues {
  name: string;
  frequency: AlertFrequency;
}

const schema = Yup.object({
  name: nameRule,
  frequency: Yup.string().oneOf(ALERT_FREQUENCIES).required(),
});

/**
 * The dialog of "Save search" on /jobs (SaveSearchButton loads it when first asked for): names
 * the current search (its words and filters) and chooses its email alerts. A refusal (the limit
 * of saved searches) is shown in the dialog, which keeps what she typed.
 */
export function SaveSearchDialog({
  filters,
  open,
  onClose,
}: {
  filters: JobSearchFilters;
  open: boolean;
  onClose(): void;
}) {
  const [saveSearch] = useSaveSearchMutation();
  const feedback = useFeedback();
  const reference = useReferenceData();
  const parts = describeJobSearch(filters, reference);

  const submit = async (values: SaveSearchValues) => {
    const saved = await saveSearch({
      name: values.name.trim(),
      query: encodeJobSearchFilters(filters).replace(/^&/, ''),
      frequency: values.frequency,
    }).unwrap();
    feedback.notice('success', `Saved “${saved.name}”. Manage it under Saved searches.`);
  };

  return (
    <DialogForm<SaveSearchValues>
      open={open}
      title="Save this search"
      intro={
        <p className="mb-save-search__what">
          {parts.length > 0 ? `Jobs matching ${parts.join(' · ')}` : 'All jobs, with no filters'}
        </p>
      }
      initialValues={{ name: suggestedName(parts), frequency: 'weekly' }}
      validationSchema={schema}
      submitLabel="Save search"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField name="name" label="Name" required />
      <RadioGroupField
        name="frequency"
        label="Email me new jobs"
        options={FREQUENCY_OPTIONS}
        extra={FREQUENCY_NOTE}
      />
    </DialogForm>
  );
}
