/**
 * Drizzle definitions of the tables of migration 002 (taxonomy terms, files, profiles). Kept
 * apart from schema.ts so the profile issue's tables live next to their repositories; the SQL
 * file is the source of truth.
 */
import {
  bigint,
  boolean,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { link, profileColumns, ts } from './columns';

export const taxonomyTerms = pgTable('taxonomy_terms', {
  tid: serial('tid').primaryKey(),
  uuid: uuid('uuid').notNull(),
  vocabulary: text('vocabulary').notNull(),
  name: text('name').notNull(),
  weight: integer('weight').notNull(),
  code: text('code'),
});

export const files = pgTable('files', {
  fid: serial('fid').primaryKey(),
  uuid: uuid('uuid').notNull(),
  uid: integer('uid').notNull(),
  kind: text('kind').$type<'image' | 'pdf'>().notNull(),
  filename: text('filename').notNull(),
  filemime: text('filemime').notNull(),
  filesize: bigint('filesize', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  /** The server whose disk holds the file (local store: host and folder); null in a bucket. */
  storedOn: text('stored_on'),
  status: boolean('status').notNull(),
  created: ts('created').notNull(),
  changed: ts('changed').notNull(),
});

export const candidateProfiles = pgTable('candidate_profiles', {
  ...profileColumns(),
  shortBio: text('short_bio'),
  cityText: text('city_text'),
  state: text('state'),
  cvFid: integer('cv_fid'),
  thirdPartyCommunications: text('third_party_communications').$type<'0' | '1'>(),
  nameVisibleToCompanies: text('name_visible_to_companies').$type<'0' | '1'>(),
  linkedinProfile: link('linkedin_profile'),
  githubProfile: link('github_profile'),
  twitterProfile: link('twitter_profile'),
  portfolioLink: link('portfolio_link'),
  languages: text('languages').array().notNull(),
  languageProficiencies: text('language_proficiencies').array().notNull(),
  professionalExperience: text('professional_experience'),
  currentRole: text('current_role_text'),
  rolesInterested: text('roles_interested').array().notNull(),
  remoteWork: text('remote_work'),
  lookingForOpportunities: text('looking_for_opportunities').array().notNull(),
  visaSponsorshipRequired: text('visa_sponsorship_required').array().notNull(),
  salaryFrom: numeric('salary_from', { mode: 'number' }),
  salaryTo: numeric('salary_to', { mode: 'number' }),
  currency: text('currency').notNull(),
  involvingInterest: text('involving_interest'),
});

export const candidateProfileSkills = pgTable('candidate_profile_skills', {
  nid: integer('nid').notNull(),
  kind: text('kind').$type<'technical' | 'personal'>().notNull(),
  delta: integer('delta').notNull(),
  tid: integer('tid').notNull(),
  level: text('level').notNull(),
});

export const employerProfiles = pgTable('employer_profiles', {
  ...profileColumns(),
  companyName: text('company_name'),
  roleAtCompany: text('role_at_company'),
  companyPosition: integer('company_position'),
});

export type TermRow = typeof taxonomyTerms.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
export type EmployerProfileRow = typeof employerProfiles.$inferSelect;
