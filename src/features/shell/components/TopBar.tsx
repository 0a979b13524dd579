import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import type { UserOrgData } from '../activeOrganizationSlice';
import type { AccountSummary } from '../useAccountSummary';
import { AvatarMenu } from './AvatarMenu';

/** Spec 01 §9: the bar is white unless the active organization has a colour. */
export const DEFAULT_BAR_COLOR = '#ffffff';

export interface TopBarProps {
  homePath: string;
  organization: UserOrgData | null;
  account: AccountSummary;
  needsOrganization: boolean;
  narrow: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** The fixed top bar: menu button (narrow screens), logo, account menu. */
export function TopBar(props: TopBarProps) {
  const { homePath, organization, account, needsOrganization, narrow } = props;
  return (
    <header
      className="mb-shell__bar"
      style={{ background: organization?.appBarColor ?? DEFAULT_BAR_COLOR }}
    >
      {narrow ? (
        <Button
          type="text"
          size="large"
          icon={<MenuOutlined />}
          aria-label="Open navigation"
          aria-expanded={props.drawerOpen}
          aria-controls="mb-nav-drawer"
          onClick={props.onOpenDrawer}
        />
      ) : null}
      <Link to={homePath} className="mb-shell__brand" aria-label="Matchboard home">
        {organization?.organizationLogo ? (
          <img src={organization.organizationLogo} alt="" className="mb-shell__org-logo" />
        ) : (
          <Logo size={32} />
        )}
      </Link>
      <div className="mb-shell__spacer" />
      <AvatarMenu account={account} needsOrganization={needsOrganization} showName={!narrow} />
    </header>
  );
}
