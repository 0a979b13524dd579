import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import type { UserOrgData } from '@/session/activeOrganizationSlice';
import { foregroundFor } from '@/components/layout/contrast';
import type { AccountSummary } from '../useAccountSummary';
import { AvatarMenu } from './AvatarMenu';

/** Spec 01 §9: the bar is white unless the active organization has a colour. */
export const DEFAULT_BAR_COLOR = '#ffffff';

export interface TopBarProps {
  homePath: string;
  organization: UserOrgData | null;
  account: AccountSummary;
  needsOrganization: boolean;
  /** Whether the organization switcher is offered in the account menu. */
  showOrganizations: boolean;
  /** The active organization's name, for the logo's text alternative. */
  organizationTitle: string | null;
  narrow: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** The fixed top bar: menu button (narrow screens), logo, account menu. */
export function TopBar(props: TopBarProps) {
  const { homePath, organization, account, needsOrganization, narrow } = props;
  const background = organization?.appBarColor ?? DEFAULT_BAR_COLOR;
  // Text and icons on the bar follow its colour (the organization may pick any).
  const style = { background, '--mb-bar-fg': foregroundFor(background) } as CSSProperties;
  return (
    <header className="mb-shell__bar" style={style}>
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
          <img
            src={organization.organizationLogo}
            alt={props.organizationTitle ?? ''}
            className="mb-shell__org-logo"
          />
        ) : (
          <Logo size={32} />
        )}
      </Link>
      <div className="mb-shell__spacer" />
      <AvatarMenu
        account={account}
        needsOrganization={needsOrganization}
        showName={!narrow}
        showOrganizations={props.showOrganizations}
      />
    </header>
  );
}
