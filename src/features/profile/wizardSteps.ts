/** Wizard steps of spec 01 §2, in order; activeStep indexes these lists (spec 01 §4). */
export interface WizardStep {
  title: string;
}

export const CANDIDATE_WIZARD_STEPS: WizardStep[] = [
  { title: 'Personal details' },
  { title: 'CV and social links' },
  { title: 'Skills and experience' },
  { title: 'Preferences' },
];

export const EMPLOYER_WIZARD_STEPS: WizardStep[] = [
  { title: 'Personal and picture' },
  { title: 'Role and position' },
];
