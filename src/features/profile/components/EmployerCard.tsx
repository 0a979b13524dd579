import { Descriptions } from 'antd';
import type { EmployerProfile } from '@/api/profileApi';
import type { ReferenceData } from '@/api/referenceApi';
import { CardHeader } from '@/components/profile/CardHeader';

/** The employer's card: picture, name, company, role, position label and contact. */
export function EmployerCard({
  profile,
  reference,
}: {
  profile: EmployerProfile;
  reference: ReferenceData;
}) {
  const a = profile.attributes;
  const position =
    a.field_company_position == null
      ? null
      : (reference.lists.company_position?.[String(a.field_company_position)] ?? null);
  return (
    <article aria-label="Profile card">
      <CardHeader
        picture={profile.picture}
        name={`${a.field_first_name} ${a.field_last_name}`}
        lines={[a.field_role_at_company, a.field_company_name]}
      />
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label="Company">{a.field_company_name || '—'}</Descriptions.Item>
        <Descriptions.Item label="Role at company">
          {a.field_role_at_company || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Company position">{position ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Contact email">{a.field_contact_email || '—'}</Descriptions.Item>
        <Descriptions.Item label="Phone">{a.field_phone_number || '—'}</Descriptions.Item>
      </Descriptions>
    </article>
  );
}
