import {
  DownOutlined,
  EditOutlined,
  LogoutOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Dropdown, Spin, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { actionLogs } from '@/app/actionLog';
import { paths } from '@/app/paths';
import type { RootState } from '@/app/store';
import { saveBlob } from '@/components/download/saveBlob';
import { getConfig } from '@/config/env';
import { useFeedback } from '@/components/feedback/useFeedback';
import { initialsOf, type AccountSummary } from '../useAccountSummary';

export interface AvatarMenuProps {
  account: AccountSummary;
  /** Spec 01 §2: the avatar shows '!' until an organization is selected (employers). */
  needsOrganization: boolean;
  /** Whether the name is shown next to the avatar (wide screens). */
  showName: boolean;
  /** Whether the organization switcher is offered (employers; never candidates). */
  showOrganizations: boolean;
}

const DIAGNOSTICS = 'diagnostics';

/**
 * The organization switcher (with its dialogs) is fetched when the pointer or the focus first
 * reaches the menu button, not with every page.
 */
const loadPicker = () =>
  import(
    /* webpackChunkName: "organization-picker" */ '@/session/organizationSelection/OrganizationPicker'
  );
const OrganizationPicker = lazy(() =>
  loadPicker().then((m) => ({ default: m.OrganizationPicker })),
);
const prefetchPicker = () => void loadPicker().catch(() => undefined);

const ITEMS: MenuProps['items'] = [
  { key: paths.profileView, label: 'View Profile', icon: <UserOutlined /> },
  { key: paths.profileEdit, label: 'Edit Profile', icon: <EditOutlined /> },
  { type: 'divider' },
  { key: DIAGNOSTICS, label: 'Copy diagnostics', icon: <SolutionOutlined /> },
  { key: paths.logout, label: 'Logout', icon: <LogoutOutlined /> },
];

/**
 * "Copy diagnostics": the bundle support staff load into Redux DevTools (src/app/diagnostics.ts,
 * loaded only when asked), on the clipboard, or downloaded when the browser refuses it.
 */
function useCopyDiagnostics(): () => Promise<void> {
  const store = useStore<RootState>();
  const location = useLocation();
  const feedback = useFeedback();
  return async () => {
    const { diagnosticsBundle } = await import(
      /* webpackChunkName: "diagnostics" */ '@/app/diagnostics'
    );
    const bundle = diagnosticsBundle(
      store.getState(),
      actionLogs.get(store)?.entries() ?? [],
      `${location.pathname}${location.search}`,
    );
    const text = JSON.stringify(bundle);
    try {
      await navigator.clipboard.writeText(text);
      feedback.notice(
        'success',
        `Diagnostics copied. Paste them into your message to support (${getConfig().supportEmail}); they hold no password or token.`,
      );
    } catch {
      saveBlob(new Blob([text], { type: 'application/json' }), 'matchboard-diagnostics.json');
      feedback.notice(
        'success',
        `Your browser did not allow copying, so the diagnostics were downloaded as matchboard-diagnostics.json. Attach the file to your message to support (${getConfig().supportEmail}).`,
      );
    }
  };
}

/**
 * The accessible name of the menu button. It starts with the text the button shows (the user's
 * name on wide screens), so speech users can say what they see (WCAG 2.5.3).
 */
export function accountMenuLabel(visibleName: string | null, needsOrganization: boolean): string {
  const base = visibleName ? `${visibleName}, account menu` : 'Account menu';
  return needsOrganization ? `${base}, no active organization selected` : base;
}

/**
 * The account menu of the top bar: full name and contact email, the organization switcher for
 * employers, then View Profile, Edit Profile, Copy diagnostics and Logout. It opens from a real button, so Enter,
 * Space and the arrow keys work.
 */
export function AvatarMenu(props: AvatarMenuProps) {
  const { account, needsOrganization, showName, showOrganizations } = props;
  const navigate = useNavigate();
  const copyDiagnostics = useCopyDiagnostics();
  const [open, setOpen] = useState(false);
  const { fullName, email, pictureUrl } = account;
  const visibleName = showName ? (fullName ?? email) : null;
  const label = accountMenuLabel(visibleName, needsOrganization);
  return (
    <Dropdown
      open={open}
      onOpenChange={(next, info) => {
        // Clicks inside the switcher keep the menu open; picking a menu item closes it.
        if (next || info.source === 'trigger') setOpen(next);
      }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      // Inside the top bar, so the open menu stays within the banner landmark.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items: ITEMS,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === DIAGNOSTICS) void copyDiagnostics();
          else navigate(key);
        },
      }}
      popupRender={(menu) => (
        <div className="mb-account">
          <div className="mb-account__who">
            {fullName ? <div className="mb-account__name">{fullName}</div> : null}
            {email ? <div className="mb-account__email">{email}</div> : null}
          </div>
          {showOrganizations ? (
            <Suspense
              fallback={
                <div
                  role="status"
                  aria-label="Loading your organizations"
                  className="mb-account__loading"
                >
                  <Spin size="small" />
                </div>
              }
            >
              <OrganizationPicker mode="menu" onNavigate={() => setOpen(false)} />
            </Suspense>
          ) : null}
          {menu}
          <a className="mb-account__support" href={`mailto:${getConfig().supportEmail}`}>
            Contact support: {getConfig().supportEmail}
          </a>
        </div>
      )}
    >
      <button
        type="button"
        className="mb-account__trigger"
        aria-label={label}
        onPointerEnter={showOrganizations ? prefetchPicker : undefined}
        onFocus={showOrganizations ? prefetchPicker : undefined}
      >
        {/* The picture, or the initials standing in for it, is decoration the label already
            names: the initials are drawn by CSS, so the button's visible text is the name the
            label starts with (WCAG 2.5.3); the "!" badge is said by the label too. */}
        <span aria-hidden="true">
          <Badge count={needsOrganization ? '!' : 0} offset={[-2, 2]} size="small">
            <Avatar size={36} src={pictureUrl ?? undefined} alt="" className="mb-account__avatar">
              <span className="mb-account__initials" data-initials={initialsOf(fullName, email)} />
            </Avatar>
          </Badge>
        </span>
        {showName ? <span className="mb-account__trigger-name">{fullName ?? email}</span> : null}
        <DownOutlined className="mb-account__caret" />
      </button>
    </Dropdown>
  );
}
