import { Alert, Button, Modal } from 'antd';
import { Formik, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import * as Yup from 'yup';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  MAX_SAVED_SEARCH_NAME,
  SAVED_SEARCH_MESSAGES,
} from '@contract/savedSearches';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { FormShell } from '@/components/form/FormShell';

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

export interface DialogFormProps<V extends FormikValues> {
  open: boolean;
  /** The dialog's title, which also names its form. */
  title: string;
  /** What the dialog is about, above the form. */
  intro?: ReactNode;
  initialValues: V;
  validationSchema: Yup.AnyObjectSchema;
  submitLabel: string;
  /** Saves the values; the dialog closes when it resolves and shows the API's refusal if not. */
  onSubmit(values: V): Promise<void>;
  onClose(): void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a dialog: its fields, then why the server refused it, if it did (the dialog stays
 * open and keeps what she typed), then Cancel and submit.
 */
export function DialogForm<V extends FormikValues>(props: DialogFormProps<V>) {
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    props.onClose();
  };
  const submit = async (values: V) => {
    setFailure(null);
    try {
      await props.onSubmit(values);
      close();
    } catch (error) {
      setFailure(serverMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };
  return (
    <Modal open={props.open} title={props.title} onCancel={close} footer={null} destroyOnHidden>
      {props.intro}
      <Formik<V>
        initialValues={props.initialValues}
        validationSchema={props.validationSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <FormShell aria-label={props.title}>
            {props.children}
            {failure ? <Alert type="error" role="alert" showIcon title={failure} /> : null}
            <div className="mb-save-search__actions">
              <Button onClick={close}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {props.submitLabel}
              </Button>
            </div>
          </FormShell>
        )}
      </Formik>
    </Modal>
  );
}
