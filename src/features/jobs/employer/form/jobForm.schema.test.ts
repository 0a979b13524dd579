import dayjs from 'dayjs';
import { JOB_MESSAGES } from '@contract/jobs';
import { emptyJobForm, formToChange, type JobFormValues } from './jobForm';
import { jobSchema } from './jobForm.schema';

const valid = (): JobFormValues => ({
  ...emptyJobForm('EUR'),
  title: 'Engineer',
  description: '<p>Build things.</p>',
  technicalSkills: ['skill-1'],
  employmentType: 'full_time',
  location: { city: 'Berlin', state: 'Berlin', country: 'Germany', countryCode: 'DE' },
});

async function errorsOf(values: JobFormValues, stored: string | null = null) {
  try {
    await jobSchema(stored).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

describe('the job form rules (spec 02 §5)', () => {
  it('accepts a complete job', async () => {
    expect(await errorsOf(valid())).toEqual({});
  });

  it('requires title, description, skills and employment type with the spec message', async () => {
    const errors = await errorsOf({
      ...valid(),
      title: '   ',
      description: '<p> </p>',
      technicalSkills: [],
      employmentType: null,
    });
    expect(errors).toMatchObject({
      title: JOB_MESSAGES.required,
      description: JOB_MESSAGES.required,
      technicalSkills: JOB_MESSAGES.required,
      employmentType: JOB_MESSAGES.required,
    });
  });

  it('needs a city unless the job is remote', async () => {
    expect((await errorsOf({ ...valid(), location: null })).location).toBe(JOB_MESSAGES.required);
    expect(await errorsOf({ ...valid(), location: null, remote: 'remote' })).toEqual({});
  });

  it('needs both salary bounds, from not above to, and digits only', async () => {
    expect((await errorsOf({ ...valid(), salaryFrom: '9', salaryTo: '5' })).salaryFrom).toBe(
      JOB_MESSAGES.salary,
    );
    expect((await errorsOf({ ...valid(), salaryFrom: '9', salaryTo: '' })).salaryFrom).toBe(
      JOB_MESSAGES.salary,
    );
    expect(await errorsOf({ ...valid(), salaryFrom: '5', salaryTo: '9' })).toEqual({});
    expect((await errorsOf({ ...valid(), salaryTo: '5e3', salaryFrom: '1' })).salaryTo).toBe(
      'Digits only',
    );
  });

  it('checks the apply address', async () => {
    expect((await errorsOf({ ...valid(), applyUrl: 'jobs page' })).applyUrl).toBe(JOB_MESSAGES.url);
    expect(await errorsOf({ ...valid(), applyUrl: 'https://jobs.example/1' })).toEqual({});
  });

  it('needs a valid-until from today, but lets an expired job keep its date', async () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    expect((await errorsOf({ ...valid(), validUntil: '' })).validUntil).toBe(JOB_MESSAGES.required);
    expect((await errorsOf({ ...valid(), validUntil: yesterday })).validUntil).toBe(
      'Pick today or a later day',
    );
    expect(await errorsOf({ ...valid(), validUntil: yesterday }, yesterday)).toEqual({});
  });
});

describe('the job form values', () => {
  it('start one month ahead in the organization currency, else USD', () => {
    const today = new Date('2026-01-31T10:00:00Z');
    expect(emptyJobForm('EUR', today)).toMatchObject({ validUntil: '2026-02-28', currency: 'EUR' });
    expect(emptyJobForm(null, today).currency).toBe('USD');
  });

  it('send the JSON:API members the server reads', () => {
    const change = formToChange({ ...valid(), salaryFrom: '50000', salaryTo: '70000' }, 'org-1');
    expect(change.attributes).toMatchObject({
      title: 'Engineer',
      field_base_salary_year: { from: 50000, to: 70000 },
      field_job_city_name: 'Berlin',
      field_job_state: 'Berlin',
      field_currency: 'EUR',
    });
    expect(change.relationships?.field_hiring_organization).toEqual({
      type: 'node--organization_profile',
      id: 'org-1',
    });
    expect(
      formToChange({ ...valid(), remote: 'remote', location: null }).attributes.field_job_city_name,
    ).toBeNull();
  });
});
