import { useCallback } from 'react';
import { classifyFailure, type Failure } from '@/api/errors';
import { useFeedback } from '@/components/feedback/useFeedback';
import { userLoggedOut } from '@/session/authSlice';
import { useAppDispatch } from './hooks';

/**
 * Shows a failed call the way `errors.ts` decides (toast, notice or nothing) and logs out when
 * the session is gone. For calls without a rule of their own in the spec.
 */
export function useReportFailure(): (error: Failure) => void {
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  return useCallback(
    (error: Failure) => {
      if (feedback.report(classifyFailure(error))) dispatch(userLoggedOut());
    },
    [dispatch, feedback],
  );
}
