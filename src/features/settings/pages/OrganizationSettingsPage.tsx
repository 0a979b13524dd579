import { Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useGetOrganizationQuery } from '@/api/organizationsApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { TabSwitch } from '@/components/tabs/TabSwitch';
import { ColorSettingsTab } from '../components/ColorSettingsTab';
import { IntegrationsTab } from '../components/IntegrationsTab';
import { UsersAccessTab } from '../components/UsersAccessTab';

type TabKey = 'users' | 'integrations' | 'color';

const TABS: { key: TabKey; label: string }[] = [
  { key: 'users', label: 'Users & Access' },
  { key: 'integrations', label: 'Integrations' },
  { key: 'color', label: 'Color settings' },
];

/** `/organization/settings/{id}`: Users & Access, Integrations, Color settings (spec 02 §2). */
export function OrganizationSettingsPage() {
  const raw = useParams().id;
  const nid = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const { data, isLoading, isFetching } = useGetOrganizationQuery(nid ?? 0, { skip: nid === null });
  const [tab, setTab] = useState<TabKey>('users');
  usePageTitle('Settings');
  if (isLoading || (isFetching && !data)) return null;
  // An unknown id (or another organization's) goes to the list.
  const member = data?.attributes.field_contact_email !== undefined;
  if (!data || nid === null || !member) return <Navigate to="/organization/all" replace />;
  return (
    <section aria-labelledby="mb-settings-title" className="mb-settings">
      <Typography.Title level={1} id="mb-settings-title">
        Settings of {data.attributes.title}
      </Typography.Title>
      <p>
        <Link to={`/organization/all/${nid}`}>Back to the organization</Link>
      </p>
      <TabSwitch items={TABS} activeKey={tab} onChange={setTab}>
        {tab === 'users' ? <UsersAccessTab nid={nid} /> : null}
        {tab === 'integrations' ? <IntegrationsTab nid={nid} /> : null}
        {tab === 'color' ? <ColorSettingsTab organization={data} /> : null}
      </TabSwitch>
    </section>
  );
}
