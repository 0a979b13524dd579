import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { organizations } from '../db/organizationSchema';
import { findUserByMail } from '../accounts/userRepository';
import { insertJob } from './repository';
import { emptyJobValues } from './write';
import { termTid, termTids } from '../reference/termRepository';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoJob {
  title: string;
  description: string;
  experience: string;
  skills: string[];
  country: string;
  city: string | null;
  state: string | null;
  remote: 'remote' | 'hybrid' | 'no';
  employment: string;
  level: string;
  salary: [number, number] | null;
  /** Days from now to the last valid day; negative for an expired job. */
  validFor: number;
  /** Days ago it was published. */
  age: number;
  sticky: boolean;
}

const JOBS: DemoJob[] = [
  {
    title: 'Senior Frontend Engineer (React, TypeScript)',
    description:
      '<p>Own the candidate experience of Matchboard: fast, accessible pages that work on every phone.</p><ul><li>Build features end to end with React and TypeScript</li><li>Keep our pages under their performance budgets</li><li>Mentor two engineers in the web team</li></ul>',
    experience: '<p>Five years of building web applications, two of them with TypeScript.</p>',
    skills: ['TypeScript', 'React', 'Node.js'],
    country: 'Germany',
    city: 'Berlin',
    state: 'Berlin',
    remote: 'hybrid',
    employment: 'full_time',
    level: '5-10',
    salary: [70000, 85000],
    validFor: 40,
    age: 3,
    sticky: true,
  },
  {
    title: 'Data Engineer, Search and Matching',
    description:
      '<p>Help candidates and employers find each other. You will design the pipelines and indexes behind our search over hundreds of thousands of profiles.</p><p>We care about privacy: every query respects what a candidate chose to share.</p>',
    experience: '<p>Experience with PostgreSQL at scale and one of Python or Go.</p>',
    skills: ['Python', 'PostgreSQL', 'SQL'],
    country: 'Germany',
    city: null,
    state: null,
    remote: 'remote',
    employment: 'full_time',
    level: '3-5',
    salary: [65000, 80000],
    validFor: 25,
    age: 8,
    sticky: true,
  },
  {
    title: 'Platform Engineer (Kubernetes)',
    description:
      '<p>Run the platform our product teams deploy to twenty times a day. Infrastructure as code, observability and calm on-call.</p>',
    experience: '<p>Kubernetes and AWS in production; Terraform is a plus.</p>',
    skills: ['Kubernetes', 'AWS', 'Docker'],
    country: 'Germany',
    city: 'Hamburg',
    state: 'Hamburg',
    remote: 'hybrid',
    employment: 'full_time',
    level: '5-10',
    salary: [68000, 82000],
    validFor: 55,
    age: 12,
    sticky: false,
  },
  {
    title: 'Working Student Backend Development',
    description:
      '<p>Join the API team for 20 hours a week while you study. You will write Node.js services, tests and documentation with a mentor at your side.</p>',
    experience: '<p>Enrolled in computer science or a related subject.</p>',
    skills: ['Node.js', 'TypeScript'],
    country: 'Germany',
    city: 'Berlin',
    state: 'Berlin',
    remote: 'no',
    employment: 'working_student',
    level: '0-1',
    salary: null,
    validFor: 30,
    age: 20,
    sticky: false,
  },
  {
    title: 'Engineering Manager, Employer Product',
    description:
      '<p>Lead a team of six engineers building the employer side: job posts, candidate search and the hiring board. Hire, coach and help the team ship.</p>',
    experience:
      '<p>Two years leading engineering teams; hands-on background in web development.</p>',
    skills: ['TypeScript', 'SQL'],
    country: 'Germany',
    city: 'Berlin',
    state: 'Berlin',
    remote: 'hybrid',
    employment: 'full_time',
    level: '10+',
    salary: [90000, 110000],
    validFor: 60,
    age: 1,
    sticky: false,
  },
  {
    title: 'QA Engineer (contract)',
    description: '<p>A six-month contract to build our end-to-end test suite with Playwright.</p>',
    experience: '<p>Test automation for web applications.</p>',
    skills: ['TypeScript'],
    country: 'Germany',
    city: 'Munich',
    state: 'Bavaria',
    remote: 'no',
    employment: 'contract',
    level: '3-5',
    salary: null,
    validFor: -10,
    age: 70,
    sticky: false,
  },
];

/**
 * Gives the demo organization a handful of realistic jobs: two featured, one expired, one
 * without a salary. Runs after the demo organization.
 *
 * @returns lines worth printing at start.
 */
export async function seedDemoJobs(db: Db, employerMail: string, now: Date): Promise<string[]> {
  const employer = await findUserByMail(db, employerMail);
  if (!employer) return [];
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.title, 'Matchboard Demo GmbH'))
    .limit(1);
  if (!organization) return [];
  for (const job of JOBS) {
    const created = new Date(now.getTime() - job.age * DAY_MS);
    const validUntil = new Date(now.getTime() + job.validFor * DAY_MS).toISOString().slice(0, 10);
    const values = {
      ...emptyJobValues(organization.currency),
      title: job.title,
      description: job.description,
      experienceRequirements: job.experience,
      salaryFrom: job.salary?.[0] ?? null,
      salaryTo: job.salary?.[1] ?? null,
      cityName: job.city,
      state: job.state,
      countryTid: await termTid(db, 'country', job.country),
      remoteJob: job.remote,
      employmentType: job.employment,
      professionalExperience: job.level,
      applyUrl: 'https://matchboard.example/careers',
      applicationMethod: 'apply_url',
      validUntil,
      technicalSkillTids: await termTids(db, 'technical_skills', job.skills),
      sticky: job.sticky,
    };
    await insertJob(
      db,
      {
        uuid: randomUUID(),
        organizationNid: organization.nid,
        authorUid: employer.id,
        values,
      },
      created,
    );
  }
  return [`Demo jobs: ${JOBS.length} for ${organization.title} (2 featured, 1 expired)`];
}
