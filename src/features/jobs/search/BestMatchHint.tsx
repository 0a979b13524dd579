import { Alert } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useGetOwnProfileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/session/authSlice';

/** The profile steps (spec 01 §2 edit mode) that hold what matching reads. */
const SKILLS_STEP = '/profile/step/2';
const PREFERENCES_STEP = '/profile/step/3';

/**
 * Shown above the best-match order when her profile lacks what it ranks by: her technical
 * skills, or every job preference (employment types, remote work, salary). It says what to add
 * and links to the step that asks for it; with both there, it shows nothing.
 */
export function BestMatchHint() {
  const auth = useAppSelector(selectAuth);
  const { data: profile } = useGetOwnProfileQuery(
    auth.role === 'candidate' && auth.uuid ? { role: auth.role, uuid: auth.uuid } : skipToken,
  );
  if (!profile || profile.bundle !== 'candidate_profile') return null;
  const a = profile.attributes;
  const noSkills = profile.technicalSkills.length === 0;
  const noPreferences =
    (a.field_looking_for_opportunities ?? []).length === 0 &&
    !a.field_remote_work &&
    a.field_desired_annual_salary?.from == null &&
    a.field_desired_annual_salary?.to == null;
  if (!noSkills && !noPreferences) return null;
  return (
    <Alert
      className="mb-job-search__hint"
      type="info"
      showIcon
      title="Best match ranks jobs by your profile"
      description={
        <>
          {noSkills ? (
            <p>
              Your profile names no technical skills, so no job can show how your skills fit.{' '}
              <Link to={SKILLS_STEP}>Add your skills and their levels</Link>
            </p>
          ) : null}
          {noPreferences ? (
            <p>
              Your profile names no job preferences, so employment type, remote work and salary
              cannot be compared. <Link to={PREFERENCES_STEP}>Add your job requirements</Link>
            </p>
          ) : null}
        </>
      }
    />
  );
}
