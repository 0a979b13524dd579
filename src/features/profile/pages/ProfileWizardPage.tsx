import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useReferenceData } from '@/api/referenceApi';
import { useAppSelector } from '@/app/hooks';
import { homePathFor, paths, wizardPathFor } from '@/app/paths';
import { useReportFailure } from '@/app/useReportFailure';
import { FormShell } from '@/components/form/FormShell';
import { SignedInLayout } from '@/components/layout/SignedInLayout';
import { selectAuth, type Role } from '@/session/authSlice';
import { selectWizardPrefill } from '@/session/signUpSlice';
import { WizardFrame } from '../components/WizardFrame';
import '../profile.css';
import { fromMembers, type Members } from '../model/members';
import { roleForm, type ProfileFormValues, type RoleForm } from '../roleForms';
import { useFinishWizard } from '../useFinishWizard';
import { EmployerSignUpRedirect } from './EmployerSignUpRedirect';

function WizardForm({ form }: { form: RoleForm }) {
  const auth = useAppSelector(selectAuth);
  const prefill = useAppSelector(selectWizardPrefill);
  const [initialValues] = useState(() => form.empty(auth.email ?? '', prefill));
  const [activeStep, setActiveStep] = useState(0);
  const { terms } = useReferenceData();
  const finish = useFinishWizard(form.role);
  const reportFailure = useReportFailure();
  const step = form.steps[activeStep];
  const last = activeStep === form.steps.length - 1;

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    if (!last) {
      setActiveStep(activeStep + 1);
      helpers.setTouched({}, false);
      window.scrollTo(0, 0);
      return;
    }
    const members: Members = Object.assign(
      {},
      ...form.sources(values, { countries: terms.country ?? [] }).map((s) => s.members),
    );
    const change = fromMembers(members);
    change.attributes.title = `${String(values.firstName).trim()} ${String(values.lastName).trim()}`;
    try {
      await finish(change);
    } catch (error) {
      // Spec 01 §8 only logs profile save errors; the user is also told, or they would wait.
      console.error('Saving the profile failed', error);
      reportFailure(error);
    }
  };

  return (
    <Formik<ProfileFormValues>
      initialValues={initialValues}
      validationSchema={step.schema}
      onSubmit={submit}
    >
      {({ isSubmitting, setTouched }) => (
        <FormShell aria-labelledby="wizard-step-heading" bufferTyping>
          <WizardFrame
            title={form.wizardTitle}
            stepTitles={form.steps.map((s) => s.title)}
            activeStep={activeStep}
            saving={last && isSubmitting}
            onBack={() => {
              void setTouched({}, false);
              setActiveStep(Math.max(0, activeStep - 1));
            }}
          >
            <step.Component />
          </WizardFrame>
        </FormShell>
      )}
    </Formik>
  );
}

/** `/sign-up-candidate` (4 steps) and `/sign-up-employer` (2 steps). */
export function ProfileWizardPage({ role }: { role: Role }) {
  const auth = useAppSelector(selectAuth);
  const form = roleForm(role);
  if (auth.role && auth.role !== role) return <Navigate to={wizardPathFor(auth.role)} replace />;
  if (auth.role === 'employer' && auth.isRegistered) return <EmployerSignUpRedirect />;
  if (auth.role && auth.isRegistered) return <Navigate to={homePathFor(auth.role)} replace />;
  return (
    <SignedInLayout logoutPath={paths.logout} pageTitle={form.wizardTitle}>
      <WizardForm form={form} />
    </SignedInLayout>
  );
}

export function CandidateWizardPage() {
  return <ProfileWizardPage role="candidate" />;
}

export function EmployerWizardPage() {
  return <ProfileWizardPage role="employer" />;
}
