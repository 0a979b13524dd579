import {
  BankOutlined,
  BellOutlined,
  DashboardOutlined,
  FileTextOutlined,
  MailOutlined,
  SearchOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import { paths } from '@/app/paths';
import type { Role } from '@/session/authSlice';
import { PendingIntroductionsBadge } from '@/features/introductions/PendingIntroductionsBadge';

/** One entry of the side navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Spec 01 §2: disabled until an organization is active. */
  needsActiveOrganization?: boolean;
  /** A count shown after the label (and read as part of the link's name). */
  badge?: ComponentType;
}

/** Spec 01 §2 "Shell": the side navigation of each role, in order. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  employer: [
    { to: paths.dashboard, label: 'Dashboard', icon: <DashboardOutlined /> },
    { to: paths.job, label: 'Jobs', icon: <FileTextOutlined />, needsActiveOrganization: true },
    { to: paths.organization, label: 'Organizations', icon: <BankOutlined /> },
    {
      to: paths.candidates,
      label: 'Candidates',
      icon: <TeamOutlined />,
      needsActiveOrganization: true,
    },
    { to: paths.profile, label: 'Profile', icon: <UserOutlined /> },
  ],
  candidate: [
    { to: paths.jobs, label: 'Job Search', icon: <SearchOutlined /> },
    { to: paths.organizations, label: 'Organizations', icon: <BankOutlined /> },
    { to: paths.savedSearches, label: 'Saved searches', icon: <BellOutlined /> },
    {
      to: paths.introductions,
      label: 'Introductions',
      icon: <MailOutlined />,
      badge: PendingIntroductionsBadge,
    },
    { to: paths.profile, label: 'Profile', icon: <UserOutlined /> },
  ],
};
