import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import type { Role } from '@/session/authSlice';
import { selectHasActiveOrganization } from '@/session/activeOrganizationSlice';
import { NAV_ITEMS } from '@/app/navItems';

export interface SideNavProps {
  role: Role;
  /** Called after a link is followed (the drawer closes then). */
  onNavigate?: () => void;
}

/**
 * The role's side navigation as a list of links. Items that need an active organization are
 * shown but not links while none is active, with a line saying why.
 */
export function SideNav({ role, onNavigate }: SideNavProps) {
  const hasOrganization = useAppSelector(selectHasActiveOrganization);
  const items = NAV_ITEMS[role];
  const someDisabled = !hasOrganization && items.some((item) => item.needsActiveOrganization);
  return (
    <nav aria-label="Main navigation" className="mb-nav">
      <ul className="mb-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            {item.needsActiveOrganization && !hasOrganization ? (
              <span
                className="mb-nav__link mb-nav__link--disabled"
                aria-disabled="true"
                title="Select an active organization first"
              >
                <span className="mb-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                {item.label}
              </span>
            ) : (
              <NavLink to={item.to} className="mb-nav__link" onClick={onNavigate}>
                <span className="mb-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                {item.label}
                {item.badge ? <item.badge /> : null}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      {someDisabled ? (
        <p className="mb-nav__hint">Jobs and Candidates open once an organization is active.</p>
      ) : null}
    </nav>
  );
}
