import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';
import { usePageTitle } from './usePageTitle';

export interface VisitorLayoutProps {
  /** The page's h1. */
  title: string;
  /** One line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Visitor pages: a centred card with the product mark on a calm background. */
export function VisitorLayout({ title, intro, children }: VisitorLayoutProps) {
  usePageTitle(title);
  return (
    <div className="mb-visitor">
      <main className="mb-visitor__main">
        {/* A plain section rather than antd's Card: Card statically imports Tabs (and with it a
            menu and dropdown), which would weigh on every visitor page. */}
        <section className="mb-visitor__card" aria-labelledby="mb-visitor-title">
          <div className="mb-visitor__brand">
            <Logo />
          </div>
          <h1 id="mb-visitor-title" className="mb-visitor__title">
            {title}
          </h1>
          {intro ? <p className="mb-visitor__intro">{intro}</p> : null}
          {children}
        </section>
      </main>
      <SiteFooter className="mb-visitor__footer" />
    </div>
  );
}
