import { Alert } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { FormShell } from '@/components/form/FormShell';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { signIn } from '@/session/session';
import { loginSchema, type LoginValues } from './login.schema';

const initialValues: LoginValues = { email: '', password: '' };

/** `/` and `/login`: email and password sign-in (spec 01 §2). */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setFailure(null);
    const result = await dispatch(signIn(values.email.trim(), values.password.trim()));
    if (result.ok) navigate(result.destination, { replace: true });
    else setFailure(result.message);
  };

  return (
    <VisitorLayout title="Sign in" intro="Welcome back. Sign in to continue.">
      {failure ? (
        <Alert type="error" role="alert" title={failure} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
        <FormShell aria-label="Sign in">
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <SubmitButton>Sign in</SubmitButton>
        </FormShell>
      </Formik>
      <div className="mb-visitor__links">
        <Link to={paths.forgottenPassword}>Forgot your password?</Link>
        <Link to={paths.signUp}>Sign up!</Link>
      </div>
    </VisitorLayout>
  );
}
