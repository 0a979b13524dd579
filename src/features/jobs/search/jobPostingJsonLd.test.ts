import { googleEmploymentType, jobPostingJsonLd, serializeJsonLd } from './jobPostingJsonLd';
import type { JobView } from './jobView';

function buildView(overrides: Partial<JobView> = {}): JobView {
  return {
    nid: 7,
    title: 'Frontend engineer',
    organization: {
      nid: 12,
      name: 'Acme',
      logo: 'https://cdn.example/acme.png',
      website: 'https://acme.example/',
    },
    city: 'Berlin',
    state: 'Berlin',
    country: 'Germany',
    location: 'Berlin, Berlin, Germany',
    remote: 'no',
    employmentType: 'full_time',
    experience: '3-5',
    salary: null,
    created: '2026-03-01T09:30:00+00:00',
    validUntil: '2026-04-30',
    description: '<p>Build the board.</p>',
    experienceRequirements: '',
    skills: ['TypeScript'],
    applyUrl: '',
    identifier: '',
    featured: false,
    match: null,
    ...overrides,
  };
}

describe('jobPostingJsonLd', () => {
  it('describes an on-site job with its address, page, identifier and Google employment type', () => {
    const posting = jobPostingJsonLd(buildView(), 'https://api.example/', 'https://jobs.example');
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend engineer',
      description: '<p>Build the board.</p>',
      datePosted: '2026-03-01T09:30:00+00:00',
      validThrough: '2026-04-30T23:59:59Z',
      employmentType: 'FULL_TIME',
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: '7' },
      url: 'https://jobs.example/job-posting/7',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme',
        sameAs: 'https://acme.example/',
        logo: 'https://cdn.example/acme.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Berlin',
          addressRegion: 'Berlin',
          addressCountry: 'Germany',
        },
      },
    });
  });

  it('marks a remote job as telecommute with the country applicants must live in', () => {
    const posting = jobPostingJsonLd(buildView({ remote: 'remote', city: '', state: '' }));
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Germany' });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('gives a remote job with a city both the telecommute and the place', () => {
    const posting = jobPostingJsonLd(buildView({ remote: 'remote', state: '' }));
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'Germany' },
    });
  });

  it('names the organization’s website only when it is a web address', () => {
    const organization = (website: string) =>
      jobPostingJsonLd(buildView({ organization: { ...buildView().organization, website } }))
        .hiringOrganization;
    expect(organization('javascript:alert(1)')).not.toHaveProperty('sameAs');
    expect(organization('')).not.toHaveProperty('sameAs');
    expect(organization('acme.example')).not.toHaveProperty('sameAs');
  });

  it('leaves the applicant location out of a remote job without a country', () => {
    const posting = jobPostingJsonLd(
      buildView({ remote: 'remote', city: '', state: '', country: '' }),
    );
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
  });

  it('gives the yearly salary range in the job currency, and only the known bounds', () => {
    expect(
      jobPostingJsonLd(buildView({ salary: { from: 50000, to: 70000, currency: 'EUR' } }))
        .baseSalary,
    ).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 70000, unitText: 'YEAR' },
    });
    expect(
      jobPostingJsonLd(buildView({ salary: { from: 40000, to: null, currency: 'USD' } }))
        .baseSalary,
    ).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 40000, unitText: 'YEAR' },
    });
    expect(jobPostingJsonLd(buildView())).not.toHaveProperty('baseSalary');
  });

  it('names the identifier and the experience requirements when the job has them', () => {
    const posting = jobPostingJsonLd(
      buildView({ identifier: 'FE-42', experienceRequirements: '<ul><li>React</li></ul>' }),
    );
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Acme', value: 'FE-42' });
    expect(posting.description).toBe('<p>Build the board.</p>\n<ul><li>React</li></ul>');
  });

  it('makes a root-relative logo absolute against the API address', () => {
    const view = buildView({
      organization: { nid: 12, name: 'Acme', logo: '/system/files/logo.png?sig=1', website: '' },
    });
    const posting = jobPostingJsonLd(view, 'https://api.example/');
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Acme',
      logo: 'https://api.example/system/files/logo.png?sig=1',
    });
    expect(posting.url).toBe('https://api.example/job-posting/7');
  });

  it('maps every employment type to a Google value, unknown ones to OTHER', () => {
    expect(
      ['part_time', 'contract', 'freelance', 'internship', 'temporary', 'apprenticeship'].map(
        googleEmploymentType,
      ),
    ).toEqual(['PART_TIME', 'CONTRACTOR', 'CONTRACTOR', 'INTERN', 'TEMPORARY', 'OTHER']);
  });
});

describe('serializeJsonLd', () => {
  it('escapes text that could close the script tag and still reads back the same', () => {
    const posting = jobPostingJsonLd(
      buildView({ title: '</script><script>alert(1)</script> & <!-- more' }),
    );
    const text = serializeJsonLd(posting);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(posting);
  });

  it('escapes line and paragraph separators', () => {
    const text = serializeJsonLd({ description: 'a\u2028b\u2029c' });
    expect(text).toBe('{"description":"a\\u2028b\\u2029c"}');
  });
});
