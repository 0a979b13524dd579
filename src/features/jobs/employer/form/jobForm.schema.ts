import dayjs from 'dayjs';
import { array, mixed, object, string } from 'yup';
import { JOB_MESSAGES, MAX_JOB_TITLE, MAX_VALIDITY_DAYS } from '@contract/jobs';
import { MAX_SALARY } from '@contract/reference';
import { isHttpUrl } from '@contract/urls';
import { hasRichText } from '@/components/form/textRules';

const { required, salary, url } = JOB_MESSAGES;

const digits = string()
  .matches(/^\d*$/, 'Digits only')
  .test('max', `At most ${MAX_SALARY}`, (value) => !value || Number(value) <= MAX_SALARY);

/**
 * The job form (spec 02 §5), with its messages verbatim. `storedValidUntil` is the date of the
 * job being edited: keeping an expired job's date is allowed, picking a past one is not.
 */
export const jobSchema = (storedValidUntil: string | null = null) =>
  object({
    title: string()
      .trim()
      .required(required)
      .max(MAX_JOB_TITLE, `At most ${MAX_JOB_TITLE} characters`),
    description: string().test('text', required, hasRichText),
    technicalSkills: array().of(string().required()).min(1, required).required(required),
    employmentType: string().nullable().required(required),
    remote: string().required(required),
    // A city is needed unless the job is fully remote.
    location: mixed()
      .nullable()
      .when('remote', {
        is: (remote: string) => remote !== 'remote',
        then: (schema) => schema.test('city', required, (value) => value != null),
      }),
    salaryFrom: digits.test('range', salary, function check(from) {
      const to = (this.parent as { salaryTo: string }).salaryTo;
      if (!from && !to) return true;
      if (!from || !to) return false;
      return Number(from) <= Number(to);
    }),
    salaryTo: digits,
    applyUrl: string().test('url', url, (value) => !value?.trim() || isHttpUrl(value)),
    identifier: string().max(255, 'At most 255 characters'),
    validUntil: string()
      .required(required)
      .test('future', 'Pick today or a later day', (value) => {
        if (!value || value === storedValidUntil) return true;
        return !dayjs(value).isBefore(dayjs().startOf('day'));
      })
      .test('bound', `At most ${MAX_VALIDITY_DAYS} days ahead`, (value) => {
        if (!value) return true;
        return !dayjs(value).isAfter(dayjs().add(MAX_VALIDITY_DAYS, 'day'));
      }),
  });
