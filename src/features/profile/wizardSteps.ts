import type { Role } from '@/session/authSlice';

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

/** Edit-mode titles of the same steps (spec 01 §2 edit mode), in the same order. */
export const CANDIDATE_EDIT_TITLES = [
  'Edit General Data',
  'CV & Portfolio',
  'Skills & Experience',
  'Job Requirements',
];
export const EMPLOYER_EDIT_TITLES = ['Personal info', 'Responsibilities'];

/** The edit-mode step titles of a role, without loading the steps' forms. */
export const editTitlesOf = (role: Role): string[] =>
  role === 'candidate' ? CANDIDATE_EDIT_TITLES : EMPLOYER_EDIT_TITLES;
