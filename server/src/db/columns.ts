/** Column builders the Drizzle table definitions share (the SQL migrations are the truth). */
import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LinkValue } from '@contract/profiles';

/** Profiles, organizations and jobs draw their nid from the node sequence they all share. */
export const nodeNid = () =>
  integer('nid')
    .primaryKey()
    .default(sql`nextval('node_nid_seq')`);

/** A timestamptz, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A link field ({uri, title}) kept as JSON. */
export const link = (name: string) => jsonb(name).$type<LinkValue>();

/**
 * The columns both kinds of profile have: the node, its owner, its times and its title, and the
 * person — name, contact, country and picture.
 */
export const profileColumns = () => ({
  nid: nodeNid(),
  uuid: uuid('uuid').notNull(),
  uid: integer('uid').notNull(),
  created: ts('created').notNull(),
  changed: ts('changed').notNull(),
  title: text('title').notNull(),
  contactEmail: text('contact_email'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  countryTid: integer('country_tid'),
  pictureFid: integer('picture_fid'),
});
