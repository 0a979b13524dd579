import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { usePageTitle } from '@/components/layout/usePageTitle';
import './legal.css';

/** A legal text for visitors and signed-in users alike: the mark, the text, the footer. */
export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mb-legal">
      <header className="mb-legal__header">
        <Link to="/" aria-label="Matchboard home">
          <Logo size={32} />
        </Link>
      </header>
      <main className="mb-legal__main">
        <article className="mb-legal__text" aria-labelledby="mb-legal-title">
          <h1 id="mb-legal-title">{title}</h1>
          <p className="mb-legal__updated">Last updated: {updated}</p>
          {children}
        </article>
      </main>
      <SiteFooter className="mb-legal__footer" />
    </div>
  );
}
