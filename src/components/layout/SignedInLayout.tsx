import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';
import { usePageTitle } from './usePageTitle';

export interface SignedInLayoutProps {
  children: ReactNode;
  /** Where the Logout link goes; the route table owns the path. */
  logoutPath: string;
  /** The tab title of the page. */
  pageTitle: string;
}

/** A top bar with the product mark and a Logout link above the page content, the footer below. */
export function SignedInLayout({ children, logoutPath, pageTitle }: SignedInLayoutProps) {
  usePageTitle(pageTitle);
  return (
    <div className="mb-signed-in">
      <header className="mb-topbar">
        <Logo size={32} />
        <nav aria-label="Account">
          <Link to={logoutPath} className="mb-topbar__link">
            Logout
          </Link>
        </nav>
      </header>
      <main className="mb-signed-in__main">{children}</main>
      <SiteFooter className="mb-visitor__footer" />
    </div>
  );
}
