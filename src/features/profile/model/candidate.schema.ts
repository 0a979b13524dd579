/** Candidate wizard and edit-mode rules, one schema per step (spec 01 §5, messages verbatim). */
import { array, mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { CITY_REQUIRED_MESSAGE } from '@/components/places/cityValue';
import type { CandidateFormValues } from './candidateForm';
import { isPhoneNumber } from './phone';
import { isValidHttpUrl } from './urls';

export const REQUIRED = 'Required';
export const PHONE_NUMBER_MESSAGE = 'Phone must be a number';
export const URL_MESSAGE = 'Please provide a valid url';
export const ONE_SOCIAL_LINK_MESSAGE = 'Please provide at least one of LinkedIn, GitHub or Twitter';
export const SALARY_MESSAGE = 'Both values are required ( from > to )';
export const SALARY_DECIMALS_MESSAGE = 'Use at most two decimals';
export const TECHNICAL_SKILL_MESSAGE = 'Add at least one technical skill with its level';
export const PERSONAL_SKILL_MESSAGE = 'Add at least one personal skill with its level';
export const DUPLICATE_SKILL_MESSAGE = 'Each skill can be chosen only once';
export const EMPLOYMENT_TYPE_MESSAGE = 'Choose at least one employment type';

const plainText = (value: string | undefined) =>
  (value ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

const url = string().test('url', URL_MESSAGE, (value) => isValidHttpUrl(value ?? ''));

const skillRows = (minMessage: string) =>
  array()
    .of(
      object({
        skill: string().nullable().required(REQUIRED),
        level: string().nullable().required(REQUIRED),
      }),
    )
    .min(1, minMessage)
    .test('distinct', DUPLICATE_SKILL_MESSAGE, (rows) => {
      const ids = (rows ?? []).map((row) => row.skill).filter(Boolean);
      return new Set(ids).size === ids.length;
    });

const amount = number()
  .nullable()
  .typeError(SALARY_MESSAGE)
  .min(0, SALARY_MESSAGE)
  .test('decimals', SALARY_DECIMALS_MESSAGE, (value) =>
    value == null ? true : Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
  );

type Schema = ObjectSchema<AnyObject>;

/** Step 1: personal details. */
export const candidateStep1Schema: Schema = object({
  firstName: string().trim().required(REQUIRED),
  lastName: string().trim().required(REQUIRED),
  contactEmail: string().trim().email('Enter a valid email'),
  phone: string().test('phone', PHONE_NUMBER_MESSAGE, isPhoneNumber),
  shortBio: string().test('bio', REQUIRED, (value) => plainText(value) !== ''),
  thirdParty: string().nullable().oneOf(['1', '0']).required(REQUIRED),
  nameVisible: string().nullable().oneOf(['1', '0']),
  city: mixed().nullable().required(CITY_REQUIRED_MESSAGE),
});

/** Step 2: CV and social links; at least one of LinkedIn, GitHub, Twitter. */
export const candidateStep2Schema: Schema = object({
  linkedin: url.test('one-social', ONE_SOCIAL_LINK_MESSAGE, (_value, context) => {
    const { linkedin, github, twitter } = context.parent as CandidateFormValues;
    return [linkedin, github, twitter].some((link) => (link ?? '').trim() !== '');
  }),
  github: url,
  twitter: url,
  portfolio: url,
});

/** Step 3: skills and experience. */
export const candidateStep3Schema: Schema = object({
  technicalSkills: skillRows(TECHNICAL_SKILL_MESSAGE),
  personalSkills: skillRows(PERSONAL_SKILL_MESSAGE),
  languages: array().of(
    object({
      language: string().nullable(),
      proficiency: string()
        .nullable()
        .when('language', {
          is: (language: string | null) => Boolean(language),
          then: (schema) => schema.required(REQUIRED),
        }),
    }),
  ),
  professionalExperience: string().nullable().required(REQUIRED),
  currentRole: string().max(255),
});

/** Step 4: preferences; salary from <= to, both or neither. */
export const candidateStep4Schema: Schema = object({
  employmentTypes: array().of(string()).min(1, EMPLOYMENT_TYPE_MESSAGE),
  involvingInterest: string().nullable().required(REQUIRED),
  salaryFrom: amount,
  salaryTo: amount.test('range', SALARY_MESSAGE, (to, context) => {
    const from = (context.parent as CandidateFormValues).salaryFrom;
    if ((from == null) !== (to == null)) return false;
    return from == null || to == null || from <= to;
  }),
  currency: string().required(REQUIRED),
});

export const CANDIDATE_STEP_SCHEMAS: Schema[] = [
  candidateStep1Schema,
  candidateStep2Schema,
  candidateStep3Schema,
  candidateStep4Schema,
];
