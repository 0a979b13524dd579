import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { usePageTitle } from '@/components/layout/usePageTitle';

export interface AreaPageProps {
  /** The area's heading and tab title. */
  title: string;
  icon: ReactNode;
  /** One plain sentence on what the area is for. */
  description: string;
  /** A notice shown under the description (e.g. no active organization). */
  children?: ReactNode;
}

/** The page of a shell area: heading, what it is for, and the way to the own profile. */
export function AreaPage({ title, icon, description, children }: AreaPageProps) {
  usePageTitle(title);
  return (
    <section className="mb-area" aria-labelledby="mb-area-title">
      <Card variant="borderless" className="mb-area__card">
        <div className="mb-area__header">
          <span className="mb-area__icon" aria-hidden="true">
            {icon}
          </span>
          <Typography.Title level={1} id="mb-area-title" className="mb-area__title">
            {title}
          </Typography.Title>
        </div>
        <p className="mb-area__lead">{description}</p>
        {children}
        <p className="mb-area__profile">
          Your own details are on <Link to={paths.profileView}>your profile</Link>.
        </p>
      </Card>
    </section>
  );
}
