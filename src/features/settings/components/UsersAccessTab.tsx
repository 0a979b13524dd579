import { formatDay } from '@/components/dates/dates';
import { Button, Modal, Spin, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import {
  removeUserQuestion,
  transferOwnershipQuestion,
  type SharedAccessInvitation,
  type SharedAccessUser,
} from '@contract/organizations';
import { useGetCurrentUserOrganizationsQuery } from '@/api/organizationsApi';
import { useReferenceData } from '@/api/referenceApi';
import { useAppDispatch } from '@/app/hooks';
import { useFeedback } from '@/components/feedback/useFeedback';
import { authApi } from '@/session/authApi';
import {
  useAddSharedAccessUserMutation,
  useRemoveSharedAccessUserMutation,
  useSharedAccessInvitationsQuery,
  useSharedAccessUsersQuery,
  useSwitchOwnerMutation,
  useWithdrawInvitationMutation,
} from '../settingsApi';
import { AddAdminForm, type AddAdminValues } from './AddAdminForm';
import { ErrorBanner } from './ErrorBanner';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';

/** A table that narrow screens scroll sideways inside its own focusable region, not the page. */
function ScrollingTable(props: { label: string; caption: string; children: ReactNode }) {
  return (
    <div className="mb-settings__scroll" role="region" aria-label={props.label} tabIndex={0}>
      <table className="mb-settings__table">
        <caption className="mb-visually-hidden">{props.caption}</caption>
        {props.children}
      </table>
    </div>
  );
}

/**
 * Users & Access (spec 02 §6): everyone sees who manages the organization, the owner first as
 * 'profile admin'; only the owner adds admins, removes them and transfers the ownership, each
 * after its confirmation. Failures show the server's message in a red banner for 5 s.
 */
export function UsersAccessTab({ nid }: { nid: number }) {
  const { data: users = [], isLoading } = useSharedAccessUsersQuery(nid);
  const { data: invitations = [] } = useSharedAccessInvitationsQuery(nid);
  const [withdraw] = useWithdrawInvitationMutation();
  const mine = useGetCurrentUserOrganizationsQuery();
  const isOwner = mine.data?.some((row) => row.nid === nid && row.owner) ?? false;
  const { lists } = useReferenceData();
  const [add] = useAddSharedAccessUserMutation();
  const [removeUser] = useRemoveSharedAccessUserMutation();
  const [switchOwner] = useSwitchOwnerMutation();
  const [modal, modalHolder] = Modal.useModal();
  const [banner, setBanner] = useState<string | null>(null);
  const hideBanner = useCallback(() => setBanner(null), []);
  const dispatch = useAppDispatch();
  const feedback = useFeedback();

  const onAdd = async (values: AddAdminValues) => {
    try {
      const { message } = await add({
        nid,
        user: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          field_company_position: Number(values.field_company_position),
        },
      }).unwrap();
      feedback.notice('success', message);
      return true;
    } catch (error) {
      setBanner(serverMessage(error) ?? SOMETHING_WENT_WRONG);
      return false;
    }
  };

  const confirm = (user: SharedAccessUser, action: 'transfer' | 'remove') =>
    modal.confirm({
      title:
        action === 'transfer'
          ? transferOwnershipQuestion(user.email)
          : removeUserQuestion(user.email),
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          const { message } = await (action === 'transfer' ? switchOwner : removeUser)({
            nid,
            uid: user.uid,
          }).unwrap();
          // Spec 02 §4: ownership transfer triggers a token refresh.
          if (action === 'transfer') await dispatch(authApi.endpoints.refresh.initiate());
          feedback.notice('success', message);
        } catch (error) {
          setBanner(serverMessage(error) ?? SOMETHING_WENT_WRONG);
        }
      },
    });

  const confirmWithdraw = (invitation: SharedAccessInvitation) =>
    modal.confirm({
      title: `Withdraw the invitation of ${invitation.email}?`,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          const { message } = await withdraw({ nid, id: invitation.id }).unwrap();
          feedback.notice('success', message);
        } catch (error) {
          setBanner(serverMessage(error) ?? SOMETHING_WENT_WRONG);
        }
      },
    });

  const position = (code: number | null) =>
    code === null ? '' : (lists.company_position?.[String(code)] ?? '');
  return (
    <section aria-labelledby="mb-users-title" className="mb-settings__tab">
      {modalHolder}
      <Typography.Title level={2} id="mb-users-title">
        Users & Access
      </Typography.Title>
      <ErrorBanner message={banner} onHide={hideBanner} />
      {isOwner ? <AddAdminForm onAdd={onAdd} /> : null}
      {isLoading ? <Spin /> : null}
      <ScrollingTable label="Admins" caption="People who manage this organization">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Position</th>
            <th scope="col">Role</th>
            {isOwner ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid}>
              <td>{`${user.first_name} ${user.last_name}`.trim() || user.name}</td>
              <td>{user.email}</td>
              <td>{position(user.field_company_position)}</td>
              <td>{user.owner ? 'profile admin' : 'admin'}</td>
              {isOwner ? (
                <td>
                  {user.owner ? null : (
                    <span className="mb-settings__actions">
                      <Button size="small" onClick={() => confirm(user, 'transfer')}>
                        Transfer ownership
                      </Button>
                      <Button size="small" danger onClick={() => confirm(user, 'remove')}>
                        Remove
                      </Button>
                    </span>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      {invitations.length > 0 ? (
        <>
          <Typography.Title level={3} className="mb-settings__subtitle">
            Waiting for an answer
          </Typography.Title>
          <ScrollingTable label="Invitations" caption="Invitations waiting for an answer">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Invited as</th>
                <th scope="col">Until</th>
                {isOwner ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{`${invitation.first_name} ${invitation.last_name}`.trim()}</td>
                  <td>{invitation.email}</td>
                  <td>{invitation.kind === 'owner' ? 'Owner (takes over)' : 'Admin'}</td>
                  <td>{formatDay(invitation.expires)}</td>
                  {isOwner ? (
                    <td>
                      <Button size="small" onClick={() => confirmWithdraw(invitation)}>
                        Withdraw
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        </>
      ) : null}
    </section>
  );
}
