import { useState } from 'react';
import { paths } from '@/app/paths';
import { SignedInLayout } from '@/components/layout/SignedInLayout';
import { WizardFrame } from '../components/WizardFrame';
import { CANDIDATE_WIZARD_STEPS, EMPLOYER_WIZARD_STEPS } from '../wizardSteps';

const WIZARDS = {
  candidate: { title: 'Create your candidate profile', steps: CANDIDATE_WIZARD_STEPS },
  employer: { title: 'Create your employer profile', steps: EMPLOYER_WIZARD_STEPS },
} as const;

/** `/sign-up-candidate` (4 steps) and `/sign-up-employer` (2 steps). */
export function ProfileWizardPage({ role }: { role: keyof typeof WIZARDS }) {
  const { title, steps } = WIZARDS[role];
  const [activeStep, setActiveStep] = useState(0);
  return (
    <SignedInLayout logoutPath={paths.logout} pageTitle={title}>
      <WizardFrame
        title={title}
        steps={steps}
        activeStep={activeStep}
        onBack={() => setActiveStep((step) => Math.max(0, step - 1))}
        onContinue={() => setActiveStep((step) => Math.min(steps.length - 1, step + 1))}
      />
    </SignedInLayout>
  );
}

export function CandidateWizardPage() {
  return <ProfileWizardPage role="candidate" />;
}

export function EmployerWizardPage() {
  return <ProfileWizardPage role="employer" />;
}
