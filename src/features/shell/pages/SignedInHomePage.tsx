import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { SignedInLayout } from '@/components/layout/SignedInLayout';
import { selectEmail, selectRole } from '@/features/auth/authSlice';

/** `/jobs` (candidates) and `/dashboard` (employers) until the shell lands: who is signed in. */
export function SignedInHomePage() {
  const role = useAppSelector(selectRole);
  const email = useAppSelector(selectEmail);
  const title = role === 'employer' ? 'Dashboard' : 'Job Search';
  return (
    <SignedInLayout logoutPath={paths.logout} pageTitle={title}>
      <Card variant="borderless">
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {title}
        </Typography.Title>
        <p>
          You are signed in as <strong>{email}</strong>
          {role ? ` (${role})` : null}.
        </p>
        <p>
          Not you? <Link to={paths.logout}>Logout</Link>
        </p>
      </Card>
    </SignedInLayout>
  );
}
