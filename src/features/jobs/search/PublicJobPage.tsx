import { Spin } from 'antd';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isJobActive } from '@contract/jobs';
import { useAppSelector } from '@/app/hooks';
import { markLive } from '@/app/hydration';
import { useGetJobQuery } from '@/api/jobsApi';
import { Logo } from '@/components/layout/Logo';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { selectIsSignedIn, selectRole } from '@/session/authSlice';
import { jobPaths } from '../jobPaths';
import { publicJobNid, usePublicJobLists } from './publicJobData';
import { JobDetail } from './JobDetail';
import { viewOfJob } from './jobView';
import { useJobPostingJsonLd } from './useJobPostingJsonLd';
import './jobSearch.css';

/**
 * `/job-posting/{nid}`: an active job as anyone may read it, without signing in, so job search
 * engines can index it from its JobPosting JSON-LD. The server renders it with its data
 * (publicJobData.ts) and the browser hydrates it. A signed-in candidate is sent to the same job
 * in the job search (`/jobs/{nid}`).
 */
export function PublicJobPage() {
  const nid = publicJobNid(useParams().id);
  const signedIn = useAppSelector(selectIsSignedIn);
  const role = useAppSelector(selectRole);
  const { data, isLoading } = useGetJobQuery(nid, { skip: nid === 0 });
  // Only the lists the server preloads: the facts' labels.
  const lists = usePublicJobLists();
  const job = data && isJobActive(data.attributes.field_valid_until) ? viewOfJob(data) : null;
  useJobPostingJsonLd(job);
  usePageTitle(job ? job.title : 'Job');
  // Hydrated from the server's markup: the page is the app's now (no form waits to go live).
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) markLive(root);
  }, []);
  if (signedIn && role === 'candidate') return <Navigate to={jobPaths.searchDetail(nid)} replace />;
  return (
    <div className="mb-public-job">
      <header className="mb-public-job__bar">
        <Link to="/" aria-label="Matchboard home">
          <Logo />
        </Link>
        <Link to="/">Sign in to see every job</Link>
      </header>
      <main className="mb-public-job__main">
        {isLoading ? (
          <div role="status" aria-label="Loading the job" className="mb-job-search__state">
            <Spin size="large" />
          </div>
        ) : job ? (
          <>
            <h1 className="mb-visually-hidden">{job.title}</h1>
            <JobDetail job={job} lists={lists} titleId="mb-public-job-title" />
          </>
        ) : (
          <section aria-labelledby="mb-public-job-missing">
            <h1 id="mb-public-job-missing">Job not found</h1>
            <p>The job may have been filled or expired.</p>
            <Link to="/sign-up">Create an account to see the jobs on Matchboard</Link>
          </section>
        )}
      </main>
    </div>
  );
}
