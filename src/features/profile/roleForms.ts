/**
 * Everything that differs between the candidate and employer profile forms: steps (wizard and
 * edit-mode titles, components, schemas), empty values, conversion from a stored profile and
 * to profile members.
 */
import type { WizardPrefill } from '@/session/signUpSlice';
import type { ComponentType } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import type { OwnProfile } from '@/api/profileApi';
import type { ReferenceTerm } from '@/api/referenceApi';
import type { Role } from '@/session/authSlice';
import {
  candidateFormFromProfile,
  candidateMemberSources,
  emptyCandidateForm,
} from './model/candidateForm';
import { CANDIDATE_STEP_SCHEMAS } from './model/candidate.schema';
import { EMPLOYER_STEP_SCHEMAS } from './model/employer.schema';
import type { MemberSource } from './model/memberSources';
import {
  employerFormFromProfile,
  employerMemberSources,
  emptyEmployerForm,
} from './model/employerForm';
import { CandidateLinksStep } from './steps/CandidateLinksStep';
import { CandidatePersonalStep } from './steps/CandidatePersonalStep';
import { CandidatePreferencesStep } from './steps/CandidatePreferencesStep';
import { CandidateSkillsStep } from './steps/CandidateSkillsStep';
import { EmployerPersonalStep } from './steps/EmployerPersonalStep';
import { EmployerRoleStep } from './steps/EmployerRoleStep';
import {
  CANDIDATE_EDIT_TITLES,
  CANDIDATE_WIZARD_STEPS,
  EMPLOYER_EDIT_TITLES,
  EMPLOYER_WIZARD_STEPS,
} from './wizardSteps';

export interface StepDefinition {
  /** Wizard title (spec 01 §2 wizard steps). */
  title: string;
  /** Edit-mode title (spec 01 §2 edit mode). */
  editTitle: string;
  Component: ComponentType;
  schema: ObjectSchema<AnyObject>;
}

/** Form values of either role; each role's functions only ever see their own. */
export type ProfileFormValues = Record<string, unknown>;

export interface ReferenceContext {
  countries: readonly ReferenceTerm[];
}

export interface RoleForm {
  role: Role;
  wizardTitle: string;
  steps: StepDefinition[];
  empty(email: string, prefill: WizardPrefill): ProfileFormValues;
  fromProfile(profile: OwnProfile, reference: ReferenceContext): ProfileFormValues;
  sources(values: ProfileFormValues, reference: ReferenceContext): MemberSource[];
}

// The values are typed per role inside; the shared pages only pass them around.
type Loose = never;

export const CANDIDATE_FORM: RoleForm = {
  role: 'candidate',
  wizardTitle: 'Create your candidate profile',
  steps: [
    CandidatePersonalStep,
    CandidateLinksStep,
    CandidateSkillsStep,
    CandidatePreferencesStep,
  ].map((Component, index) => ({
    title: CANDIDATE_WIZARD_STEPS[index].title,
    editTitle: CANDIDATE_EDIT_TITLES[index],
    Component,
    schema: CANDIDATE_STEP_SCHEMAS[index],
  })),
  empty: (email) => ({ ...emptyCandidateForm(email) }),
  fromProfile: (profile, { countries }) =>
    profile.bundle === 'candidate_profile'
      ? { ...candidateFormFromProfile(profile, countries) }
      : { ...emptyCandidateForm('') },
  sources: (values, { countries }) => candidateMemberSources(values as Loose, countries),
};

export const EMPLOYER_FORM: RoleForm = {
  role: 'employer',
  wizardTitle: 'Create your employer profile',
  steps: [EmployerPersonalStep, EmployerRoleStep].map((Component, index) => ({
    title: EMPLOYER_WIZARD_STEPS[index].title,
    editTitle: EMPLOYER_EDIT_TITLES[index],
    Component,
    schema: EMPLOYER_STEP_SCHEMAS[index],
  })),
  empty: (email, prefill) => ({ ...emptyEmployerForm(email, prefill) }),
  fromProfile: (profile) =>
    profile.bundle === 'employer_profile'
      ? { ...employerFormFromProfile(profile) }
      : { ...emptyEmployerForm('') },
  sources: (values) => employerMemberSources(values as Loose),
};

export const roleForm = (role: Role): RoleForm =>
  role === 'employer' ? EMPLOYER_FORM : CANDIDATE_FORM;
