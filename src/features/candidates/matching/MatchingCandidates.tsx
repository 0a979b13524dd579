import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EMPTY_CANDIDATE_FILTERS, encodeCandidateFilters } from '@contract/candidates';
import { listQuery } from '@contract/listQuery';
import { MATCH_PAGE_SIZE } from '@contract/matching/api';
import { useMatchingCandidatesQuery } from '@/api/candidatesApi';
import { serverMessage } from '@/api/errors';
import type { Job } from '@/api/jobsApi';
import { useReferenceData } from '@/api/referenceApi';
import { ListFailed, ListLoading } from '@/components/lists/ListParts';
import { MatchReasons } from '@/components/matching/MatchReasons';
import { Pager } from '@/components/pager/Pager';
import { candidatePaths } from '../candidatePaths';
import { useIntroduction } from '../introduction/useIntroduction';
import { CandidateListCard, fullNameOf } from '../search/CandidateListCard';
import { useCandidateAccess } from '../useCandidateAccess';
import '../search/candidateSearch.css';
import './matchingCandidates.css';

/**
 * "Matching candidates (N)" under a job: the candidates who fit it, best first, each with her
 * score and why, and the search's card actions (Get Intro within the invite quota, View Profile
 * when connected). The link opens the candidate search with the job's skills and city.
 */
export function MatchingCandidates({ job, anchor }: { job: Job; anchor: string }) {
  const access = useCandidateAccess();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened through its anchor (the dashboard's Matches link): the list comes into view and its
  // heading takes focus, so a keyboard or screen-reader user lands on it too.
  useEffect(() => {
    if (hash !== `#${anchor}`) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash, anchor]);
  const { terms, lists } = useReferenceData();
  const [page, setPage] = useState(0);
  const top = useRef<HTMLElement>(null);
  const demo = !access.full;
  const list = useMatchingCandidatesQuery(
    { orgNid: access.orgNid, jobNid: job.nid, page },
    { skip: access.loading || access.orgNid === 0 },
  );
  const introduction = useIntroduction({
    orgNid: access.orgNid,
    demo,
    skip: access.loading,
  });
  const rows = list.isError ? undefined : list.data;
  const total = Number(rows?.[0]?.total_rows ?? 0);
  const tidByUuid = new Map((terms.technical_skills ?? []).map((term) => [term.id, term.tid]));
  const skills = job.technicalSkills
    .map((skill) => tidByUuid.get(skill.id))
    .filter((tid): tid is number => tid !== undefined);
  const city = job.attributes.field_job_city_name;
  const searchLink = candidatePaths.searchAt(
    listQuery(
      0,
      encodeCandidateFilters(
        { ...EMPTY_CANDIDATE_FILTERS, skills, locations: city ? [city] : [] },
        access.orgNid,
      ),
    ),
  );
  const title = `Matching candidates (${rows === undefined ? '…' : total})`;
  return (
    <section ref={top} id={anchor} aria-labelledby="mb-matching-title" className="mb-matching">
      <Typography.Title level={2} id="mb-matching-title" ref={heading} tabIndex={-1}>
        {title}
      </Typography.Title>
      <p className="mb-matching__intro">
        {demo
          ? 'Ranked by how well their skills, experience, wishes and place fit this job. Salary fit is shown once you have access to the candidate database. '
          : 'Ranked by how well their skills, experience, wishes, place and pay fit this job. '}
        <Link to={searchLink}>Search candidates with this job’s skills and city</Link>
      </p>
      {list.isFetching && rows === undefined ? (
        <ListLoading label="Loading matching candidates" />
      ) : null}
      {list.isError ? (
        <ListFailed
          message={serverMessage(list.error) ?? 'The matching candidates could not be loaded.'}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {rows !== undefined && rows.length === 0 ? (
        <p>No candidate shares a skill with this job yet.</p>
      ) : null}
      <ul
        className="mb-candidate-search__list"
        aria-label="Matching candidates"
        aria-busy={list.isFetching}
      >
        {rows?.map((row) => {
          const name = fullNameOf(row);
          return (
            <CandidateListCard
              key={row.node_uuid}
              row={row}
              status={introduction.statusOf(row.node_uuid, row.connection_status)}
              to={candidatePaths.profile(row.node_uuid)}
              experience={lists.professional_experience}
              invitesLeft={introduction.invitesLeft}
              busy={introduction.pendingUuid === row.node_uuid}
              onIntro={() =>
                introduction.request({ uuid: row.node_uuid, nodeId: row.node_id, name })
              }
            >
              <MatchReasons score={row.match_score} reasons={row.match_reasons} subject={name} />
            </CandidateListCard>
          );
        })}
      </ul>
      <Pager
        page={page}
        pageCount={Math.ceil(total / MATCH_PAGE_SIZE)}
        onChange={setPage}
        scrollTo={top}
      />
      {introduction.dialogs}
    </section>
  );
}
