import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { usePageTitle } from '@/components/layout/usePageTitle';
import type { Role } from '@/session/authSlice';
import '../profile.css';
import {
  profileStepPath,
  PROFILE_DATA_PATH,
  PROFILE_PASSWORD_PATH,
  PROFILE_VIEW_PATH,
} from '../profilePaths';
import { editTitlesOf } from '../wizardSteps';

export interface ProfileSectionProps {
  role: Role;
  /** The page's heading (and tab title). */
  title: string;
  /** Shown next to the heading (the autosave line). */
  status?: ReactNode;
  children: ReactNode;
}

/** The profile area: its own navigation (card, edit steps, password) above the page. */
export function ProfileSection({ role, title, status, children }: ProfileSectionProps) {
  usePageTitle(title);
  const links = [
    { to: PROFILE_VIEW_PATH, label: 'View Profile' },
    ...editTitlesOf(role).map((title, index) => ({ to: profileStepPath(index), label: title })),
    { to: PROFILE_PASSWORD_PATH, label: 'Change Password' },
    { to: PROFILE_DATA_PATH, label: 'Your data' },
  ];
  return (
    <div className="mb-profile">
      <nav aria-label="Profile" className="mb-profile__nav">
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              isActive ? 'mb-profile__tab mb-profile__tab--active' : 'mb-profile__tab'
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <Card variant="borderless">
        <div className="mb-profile__header">
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
          {status}
        </div>
        {children}
      </Card>
    </div>
  );
}
