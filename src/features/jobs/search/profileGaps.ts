import type { MatchReason } from '@contract/matching/score';
import type { CandidateProfile } from '@/api/profileDecoding';
import type { GapLink } from '@/components/matching/MatchReasons';

/** The profile steps (spec 01 §2 edit mode) that hold what matching reads. */
const PERSONAL_STEP = '/profile/step/0';
const SKILLS_STEP = '/profile/step/2';
const PREFERENCES_STEP = '/profile/step/3';

/** What matching reads of her profile, each with the step that asks for it. */
const PARTS: Record<string, GapLink> = {
  skills: { to: SKILLS_STEP, label: 'Add your skills and their levels' },
  experience: { to: SKILLS_STEP, label: 'Add your experience' },
  employment: { to: PREFERENCES_STEP, label: 'Add the employment types you look for' },
  remote: { to: PREFERENCES_STEP, label: 'Add your remote preference' },
  location: { to: PERSONAL_STEP, label: 'Add where you live' },
  salary: { to: PREFERENCES_STEP, label: 'Add your salary expectation' },
};

/** The way to fill in a fact her profile does not give ("Add your salary expectation"). */
export function profileGapLink(reason: MatchReason): GapLink | undefined {
  return reason.gap === 'profile' ? PARTS[reason.kind] : undefined;
}

/** The parts of her profile that matching reads and she has not given yet, in step order. */
export function missingMatchParts(profile: CandidateProfile): GapLink[] {
  const a = profile.attributes;
  const salary = a.field_desired_annual_salary;
  const missing: Record<string, boolean> = {
    location: profile.country === null,
    skills: profile.technicalSkills.length === 0,
    experience: !a.field_professional_experience,
    employment: (a.field_looking_for_opportunities ?? []).length === 0,
    remote: !a.field_remote_work,
    salary: salary?.from == null && salary?.to == null,
  };
  return Object.keys(missing)
    .filter((part) => missing[part])
    .map((part) => PARTS[part]);
}
