import { Alert, Button, Input, Modal, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useAccountDeletionPreviewQuery, useDeleteAccountMutation } from '@/api/privacyApi';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useFeedback } from '@/components/feedback/useFeedback';
import { userLoggedOut } from '@/session/authSlice';

/** What deleting the account does to the organizations she owns, asked for when she opens it. */
function OrganizationFates() {
  const preview = useAccountDeletionPreviewQuery(undefined, { refetchOnMountOrArgChange: true });
  if (preview.isFetching)
    return (
      <div role="status" aria-label="Loading your organizations">
        <Spin size="small" />
      </div>
    );
  if (preview.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title="We could not check your organizations."
        action={<Button onClick={() => void preview.refetch()}>Try again</Button>}
      />
    );
  const organizations = preview.data?.organizations ?? [];
  if (organizations.length === 0) return null;
  return (
    <div>
      <p>Organizations you own:</p>
      <ul>
        {organizations.map((organization) => (
          <li key={organization.title}>
            {organization.outcome === 'transferred'
              ? `${organization.title} goes to ${organization.to ?? 'another admin'}.`
              : `${organization.title} is deleted with its jobs: you are its only admin.`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Delete my account": says what goes (and what happens to the organizations she owns), asks
 * for her password, and ends the session once the account is gone.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const passwordId = useId();

  const close = () => {
    setOpen(false);
    setPassword('');
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const { message } = await deleteAccount(password).unwrap();
      dispatch(userLoggedOut());
      navigate(paths.login, { replace: true });
      feedback.notice('success', message);
    } catch (error) {
      setFailure(serverMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <section aria-labelledby="mb-delete-account-title" className="mb-data-section">
      <Typography.Title level={2} id="mb-delete-account-title" className="mb-data-section__title">
        Delete my account
      </Typography.Title>
      <Typography.Paragraph>
        Deleting your account removes your profile, your files, your saved searches, your
        introductions and connections and your sign-ins at once; employers no longer find you or see
        you on their boards. It cannot be undone. Download your data first if you want to keep it.
      </Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Keep my account
          </Button>,
          <Button
            key="delete"
            danger
            type="primary"
            disabled={password === ''}
            loading={deleting.isLoading}
            onClick={() => void confirm()}
          >
            Delete my account
          </Button>,
        ]}
      >
        <p>Everything Matchboard holds about you is deleted. We send one last email to confirm.</p>
        <OrganizationFates />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (password !== '') void confirm();
          }}
        >
          <label htmlFor={passwordId} className="mb-data-section__label">
            Your password
          </label>
          <Input.Password
            id={passwordId}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={failure !== null}
            aria-describedby={failure ? `${passwordId}-error` : undefined}
          />
          {failure ? (
            <p id={`${passwordId}-error`} role="alert" className="mb-data-section__error">
              {failure}
            </p>
          ) : null}
        </form>
      </Modal>
    </section>
  );
}
