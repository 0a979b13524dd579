/** Wizard steps of spec 01 §2, in order; activeStep indexes these lists (spec 01 §4). */
export interface WizardStep {
  title: string;
  /** What the step asks for, shown under its heading. */
  summary: string;
}

export const CANDIDATE_WIZARD_STEPS: WizardStep[] = [
  {
    title: 'Personal details',
    summary: 'Your name, contact details, location, a short bio and your privacy choices.',
  },
  {
    title: 'CV and social links',
    summary: 'Your CV as a PDF and your LinkedIn, GitHub or Twitter profile.',
  },
  {
    title: 'Skills and experience',
    summary:
      'Technical and personal skills with their levels, languages and professional experience.',
  },
  {
    title: 'Preferences',
    summary: 'The kind of work you are looking for, remote work, visa sponsorship and salary.',
  },
];

export const EMPLOYER_WIZARD_STEPS: WizardStep[] = [
  { title: 'Personal and picture', summary: 'Your name, phone number and a profile picture.' },
  { title: 'Role and position', summary: 'Your role at the company and your position.' },
];
