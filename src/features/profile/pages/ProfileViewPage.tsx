import { Link, Navigate } from 'react-router-dom';
import { useReferenceData } from '@/api/referenceApi';
import { CandidateCard } from '@/components/profile/CandidateCard';
import { EmployerCard } from '../components/EmployerCard';
import { ProfileLoadFailed, ProfileLoading } from '../components/ProfileLoadState';
import { ProfileSection } from '../components/ProfileSection';
import { profileStepPath } from '../profilePaths';
import { useOwnProfile } from './useOwnProfile';
import { wizardPathFor } from '@/app/paths';

/** `/profile/view`: the signed-in user's profile card. */
export function ProfileViewPage() {
  const { auth, data: profile, isLoading, isError, refetch } = useOwnProfile();
  const reference = useReferenceData();
  if (!auth.role) return null;
  if (profile === null) {
    return <Navigate to={wizardPathFor(auth.role)} replace />;
  }
  let content;
  if (isError) {
    content = <ProfileLoadFailed onRetry={() => void refetch()} />;
  } else if (isLoading || !profile) {
    content = <ProfileLoading />;
  } else if (profile.bundle === 'employer_profile') {
    content = <EmployerCard profile={profile} reference={reference} />;
  } else {
    content = <CandidateCard profile={profile} reference={reference} />;
  }
  return (
    <ProfileSection
      role={auth.role}
      title="Your profile"
      status={<Link to={profileStepPath(0)}>Edit Profile</Link>}
    >
      {content}
    </ProfileSection>
  );
}
