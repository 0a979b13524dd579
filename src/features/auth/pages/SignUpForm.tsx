import { Alert } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormShell } from '@/components/form/FormShell';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { signUp } from '@/session/session';
import { selectSignUpCompanyName, signUpSubmitted, type SignUpTab } from '@/session/signUpSlice';
import { candidateSignUpSchema, employerSignUpSchema, type SignUpValues } from './signUp.schema';

/** The sign-up form of one tab: employers also name their company. */
export function SignUpForm({ role }: { role: SignUpTab }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const savedCompanyName = useAppSelector(selectSignUpCompanyName);
  const [failure, setFailure] = useState<string | null>(null);
  const employer = role === 'employer';
  const initialValues: SignUpValues = {
    companyName: employer ? savedCompanyName : '',
    email: '',
    password: '',
    confirmPassword: '',
  };

  const submit = async (values: SignUpValues) => {
    setFailure(null);
    const companyName = employer ? values.companyName.trim() : '';
    dispatch(signUpSubmitted({ tab: role, companyName }));
    const result = await dispatch(signUp(role, values.email.trim(), values.password.trim()));
    if (result.ok) navigate(result.destination, { replace: true });
    else setFailure(result.message);
  };

  return (
    <>
      {failure ? (
        <Alert type="error" role="alert" title={failure} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <Formik
        initialValues={initialValues}
        validationSchema={employer ? employerSignUpSchema : candidateSignUpSchema}
        onSubmit={submit}
      >
        <FormShell aria-label={employer ? 'Employer sign-up' : 'Candidate sign-up'}>
          {employer ? (
            <TextField
              name="companyName"
              label="Company name"
              autoComplete="organization"
              required
            />
          ) : null}
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <NewPasswordFields label="Password" confirmLabel="Confirm password" />
          <SubmitButton>Sign up</SubmitButton>
        </FormShell>
      </Formik>
    </>
  );
}
