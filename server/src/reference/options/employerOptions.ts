import type { ListFieldOptions } from '@contract/reference';

/**
 * The employer's position (field_company_position stores the numeric code). Codes are in
 * display order, which JavaScript keeps for integer-like keys.
 */
export const COMPANY_POSITION: ListFieldOptions = {
  '1': 'CEO / Founder',
  '2': 'CTO',
  '3': 'COO',
  '4': 'VP of Engineering',
  '5': 'HR / Talent Acquisition',
  '6': 'Recruiter',
  '7': 'Engineering Manager',
  '8': 'Team Lead',
  '9': 'Product Manager',
  '10': 'Other',
};

export const COMPANY_SIZE: ListFieldOptions = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-500': '201-500 employees',
  '501-1000': '501-1000 employees',
  '1001-5000': '1001-5000 employees',
  '5001+': '5001+ employees',
};
