import { Formik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { paths } from '@/app/paths';
import { FormShell } from '@/components/form/FormShell';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFeedback } from '@/components/feedback/useFeedback';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { useResetPasswordMutation } from '@/session/authApi';
import { resetPasswordSchema, type ResetPasswordValues } from './resetPassword.schema';

const initialValues: ResetPasswordValues = { password: '', confirmPassword: '' };

/** Shown after a successful reset, before returning to sign-in. */
export const PASSWORD_RESET_SUCCESS =
  'Your password has been changed. Sign in with your new password.';

/** `/user/reset/{hash}`: new password and its confirmation (spec 01 §2, §5, §8). */
export function ResetPasswordPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [resetPassword] = useResetPasswordMutation();

  const submit = async (values: ResetPasswordValues) => {
    try {
      await resetPassword({ hash, new_password: values.password.trim() }).unwrap();
      feedback.authToast('success', PASSWORD_RESET_SUCCESS);
      navigate(paths.login, { replace: true });
    } catch (error) {
      feedback.authToast('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <VisitorLayout
      title="Reset your password"
      intro="Choose a new password of at least 8 characters."
    >
      <Formik
        initialValues={initialValues}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        <FormShell aria-label="Reset your password">
          <NewPasswordFields />
          <SubmitButton requireFilled={['password', 'confirmPassword']}>
            Save new password
          </SubmitButton>
        </FormShell>
      </Formik>
      <div className="mb-visitor__links">
        <Link to={paths.login}>Back to sign in</Link>
      </div>
    </VisitorLayout>
  );
}
