import { Alert, Button } from 'antd';
import * as Yup from 'yup';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_MESSAGES,
} from '@contract/savedSearches';

export const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({
  value,
  label: ALERT_FREQUENCY_LABELS[value],
}));

export const FREQUENCY_NOTE =
  'Daily or weekly, we email you the jobs that are new since the last email, and nothing when there are none.';

/** A saved search's name: required, at most MAX_SAVED_SEARCH_NAME characters. */
export const nameRule = Yup.string()
  .trim()
  .required(SAVED_SEARCH_MESSAGES.nameRequired)
  .max(MAX_SAVED_SEARCH_NAME, SAVED_SEARCH_MESSAGES.nameTooLong);

/** The end of a dialog's form: why the server refused it, if it did, then Cancel and submit. */
export function DialogFormFooter(props: {
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      {props.failure ? <Alert type="error" role="alert" showIcon title={props.failure} /> : null}
      <div className="mb-save-search__actions">
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
