/**
 * Drizzle definition of the table of migration 005 (job postings). The SQL file is the source of
 * truth; the generated `search` column is left out because nothing writes it and queries name it
 * in SQL.
 */
import { bigint, boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { nodeNid, ts } from './columns';

export const jobs = pgTable('jobs', {
  nid: nodeNid(),
  uuid: uuid('uuid').notNull(),
  organizationNid: integer('organization_nid').notNull(),
  authorUid: integer('author_uid'),
  created: ts('created').notNull(),
  changed: ts('changed').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  experienceRequirements: text('experience_requirements'),
  currency: text('currency').notNull().default('USD'),
  salaryFrom: integer('salary_from'),
  salaryTo: integer('salary_to'),
  cityName: text('city_name'),
  state: text('state'),
  countryTid: integer('country_tid'),
  remoteJob: text('remote_job').notNull().default('no'),
  employmentType: text('employment_type').notNull(),
  professionalExperience: text('professional_experience'),
  applyUrl: text('apply_url'),
  identifier: text('identifier'),
  applicationMethod: text('application_method'),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  technicalSkillTids: integer('technical_skill_tids').array().notNull().default([]),
  sticky: boolean('sticky').notNull().default(false),
  /** Set on jobs imported from a Greenhouse board (migration 014). */
  greenhouseBoardToken: text('greenhouse_board_token'),
  greenhouseJobId: bigint('greenhouse_job_id', { mode: 'number' }),
  /** The gender-coded wording category of the job's texts (contract/gender). */
  genderCoding: text('gender_coding'),
});

export type JobRow = typeof jobs.$inferSelect;
