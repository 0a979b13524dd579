import { invitationAccepted } from '@/session/signUpSlice';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { object, ref, string } from 'yup';
import type { InvitationPreview } from '@contract/organizations';
import { failureStatus, serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { homePathFor, paths } from '@/app/paths';
import { FormShell } from '@/components/form/FormShell';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { selectAuth } from '@/session/authSlice';
import { signIn } from '@/session/session';
import { useAnswerInvitationMutation, useInvitationQuery } from './invitationApi';

const newPasswordSchema = object({
  password: string().trim().required('Enter a password').min(8, 'At least 8 characters'),
  confirmPassword: string()
    .trim()
    .required('Confirm your password')
    .oneOf([ref('password')], 'Password does not match'),
});
const passwordSchema = object({ password: string().required('Enter your password') });

/** What the invitation lets the invitee do, in a sentence. */
function roleOf(invitation: InvitationPreview): string {
  return invitation.kind === 'admin'
    ? 'As an admin you edit the organization’s profile, publish its jobs and search candidates for it.'
    : `As the owner you also decide who manages it; ${invitation.inviter} stays an admin.`;
}

/**
 * `/organization-invitation/{secret}`: the link of an invitation to manage an organization or
 * to take over its ownership. Opening it changes nothing (mail scanners open links): the page
 * says who invites to what, and only the invitee's answer — signed in as them, or with the
 * account's password, or choosing one for a new account — makes the change.
 */
export function OrganizationInvitationPage() {
  const { secret = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { data: invitation, error, isLoading } = useInvitationQuery(secret);
  const [answer] = useAnswerInvitationMutation();
  const [outcome, setOutcome] = useState<{ message: string; accepted: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = auth.token !== null;
  const home = signedIn && auth.role ? homePathFor(auth.role) : paths.login;

  const respond = async (action: 'accept' | 'decline', password?: string) => {
    setProblem(null);
    try {
      const result = await answer({ secret, action, password }).unwrap();
      // Accepted with a password while signed out: that is a sign-in too.
      if (action === 'accept' && !signedIn && password && invitation) {
        // A new account goes on to the employer wizard: it starts from what the owner entered.
        if (invitation.account === 'none')
          dispatch(
            invitationAccepted({
              companyName: invitation.organization,
              firstName: invitation.first_name,
              lastName: invitation.last_name,
              companyPosition:
                invitation.company_position === null ? null : String(invitation.company_position),
            }),
          );
        const session = await dispatch(signIn(invitation.email, password));
        if (session.ok) {
          navigate(session.destination, { replace: true });
          return;
        }
      }
      setOutcome({ message: result.message, accepted: action === 'accept' });
    } catch (failure) {
      setProblem(serverMessage(failure) ?? SOMETHING_WENT_WRONG);
    }
  };

  let content;
  if (outcome) {
    content = (
      <Result
        status={outcome.accepted ? 'success' : 'info'}
        title={outcome.accepted ? 'Invitation accepted' : 'Invitation declined'}
        subTitle={<span role="status">{outcome.message}</span>}
        extra={
          <Button type="primary" onClick={() => navigate(home)}>
            {signedIn ? 'Go to Matchboard' : 'Sign in'}
          </Button>
        }
      />
    );
  } else if (error) {
    const message =
      failureStatus(error) === 404
        ? 'This invitation link is not valid.'
        : (serverMessage(error) ?? SOMETHING_WENT_WRONG);
    content = <Alert type="error" title={message} />;
  } else if (isLoading || !invitation) {
    content = (
      <div role="status" style={{ textAlign: 'center' }}>
        <Spin />
        <p>Loading the invitation ...</p>
      </div>
    );
  } else if (invitation.state !== 'open') {
    content = (
      <Alert
        type="info"
        title={
          invitation.state === 'used'
            ? 'This invitation has already been answered.'
            : 'This invitation has expired. Ask the organization’s owner for a new one.'
        }
      />
    );
  } else {
    const decline = (
      <Button onClick={() => void respond('decline')} htmlType="button">
        Decline
      </Button>
    );
    let form;
    if (invitation.account === 'candidate') {
      form = (
        <>
          <Alert type="warning" title="A candidate account cannot manage organizations." />
          <Space style={{ marginTop: 12 }}>{decline}</Space>
        </>
      );
    } else if (signedIn && auth.email?.toLowerCase() !== invitation.email.toLowerCase()) {
      form = (
        <Alert
          type="warning"
          title={`This invitation was sent to ${invitation.email}, and you are signed in as ${auth.email ?? 'another account'}.`}
          description={<Link to={paths.logout}>Sign out to answer it</Link>}
        />
      );
    } else if (signedIn) {
      form = (
        <Space style={{ marginTop: 12 }} wrap>
          <Button type="primary" onClick={() => void respond('accept')}>
            Accept
          </Button>
          {decline}
        </Space>
      );
    } else if (invitation.account === 'none') {
      form = (
        <Formik
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={newPasswordSchema}
          onSubmit={(values) => respond('accept', values.password.trim())}
        >
          <FormShell aria-label="Accept the invitation">
            <p>Choose a password for your Matchboard account, {invitation.email}.</p>
            <NewPasswordFields label="Password" confirmLabel="Confirm password" />
            <Space style={{ marginTop: 12 }} wrap>
              <SubmitButton block={false} requireFilled={['password', 'confirmPassword']}>
                Accept and create my account
              </SubmitButton>
              {decline}
            </Space>
          </FormShell>
        </Formik>
      );
    } else {
      form = (
        <Formik
          initialValues={{ password: '' }}
          validationSchema={passwordSchema}
          onSubmit={(values) => respond('accept', values.password)}
        >
          <FormShell aria-label="Accept the invitation">
            <p>Enter the password of your Matchboard account, {invitation.email}.</p>
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              required
            />
            <Space style={{ marginTop: 12 }} wrap>
              <SubmitButton block={false} requireFilled={['password']}>
                Accept
              </SubmitButton>
              {decline}
            </Space>
          </FormShell>
        </Formik>
      );
    }
    content = (
      <>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {invitation.kind === 'admin'
            ? `${invitation.inviter} invites you to manage ${invitation.organization}`
            : `${invitation.inviter} asks you to take over ${invitation.organization}`}
        </Typography.Title>
        <Typography.Paragraph>{roleOf(invitation)}</Typography.Paragraph>
        {problem ? (
          <Alert type="error" title={problem} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        {form}
      </>
    );
  }

  return <VisitorLayout title="Invitation">{content}</VisitorLayout>;
}
