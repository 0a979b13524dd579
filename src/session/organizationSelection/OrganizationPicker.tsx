import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Checkbox, Modal } from 'antd';
import { Link } from 'react-router-dom';
import type { CurrentUserOrganization } from '@contract/organizations';
import {
  useDeleteOrganizationMutation,
  useGetCurrentUserOrganizationsQuery,
} from '@/api/organizationsApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUuid } from '@/session/authSlice';
import {
  organizationActivated,
  organizationCleared,
  selectActiveOrganization,
} from '@/session/activeOrganizationSlice';
import { orgDataOf, sortOrganizations } from '@/session/organizationSelection/selectionRules';
import { DeleteItemButton } from '@/components/lists/ListParts';
import './organizationPicker.css';

/** Spec 01 §2 / spec 02 §2, verbatim. */
export const NO_ACTIVE_ORGANIZATION = 'Please Select Active Organization';
export const NO_ORGANIZATIONS = 'No available organizations';
export const DELETE_ORGANIZATION_QUESTION = 'Are you sure you want to delete this organization?';

export interface OrganizationPickerProps {
  /** In the avatar menu the delete action is never offered (spec 02 §2). */
  mode: 'menu' | 'page';
  /** Called after a link was followed (the menu closes). */
  onNavigate?: () => void;
}

/**
 * The organization picker cards: open an organization, edit it, set it active, and (on pages,
 * with more than one organization, for its owner) delete it.
 */
export function OrganizationPicker({ mode, onNavigate }: OrganizationPickerProps) {
  const { data = [], isLoading } = useGetCurrentUserOrganizationsQuery();
  const active = useAppSelector(selectActiveOrganization);
  const uuid = useAppSelector(selectUuid);
  const dispatch = useAppDispatch();
  // The hook's dialogs take the app theme (AA contrast); static Modal.confirm would not.
  const [modal, modalHolder] = Modal.useModal();
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const organizations = sortOrganizations(data, active?.organization ?? null);
  const only = organizations.length === 1;

  const activate = (organization: CurrentUserOrganization) => {
    if (uuid) dispatch(organizationActivated({ uuid, ...orgDataOf(organization) }));
  };
  const confirmDelete = (organization: CurrentUserOrganization) => {
    modal.confirm({
      title: DELETE_ORGANIZATION_QUESTION,
      content: organization.title,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteOrganization(organization.uuid).unwrap();
        if (uuid && active?.organization === organization.uuid) {
          dispatch(organizationCleared({ uuid }));
        }
      },
    });
  };

  if (isLoading) return <p className="mb-picker__message">Loading organizations…</p>;
  return (
    <section
      className={`mb-picker mb-picker--${mode}`}
      aria-label={mode === 'menu' ? 'Switch organization' : 'Your organizations'}
    >
      {modalHolder}
      {organizations.length === 0 ? (
        <p className="mb-picker__message">{NO_ORGANIZATIONS}</p>
      ) : active ? null : (
        <p className="mb-picker__message mb-picker__message--warning">{NO_ACTIVE_ORGANIZATION}</p>
      )}
      <ul className="mb-picker__list">
        {organizations.map((organization) => {
          const isActive = active?.organization === organization.uuid;
          return (
            <li
              key={organization.uuid}
              className={isActive ? 'mb-picker__card mb-picker__card--active' : 'mb-picker__card'}
            >
              <span className="mb-picker__logo" aria-hidden="true">
                {organization.field_logo ? <img src={organization.field_logo} alt="" /> : null}
              </span>
              <span className="mb-picker__title">{organization.title}</span>
              <Checkbox
                checked={isActive}
                disabled={only}
                onChange={(event) => {
                  if (event.target.checked) activate(organization);
                }}
                aria-label={`Set ${organization.title} as the active organization`}
              >
                Active
              </Checkbox>
              <span className="mb-picker__actions">
                <Link
                  to={`/organization/all/${organization.nid}`}
                  onClick={onNavigate}
                  aria-label={`Open ${organization.title}`}
                >
                  <EyeOutlined aria-hidden="true" /> Open
                </Link>
                <Link
                  to={`/organization/all/${organization.nid}/edit`}
                  onClick={onNavigate}
                  aria-label={`Edit ${organization.title}`}
                >
                  <EditOutlined aria-hidden="true" /> Edit
                </Link>
                {mode === 'page' && organizations.length > 1 && organization.owner ? (
                  <DeleteItemButton
                    name={organization.title}
                    size="small"
                    onClick={() => confirmDelete(organization)}
                  />
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
