import { Formik, type FormikHelpers } from 'formik';
import { object, ref, string } from 'yup';
import { useChangePasswordMutation } from '@/api/profileApi';
import { failureStatus } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useReportFailure } from '@/app/useReportFailure';
import { useFeedback } from '@/components/feedback/useFeedback';
import { FormShell } from '@/components/form/FormShell';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { selectAuth } from '@/session/authSlice';
import { refreshSession } from '@/session/session';
import { ProfileSection } from '../components/ProfileSection';

export const WRONG_CURRENT_PASSWORD = 'Please insert correct current password';
export const PASSWORD_CHANGED = 'Your password has been changed.';

interface PasswordValues {
  current: string;
  password: string;
  confirmPassword: string;
}

/** Spec 01 §5 "Change password"; values are trimmed before they are checked and sent. */
export const changePasswordSchema = object({
  current: string().trim().required('Enter your password'),
  password: string()
    .trim()
    .required('Password must contain at least 8 characters')
    .min(8, 'Password must contain at least 8 characters'),
  confirmPassword: string()
    .trim()
    .required('Confirm your password')
    .oneOf([ref('password')], 'Password does not match'),
});

const EMPTY: PasswordValues = { current: '', password: '', confirmPassword: '' };

/** True when a 422 points at `pass`: the current password was wrong. */
function isWrongCurrentPassword(error: unknown): boolean {
  if (failureStatus(error) !== 422) return false;
  const data = (error as { data?: { errors?: { source?: { pointer?: string } }[] } }).data;
  return (data?.errors ?? []).some((item) => item.source?.pointer === '/data/attributes/pass');
}

/** `/profile/password`: current, new and confirmed password; success refreshes the token. */
export function ChangePasswordPage() {
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const reportFailure = useReportFailure();
  const [changePassword] = useChangePasswordMutation();
  if (!auth.role || !auth.uuid) return null;
  const uuid = auth.uuid;

  const submit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      await changePassword({
        uuid,
        existing: values.current.trim(),
        value: values.password.trim(),
      }).unwrap();
    } catch (error) {
      if (isWrongCurrentPassword(error)) {
        helpers.setFieldError('current', WRONG_CURRENT_PASSWORD);
      } else {
        reportFailure(error);
      }
      return;
    }
    helpers.resetForm();
    feedback.notice('success', PASSWORD_CHANGED);
    await dispatch(refreshSession());
  };

  return (
    <ProfileSection role={auth.role} title="Change Password">
      <Formik initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={submit}>
        <div style={{ maxWidth: 420 }}>
          <FormShell aria-label="Change Password">
            <PasswordField
              name="current"
              label="Current password"
              autoComplete="current-password"
              required
            />
            <NewPasswordFields />
            <SubmitButton block={false}>Change password</SubmitButton>
          </FormShell>
        </div>
      </Formik>
    </ProfileSection>
  );
}
