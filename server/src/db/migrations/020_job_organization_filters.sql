-- The job search narrowed to organizations (issue 27; a company's jobs, as `npm run bench -- peers`
-- asks them): jobs_organization_created gives an organization's rows, but each must then be read
-- from the table and its search vector decompressed to learn whether it is remote and pays
-- enough. For the 5,000 jobs of the bench's big organization that was 1,654 table pages and
-- 5.3 ms of execution. Work mode and pay are the filters a candidate sets most; with them in the
-- index only the rows that pass both are read: 729 pages, 1.7 ms.
CREATE INDEX jobs_organization_remote_salary ON jobs (organization_nid, remote_job, salary_to);
