import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
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
        <Card className="mb-visitor__card" variant="borderless">
          <div className="mb-visitor__brand">
            <Logo />
          </div>
          <Typography.Title level={1} className="mb-visitor__title">
            {title}
          </Typography.Title>
          {intro ? <p className="mb-visitor__intro">{intro}</p> : null}
          {children}
        </Card>
      </main>
      <footer className="mb-visitor__footer">Talent matching for women in tech</footer>
    </div>
  );
}
