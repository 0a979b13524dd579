import { Alert } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useGetOwnProfileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/session/authSlice';
import { missingMatchParts } from './profileGaps';

/**
 * Shown wherever jobs are matched to her profile while it lacks any part matching reads (where
 * she lives, her skills, experience, employment types, remote preference, salary expectation):
 * each missing part is named with a link to the step that asks for it. With all of them given,
 * it shows nothing.
 */
export function BestMatchHint() {
  const auth = useAppSelector(selectAuth);
  const { data: profile } = useGetOwnProfileQuery(
    auth.role === 'candidate' && auth.uuid ? { role: auth.role, uuid: auth.uuid } : skipToken,
  );
  if (!profile || profile.bundle !== 'candidate_profile') return null;
  const missing = missingMatchParts(profile);
  if (missing.length === 0) return null;
  return (
    <Alert
      className="mb-job-search__hint"
      type="info"
      showIcon
      title="Best match ranks jobs by your profile"
      description={
        <>
          <p>
            Your profile does not yet say everything matching reads, so some parts of each job
            cannot be compared:
          </p>
          <ul className="mb-job-search__hint-list">
            {missing.map((part) => (
              <li key={part.label}>
                <Link to={part.to}>{part.label}</Link>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
