import { Alert, Button } from 'antd';
import { Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DURATIONS, serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { paths } from '@/app/paths';
import { FormShell } from '@/components/form/FormShell';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFeedback } from '@/components/feedback/useFeedback';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { useRequestPasswordResetMutation } from '@/session/authApi';
import { forgottenPasswordSchema, type ForgottenPasswordValues } from './forgottenPassword.schema';

const initialValues: ForgottenPasswordValues = { email: '' };

/**
 * `/forgotten-password`: an error card keeps the dialog open; a success message closes it and
 * returns to / (spec 01 §4, §8). Cards and toasts last 3 s.
 */
export function ForgottenPasswordPage() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [requestReset] = useRequestPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!failure) return undefined;
    const timer = window.setTimeout(() => setFailure(null), DURATIONS.authToast * 1000);
    return () => window.clearTimeout(timer);
  }, [failure]);

  const submit = async (values: ForgottenPasswordValues) => {
    setFailure(null);
    try {
      const message = await requestReset({ email: values.email.trim() }).unwrap();
      feedback.authToast('success', message);
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(serverMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <VisitorLayout
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to reset your password."
    >
      {failure ? (
        <Alert type="error" role="alert" title={failure} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Formik
        initialValues={initialValues}
        validationSchema={forgottenPasswordSchema}
        onSubmit={submit}
      >
        <FormShell aria-label="Request a password reset">
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <div className="mb-visitor__actions">
            <Button onClick={() => navigate(paths.login)}>Back</Button>
            <SubmitButton requireFilled={['email']} block={false}>
              Send
            </SubmitButton>
          </div>
        </FormShell>
      </Formik>
    </VisitorLayout>
  );
}
