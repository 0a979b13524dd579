import { DownOutlined, EditOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { initialsOf, type AccountSummary } from '../useAccountSummary';

export interface AvatarMenuProps {
  account: AccountSummary;
  /** Spec 01 §2: the avatar shows '!' until an organization is selected (employers). */
  needsOrganization: boolean;
  /** Whether the name is shown next to the avatar (wide screens). */
  showName: boolean;
}

const ITEMS: MenuProps['items'] = [
  { key: paths.profileView, label: 'View Profile', icon: <UserOutlined /> },
  { key: paths.profileEdit, label: 'Edit Profile', icon: <EditOutlined /> },
  { type: 'divider' },
  { key: paths.logout, label: 'Logout', icon: <LogoutOutlined /> },
];

/**
 * The account menu of the top bar: full name and contact email above View Profile, Edit
 * Profile and Logout. It opens from a real button, so Enter, Space and the arrow keys work.
 */
export function AvatarMenu({ account, needsOrganization, showName }: AvatarMenuProps) {
  const navigate = useNavigate();
  const { fullName, email, pictureUrl } = account;
  const label = needsOrganization
    ? 'Account menu, no active organization selected'
    : 'Account menu';
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      // Inside the top bar, so the open menu stays within the banner landmark.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{ items: ITEMS, onClick: ({ key }) => navigate(key) }}
      popupRender={(menu) => (
        <div className="mb-account">
          <div className="mb-account__who">
            {fullName ? <div className="mb-account__name">{fullName}</div> : null}
            {email ? <div className="mb-account__email">{email}</div> : null}
          </div>
          {menu}
        </div>
      )}
    >
      <button type="button" className="mb-account__trigger" aria-label={label}>
        <Badge count={needsOrganization ? '!' : 0} offset={[-2, 2]} size="small">
          <Avatar size={36} src={pictureUrl ?? undefined} alt="" className="mb-account__avatar">
            {initialsOf(fullName, email)}
          </Avatar>
        </Badge>
        {showName ? <span className="mb-account__trigger-name">{fullName ?? email}</span> : null}
        <DownOutlined className="mb-account__caret" />
      </button>
    </Dropdown>
  );
}
