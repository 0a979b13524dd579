/**
 * Drizzle definitions of the tables of migration 004 (organizations, their members and
 * integrations). The SQL file is the source of truth.
 */
import { boolean, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import type { VideoValue } from '@contract/organizations';
import { link, nodeNid, ts } from './columns';

export const organizations = pgTable('organizations', {
  nid: nodeNid(),
  uuid: uuid('uuid').notNull(),
  created: ts('created').notNull(),
  changed: ts('changed').notNull(),
  title: text('title').notNull(),
  status: boolean('status').notNull().default(true),
  colorPicker: text('color_picker').notNull().default('#ffffff'),
  contactEmail: text('contact_email'),
  hiresNeeded: integer('hires_needed'),
  parentalLeaveWeeks: integer('parental_leave_weeks'),
  parentalLeaveAllParents: boolean('parental_leave_all_parents'),
  flexibleHours: boolean('flexible_hours'),
  partTimePossible: boolean('part_time_possible'),
  remotePolicy: text('remote_policy'),
  childcareSupport: boolean('childcare_support'),
  payEquityStatement: text('pay_equity_statement'),
  payEquityAuditYear: integer('pay_equity_audit_year'),
  womenInTechPercent: integer('women_in_tech_percent'),
  womenInLeadershipPercent: integer('women_in_leadership_percent'),
  womenShareAsOf: text('women_share_as_of'),
  /** Set by a trigger (migration 017) whenever a company fact changes. */
  factsUpdated: ts('facts_updated'),
  phoneNumber: text('phone_number'),
  websiteUrl: link('website_url'),
  linkedinProfile: link('linkedin_profile'),
  twitterProfile: link('twitter_profile'),
  facebookProfile: link('facebook_profile'),
  video: jsonb('video').$type<VideoValue[]>().notNull().default([]),
  companySize: text('company_size'),
  currency: text('currency').notNull().default('USD'),
  companyDescription: text('company_description'),
  whatMakesUnique: text('what_makes_unique'),
  videoText: text('video_text'),
  techChallenges: text('tech_challenges'),
  cultureDescription: text('culture_description'),
  logoFid: integer('logo_fid'),
  backgroundFid: integer('background_fid'),
  cultureImageFids: integer('culture_image_fids').array().notNull().default([]),
  technicalSkillTids: integer('technical_skill_tids').array().notNull().default([]),
  benefitTids: integer('benefit_tids').array().notNull().default([]),
  industryTids: integer('industry_tids').array().notNull().default([]),
  hiringLocationTid: integer('hiring_location_tid'),
  billingFirstName: text('billing_first_name'),
  billingLastName: text('billing_last_name'),
  billingEmail: text('billing_email'),
  billingPhone: text('billing_phone'),
  companyDataCompany: text('company_data_company'),
  companyDataVatEin: text('company_data_vat_ein'),
  companyDataAddress1: text('company_data_address_1'),
  companyDataAddress2: text('company_data_address_2'),
  companyDataPostalCode: text('company_data_postal_code'),
  companyDataCity: text('company_data_city'),
  companyDataState: text('company_data_state'),
  companyDataCountry: text('company_data_country'),
  jobQuota: integer('job_quota').notNull().default(10),
  featuredJobQuota: integer('featured_job_quota').notNull().default(3),
  inviteQuotaPerWeek: integer('invite_quota_per_week').notNull().default(10),
  candidateDatabaseDate: ts('candidate_database_date'),
});

export const organizationMembers = pgTable('organization_members', {
  organizationNid: integer('organization_nid').notNull(),
  userId: integer('user_id').notNull(),
  owner: boolean('owner').notNull().default(false),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  companyPosition: integer('company_position'),
  created: ts('created').notNull(),
});

export const greenhouseIntegrations = pgTable('greenhouse_integrations', {
  id: serial('id').primaryKey(),
  organizationNid: integer('organization_nid').notNull(),
  boardToken: text('board_token').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  created: ts('created').notNull(),
  changed: ts('changed').notNull(),
  /** The last sync (migration 014): when, how it went and what to tell the employer. */
  syncedAt: ts('synced_at'),
  syncState: text('sync_state'),
  syncMessage: text('sync_message'),
  /** When a sync was last asked for (migration 023): "Sync now" waits between requests. */
  syncRequestedAt: ts('sync_requested_at'),
  /** While a failed sync waits to be tried again (migration 026): when the next try is. */
  syncRetryAt: ts('sync_retry_at'),
});

export type OrganizationRow = typeof organizations.$inferSelect;
export type GreenhouseIntegrationRow = typeof greenhouseIntegrations.$inferSelect;
