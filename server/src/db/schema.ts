/**
 * Drizzle table definitions mirroring the numbered SQL migrations in ./migrations. The SQL files
 * are the source of truth for the database; these definitions give queries their types.
 */
import { boolean, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull(),
  name: text('name').notNull(),
  mail: text('mail').notNull(),
  passHash: text('pass_hash').notNull(),
  status: boolean('status').notNull(),
  roles: text('roles').array().notNull(),
  profileType: text('profile_type'),
  profileUuid: uuid('profile_uuid'),
  created: ts('created').notNull(),
  changed: ts('changed').notNull(),
});

export const accountLinks = pgTable('account_links', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose').$type<'confirm' | 'reset' | 'invite'>().notNull(),
  hash: text('hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  created: ts('created').notNull(),
});

export const tokenFamilies = pgTable('token_families', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  clientId: text('client_id').notNull(),
  revokedAt: ts('revoked_at'),
  created: ts('created').notNull(),
});

export const accessTokens = pgTable('access_tokens', {
  hash: text('hash').primaryKey(),
  familyId: integer('family_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  hash: text('hash').primaryKey(),
  familyId: integer('family_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

export const profilesIndex = pgTable('profiles_index', {
  uuid: uuid('uuid').primaryKey(),
  bundle: text('bundle').notNull(),
  uid: integer('uid').notNull(),
});

export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created: ts('created').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
