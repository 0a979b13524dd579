import { Empty, Spin, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ORGANIZATION_CARD_DESCRIPTION_LENGTH,
  ORGANIZATION_PAGE_SIZE,
  type OrganizationExportRow,
} from '@contract/organizations';
import { useExportOrganizationsQuery } from '@/api/organizationsApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { Pager } from '@/components/pager/Pager';
import { organizationPaths } from '../organizationPaths';
import '../components/organizationBanner.css';
import './organizationsBrowse.css';
import { ListFailed } from '@/components/lists/ListParts';

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
        className="mb-org-banner mb-org-card__banner"
        style={
          row.field_page_title_background
            ? { backgroundImage: `url("${row.field_page_title_background}")` }
            : undefined
        }
      >
        {row.logo ? <img className="mb-org-logo" src={row.logo} alt="" /> : null}
      </div>
      <div className="mb-org-card__body">
        <h2 id={titleId} className="mb-org-card__title">
          {/* The whole card is this link (its ::after covers the card): touch screens have no
              hover to show the overlay. */}
          <Link to={organizationPaths.publicProfile(row.nid)} className="mb-org-card__link">
            {row.title}
          </Link>
        </h2>
        {row.field_industry ? <p className="mb-org-card__meta">{row.field_industry}</p> : null}
        <p className="mb-org-card__text">{description}</p>
      </div>
      {/* Spec 02 §2's hover overlay; the card's link above is what keyboards and screen
          readers use, so this one is out of the tab order. */}
      <div className="mb-org-card__overlay" aria-hidden="true">
        <Link
          to={organizationPaths.publicProfile(row.nid)}
          className="mb-org-card__more"
          tabIndex={-1}
        >
          Read more
        </Link>
      </div>
    </li>
  );
}

/** The 0-based page of `?page=`, as the other lists keep it in the address. */
function pageOf(params: URLSearchParams): number {
  const raw = params.get('page') ?? '0';
  return /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
}

/** `/organizations` (candidates): company cards, 30 a page, with a Read more overlay. */
export function OrganizationsBrowsePage() {
  usePageTitle('Organizations');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const top = useRef<HTMLHeadingElement>(null);
  const { data, isLoading, isError, refetch } = useExportOrganizationsQuery({
    offset: page * ORGANIZATION_PAGE_SIZE,
    limit: ORGANIZATION_PAGE_SIZE,
  });
  const total = data?.[0]?.total_rows ?? 0;
  return (
    <section aria-labelledby="mb-org-browse-title" className="mb-org-browse">
      <Typography.Title level={1} id="mb-org-browse-title" ref={top}>
        Organizations
      </Typography.Title>
      {isLoading ? (
        <div role="status" aria-label="Loading organizations" className="mb-org-state">
          <Spin size="large" />
        </div>
      ) : null}
      {isError ? (
        <ListFailed
          message="The organizations could not be loaded."
          onRetry={() => void refetch()}
        />
      ) : null}
      {data && data.length === 0 ? <Empty description="No organizations yet." /> : null}
      <ul className="mb-org-browse__grid">
        {data?.map((row) => (
          <OrganizationCard key={row.nid} row={row} />
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={Math.ceil(total / ORGANIZATION_PAGE_SIZE)}
        onChange={(next) => setParams(next === 0 ? {} : { page: String(next) })}
        scrollTo={top}
      />
    </section>
  );
}
