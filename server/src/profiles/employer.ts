import { EMPLOYER_PROFILE_TYPE } from '@contract/profiles';
import { isEmployer } from '../auth/roles';
import {
  findEmployerProfileByUid,
  findEmployerProfileByUuid,
  insertEmployerProfile,
  lockEmployerProfile,
  updateEmployerProfile,
  type EmployerValues,
} from './employerRepository';
import type { EmployerProfileRow } from '../db/profileSchema';
import type { BundleDefinition, StoredProfile } from './model';
import { derivedTitle } from './model';
import { oneFile, oneTerm } from './relationships';
import { plain } from '../jsonapi/attributes';
import { optionalEmail, optionalText, phoneRule, requiredText } from '../jsonapi/memberRules';
import { listCodeRule } from '../reference/listKeyRules';

function toStored(row: EmployerProfileRow | undefined): StoredProfile | undefined {
  if (!row) return undefined;
  const { nid, uuid, uid, created, changed, ...values } = row;
  return { nid, uuid, uid, created, changed, values };
}

export const employerProfile: BundleDefinition = {
  bundle: 'employer_profile',
  type: EMPLOYER_PROFILE_TYPE,
  mayOwn: isEmployer,
  attributes: {
    title: derivedTitle,
    field_company_name: plain('companyName', requiredText),
    field_contact_email: plain('contactEmail', optionalEmail),
    field_first_name: plain('firstName', requiredText),
    field_last_name: plain('lastName', requiredText),
    field_phone_number: plain('phoneNumber', phoneRule('Phone number is not valid')),
    field_role_at_company: plain('roleAtCompany', optionalText),
    field_company_position: plain('companyPosition', listCodeRule('company_position')),
  },
  relationships: {
    field_profile_picture: oneFile('image', 'pictureFid'),
    field_country: oneTerm('country', 'countryTid'),
  },
  includes: ['field_profile_picture', 'field_country'],
  requiredOnCreate: ['field_first_name', 'field_last_name'],
  emptyValues: () => ({
    title: '',
    companyName: null,
    contactEmail: null,
    firstName: '',
    lastName: '',
    phoneNumber: null,
    roleAtCompany: null,
    companyPosition: null,
    countryTid: null,
    pictureFid: null,
  }),
  crossCheck: () => [],
  findByUuid: async (db, uuid) => toStored(await findEmployerProfileByUuid(db, uuid)),
  findByUid: async (db, uid) => toStored(await findEmployerProfileByUid(db, uid)),
  async insert(db, { uuid, uid, values }, now) {
    // The bag holds exactly the columns of employer_profiles.
    await insertEmployerProfile(db, { uuid, uid, values: values as EmployerValues }, now);
  },
  lock: lockEmployerProfile,
  async update(db, nid, values, now) {
    await updateEmployerProfile(db, nid, values as EmployerValues, now);
  },
};
