import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetCurrentUserOrganizationsQuery } from '@/api/organizationsApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectRole, selectUuid } from '@/session/authSlice';
import {
  organizationActivated,
  organizationCleared,
  selectActiveOrganization,
} from '@/session/activeOrganizationSlice';
import { decideSelection } from '@/session/organizationSelection/selectionRules';

/**
 * Loads the employer's organizations after sign-in and on every reload (and again whenever a
 * change invalidates them), keeps the stored active organization in step with them, and logs the
 * user out when they cannot be loaded (spec 01 §4). Candidates load nothing.
 */
export function useOrganizationSelection() {
  const role = useAppSelector(selectRole);
  const uuid = useAppSelector(selectUuid);
  const stored = useAppSelector(selectActiveOrganization);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isEmployer = role === 'employer';
  const query = useGetCurrentUserOrganizationsQuery(undefined, { skip: !isEmployer });
  const { data, isError } = query;

  useEffect(() => {
    if (isEmployer && isError) navigate(paths.logout, { replace: true });
  }, [isEmployer, isError, navigate]);

  useEffect(() => {
    if (!isEmployer || !uuid || !data) return;
    const decision = decideSelection(data, stored);
    if (decision.kind === 'activate') dispatch(organizationActivated({ uuid, ...decision.data }));
    if (decision.kind === 'clear') dispatch(organizationCleared({ uuid }));
  }, [isEmployer, uuid, data, stored, dispatch]);

  return query;
}
