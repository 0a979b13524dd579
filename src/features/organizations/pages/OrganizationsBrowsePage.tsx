import { Button, Empty, Pagination, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ORGANIZATION_CARD_DESCRIPTION_LENGTH,
  ORGANIZATION_PAGE_SIZE,
  type OrganizationExportRow,
} from '@contract/organizations';
import { useExportOrganizationsQuery } from '@/api/organizationsApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { organizationPaths } from '../organizationPaths';
import './organizationsBrowse.css';

/** The description as plain text, cut to 200 characters on a word boundary (spec 02 §2). */
export function cardDescription(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= ORGANIZATION_CARD_DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, ORGANIZATION_CARD_DESCRIPTION_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 120 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function OrganizationCard({ row }: { row: OrganizationExportRow }) {
  const description = useMemo(
    () => cardDescription(row.field_company_description),
    [row.field_company_description],
  );
  const titleId = `mb-org-card-${row.nid}`;
  return (
    <li className="mb-org-card" aria-labelledby={titleId}>
      <div
        className="mb-org-card__banner"
        style={
          row.field_page_title_background
            ? { backgroundImage: `url("${row.field_page_title_background}")` }
            : undefined
        }
      >
        {row.logo ? <img className="mb-org-card__logo" src={row.logo} alt="" /> : null}
      </div>
      <div className="mb-org-card__body">
        <h2 id={titleId} className="mb-org-card__title">
          {row.title}
        </h2>
        {row.field_industry ? <p className="mb-org-card__meta">{row.field_industry}</p> : null}
        <p className="mb-org-card__text">{description}</p>
      </div>
      <div className="mb-org-card__overlay">
        <Link
          to={organizationPaths.publicProfile(row.nid)}
          className="mb-org-card__more"
          aria-label={`Read more about ${row.title}`}
        >
          Read more
        </Link>
      </div>
    </li>
  );
}

/** `/organizations` (candidates): company cards, 30 a page, with a Read more overlay. */
export function OrganizationsBrowsePage() {
  usePageTitle('Organizations');
  const [page, setPage] = useState(0);
  const { data, isLoading, isError, refetch } = useExportOrganizationsQuery({
    offset: page * ORGANIZATION_PAGE_SIZE,
    limit: ORGANIZATION_PAGE_SIZE,
  });
  const total = data?.[0]?.total_rows ?? 0;
  return (
    <section aria-labelledby="mb-org-browse-title" className="mb-org-browse">
      <Typography.Title level={1} id="mb-org-browse-title">
        Organizations
      </Typography.Title>
      {isLoading ? (
        <div role="status" aria-label="Loading organizations" className="mb-org-state">
          <Spin size="large" />
        </div>
      ) : null}
      {isError ? (
        <p role="alert">
          The organizations could not be loaded.{' '}
          <Button type="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {data && data.length === 0 ? <Empty description="No organizations yet." /> : null}
      <ul className="mb-org-browse__grid">
        {data?.map((row) => (
          <OrganizationCard key={row.nid} row={row} />
        ))}
      </ul>
      {total > ORGANIZATION_PAGE_SIZE ? (
        <Pagination
          current={page + 1}
          pageSize={ORGANIZATION_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(next) => setPage(next - 1)}
        />
      ) : null}
    </section>
  );
}
