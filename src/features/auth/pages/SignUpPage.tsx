import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { TabSwitch } from '@/components/tabs/TabSwitch';
import {
  asSignUpTab,
  selectSignUpTab,
  signUpTabChosen,
  type SignUpTab,
} from '@/session/signUpSlice';
import { SignUpForm } from './SignUpForm';

/**
 * `/sign-up`: employer and candidate tabs. The `tab` query parameter selects the tab; the choice
 * is kept in session storage (key initialData) through the persisted signUp slice.
 */
export function SignUpPage() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const storedTab = useAppSelector(selectSignUpTab);
  const queryTab = asSignUpTab(searchParams.get('tab'));
  const activeTab = queryTab ?? storedTab;

  useEffect(() => {
    if (queryTab && queryTab !== storedTab) dispatch(signUpTabChosen(queryTab));
  }, [dispatch, queryTab, storedTab]);

  const choose = (tab: SignUpTab) => {
    dispatch(signUpTabChosen(tab));
    setSearchParams({ tab }, { replace: true });
  };

  const tabs: { key: SignUpTab; label: string }[] = [
    { key: 'employer', label: 'Employer' },
    { key: 'candidate', label: 'Candidate' },
  ];

  return (
    <VisitorLayout title="Create your account" intro="Join as a candidate or as an employer.">
      <TabSwitch items={tabs} activeKey={activeTab} onChange={choose}>
        <SignUpForm key={activeTab} role={activeTab} />
      </TabSwitch>
      <div className="mb-visitor__links">
        <Link to={paths.loginAlias}>Already a member?</Link>
      </div>
    </VisitorLayout>
  );
}
