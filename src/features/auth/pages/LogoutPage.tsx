import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { logOut } from '@/session/session';

/** Long enough to read the message, short enough not to feel slow. */
export const LOGOUT_DELAY_MS = 400;

/** `/logout`: shows 'Logging out ...', then logs out and goes to / (spec 01 §2). */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void dispatch(logOut());
      navigate(paths.login, { replace: true });
    }, LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, navigate]);

  return (
    <VisitorLayout title="Logout">
      <p role="status" style={{ textAlign: 'center' }}>
        Logging out ...
      </p>
    </VisitorLayout>
  );
}
