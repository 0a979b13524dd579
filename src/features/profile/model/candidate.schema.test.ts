import type { ValidationError } from 'yup';
import { CITY_REQUIRED_MESSAGE } from '@/components/places/cityValue';
import { emptyCandidateForm, type CandidateFormValues } from './candidateForm';
import {
  candidateStep1Schema,
  candidateStep2Schema,
  candidateStep3Schema,
  candidateStep4Schema,
  DUPLICATE_SKILL_MESSAGE,
  EMPLOYMENT_TYPE_MESSAGE,
  ONE_SOCIAL_LINK_MESSAGE,
  PERSONAL_SKILL_MESSAGE,
  SALARY_MESSAGE,
  TECHNICAL_SKILL_MESSAGE,
} from './candidate.schema';

type Schema = typeof candidateStep1Schema;

/** The messages of every failing rule, keyed by the field path. */
async function errorsOf(schema: Schema, values: Partial<CandidateFormValues>) {
  const all = { ...emptyCandidateForm('ada@example.com'), ...values };
  try {
    await schema.validate(all, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((item) => [item.path ?? '', item.message]),
    );
  }
}

const city = { city: 'Berlin', state: 'Berlin', country: 'Germany', countryCode: 'DE' };
const skill = (id: string, level: 'beginner' | 'expert' | null = 'expert') => ({
  skill: id,
  level,
});

describe('candidate step 1 rules', () => {
  it('requires names, bio, the third-party choice and a picked city with the spec messages', async () => {
    expect(await errorsOf(candidateStep1Schema, {})).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      shortBio: 'Required',
      thirdParty: 'Required',
      city: CITY_REQUIRED_MESSAGE,
    });
  });

  it('refuses a phone that is not a number and a bio that is only empty markup', async () => {
    const errors = await errorsOf(candidateStep1Schema, {
      phone: 'call me',
      shortBio: '<p> </p>',
    });
    expect(errors.phone).toBe('Phone must be a number');
    expect(errors.shortBio).toBe('Required');
  });

  it('accepts a complete step', async () => {
    expect(
      await errorsOf(candidateStep1Schema, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+44 20 7946 0000',
        shortBio: '<p>Analyst</p>',
        thirdParty: '0',
        city,
      }),
    ).toEqual({});
  });
});

describe('candidate step 2 rules', () => {
  it('asks for at least one of LinkedIn, GitHub or Twitter', async () => {
    expect(await errorsOf(candidateStep2Schema, { portfolio: 'https://ada.dev' })).toEqual({
      linkedin: ONE_SOCIAL_LINK_MESSAGE,
    });
    expect(await errorsOf(candidateStep2Schema, { twitter: 'twitter.com/ada' })).toEqual({});
  });

  it('refuses addresses that are not urls', async () => {
    expect(
      await errorsOf(candidateStep2Schema, { github: 'not a url', portfolio: 'ftp://x.org' }),
    ).toEqual({ github: 'Please provide a valid url', portfolio: 'Please provide a valid url' });
  });
});

describe('candidate step 3 rules', () => {
  const complete = {
    technicalSkills: [skill('t1')],
    personalSkills: [skill('p1')],
    professionalExperience: '3-5',
  };

  it('needs one technical and one personal skill, each with a level, and the experience', async () => {
    expect(
      await errorsOf(candidateStep3Schema, { technicalSkills: [], personalSkills: [] }),
    ).toEqual({
      technicalSkills: TECHNICAL_SKILL_MESSAGE,
      personalSkills: PERSONAL_SKILL_MESSAGE,
      professionalExperience: 'Required',
    });
    const errors = await errorsOf(candidateStep3Schema, {
      ...complete,
      technicalSkills: [skill('t1', null)],
    });
    expect(errors).toEqual({ 'technicalSkills[0].level': 'Required' });
  });

  it('refuses the same skill twice and a language without its proficiency', async () => {
    const errors = await errorsOf(candidateStep3Schema, {
      ...complete,
      technicalSkills: [skill('t1'), skill('t1', 'beginner')],
      languages: [{ language: 'en', proficiency: null }],
    });
    expect(errors).toEqual({
      technicalSkills: DUPLICATE_SKILL_MESSAGE,
      'languages[0].proficiency': 'Required',
    });
  });

  it('accepts an empty language row and a complete step', async () => {
    expect(await errorsOf(candidateStep3Schema, complete)).toEqual({});
  });
});

describe('candidate step 4 rules', () => {
  const complete = { employmentTypes: ['full_time'], involvingInterest: 'open' };

  it('needs an employment type and the interest', async () => {
    expect(await errorsOf(candidateStep4Schema, {})).toEqual({
      employmentTypes: EMPLOYMENT_TYPE_MESSAGE,
      involvingInterest: 'Required',
    });
  });

  it.each([
    [100, null],
    [null, 100],
    [5000.5, 4000],
  ])('refuses the salary from %p to %p', async (salaryFrom, salaryTo) => {
    expect(await errorsOf(candidateStep4Schema, { ...complete, salaryFrom, salaryTo })).toEqual({
      salaryTo: SALARY_MESSAGE,
    });
  });

  it('accepts equal amounts with cents, or no salary at all', async () => {
    expect(
      await errorsOf(candidateStep4Schema, { ...complete, salaryFrom: 50.25, salaryTo: 50.25 }),
    ).toEqual({});
    expect(await errorsOf(candidateStep4Schema, complete)).toEqual({});
  });

  it('refuses more than two decimals', async () => {
    const errors = await errorsOf(candidateStep4Schema, {
      ...complete,
      salaryFrom: 1.005,
      salaryTo: 2,
    });
    expect(errors.salaryFrom).toBe('Use at most two decimals');
  });
});
