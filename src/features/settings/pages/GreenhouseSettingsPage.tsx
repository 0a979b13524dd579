import { Typography } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationPicker } from '@/session/organizationSelection/OrganizationPicker';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { IntegrationsTab } from '../components/IntegrationsTab';

/** `/settings/greenhouse`: the active organization's Greenhouse boards. */
export function GreenhouseSettingsPage() {
  usePageTitle('Settings');
  const active = useAppSelector(selectActiveOrganization);
  return (
    <section aria-labelledby="mb-greenhouse-title" className="mb-settings">
      <Typography.Title level={1} id="mb-greenhouse-title">
        Settings
      </Typography.Title>
      {active ? <IntegrationsTab nid={active.nid} /> : <OrganizationPicker mode="page" />}
    </section>
  );
}
