import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ORGANIZATION_PAGE_SIZE } from '@contract/organizations';
import {
  useDeleteOrganizationMutation,
  useGetCurrentUserOrganizationsQuery,
  useListOrganizationsQuery,
} from '@/api/organizationsApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { useFeedback } from '@/components/feedback/useFeedback';
import { selectUuid } from '@/session/authSlice';
import { organizationCleared, selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { OrganizationLoading } from '../components/OrganizationState';
import { organizationPaths } from '../organizationPaths';
import { DeleteItemButton, ListFailed } from '@/components/lists/ListParts';

export const DELETE_QUESTION = 'Are you sure you want to delete this organization?';

/** `/organization/all`: the employer's organizations, 30 a page, with their actions. */
export function OrganizationListPage() {
  usePageTitle('Organizations');
  const [page, setPage] = useState(0);
  const { data, isLoading, isError, refetch } = useListOrganizationsQuery({ page });
  const mine = useGetCurrentUserOrganizationsQuery();
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const active = useAppSelector(selectActiveOrganization);
  const uuid = useAppSelector(selectUuid);
  const dispatch = useAppDispatch();
  // The hook's dialogs take the app theme (AA contrast); static Modal.confirm would not.
  const [modal, modalHolder] = Modal.useModal();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const owns = (id: string) => mine.data?.some((row) => row.uuid === id && row.owner) ?? false;

  const confirmDelete = (id: string, title: string) =>
    modal.confirm({
      title: DELETE_QUESTION,
      content: title,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteOrganization(id).unwrap();
          if (uuid && active?.organization === id) dispatch(organizationCleared({ uuid }));
        } catch {
          feedback.notice('error', 'The organization could not be deleted. Please try again.');
        }
      },
    });

  if (isLoading) return <OrganizationLoading />;
  return (
    <section className="mb-org-list" aria-labelledby="mb-org-list-title">
      {modalHolder}
      <div className="mb-org-list__head">
        <Typography.Title level={1} id="mb-org-list-title">
          Organizations
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => navigate(organizationPaths.add)}
        >
          Add organization
        </Button>
      </div>
      {isError ? (
        <ListFailed
          message="The organizations could not be loaded."
          onRetry={() => void refetch()}
        />
      ) : null}
      {data && data.items.length === 0 ? (
        <Empty description="You do not belong to an organization yet. Create one to start hiring." />
      ) : null}
      <ul className="mb-org-list__items">
        {data?.items.map((organization) => (
          <li key={organization.id} className="mb-org-list__item">
            <span className="mb-org-list__logo" aria-hidden="true">
              {organization.logo?.url ? <img src={organization.logo.url} alt="" /> : null}
            </span>
            <Link to={organizationPaths.view(organization.nid)} className="mb-org-list__title">
              {organization.attributes.title}
            </Link>
            <span className="mb-org-list__actions">
              <Link to={organizationPaths.edit(organization.nid)}>Edit</Link>
              <Link to={organizationPaths.billing(organization.nid)}>Billing</Link>
              <Link to={organizationPaths.settings(organization.nid)}>Settings</Link>
              {owns(organization.id) ? (
                <DeleteItemButton
                  name={organization.attributes.title}
                  onClick={() => confirmDelete(organization.id, organization.attributes.title)}
                />
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {data && data.total > ORGANIZATION_PAGE_SIZE ? (
        <Pagination
          current={page + 1}
          pageSize={ORGANIZATION_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={(next) => setPage(next - 1)}
        />
      ) : null}
    </section>
  );
}
