import { Alert } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { selectRole } from '@/session/authSlice';
import { useCurrentUserRolesQuery } from '@/session/authApi';

/**
 * Until an account confirms its email, what it makes stays private — nobody may publish under
 * an address they do not hold — and the shell says so on every page, with what it means for
 * the role.
 */
export function UnconfirmedEmailNotice() {
  const role = useAppSelector(selectRole);
  const { data: roles = [] } = useCurrentUserRolesQuery();
  if (!roles.some((id) => id.startsWith('unverified'))) return null;
  const consequence =
    role === 'candidate'
      ? 'companies cannot find your profile or ask to be introduced to you'
      : 'candidates do not see your organizations and their jobs, and you cannot invite people';
  return (
    <Alert
      type="warning"
      showIcon
      className="mb-shell__notice"
      title="Please confirm your email address"
      description={`Until you open the link we sent to your email address, ${consequence}.`}
    />
  );
}
