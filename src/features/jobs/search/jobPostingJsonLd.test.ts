import { googleEmploymentType, jobPostingJsonLd, serializeJsonLd } from './jobPostingJsonLd';
import type { JobView } from './jobView';

function buildView(overrides: Partial<JobView> = {}): JobView {
  return {
    nid: 7,
    title: 'Frontend engineer',
    organization: { nid: 12, name: 'Acme', logo: 'https://cdn.example/acme.png' },
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
  it('describes an on-site job with its postal address and Google employment type', () => {
    const posting = jobPostingJsonLd(buildView());
    expect(posting).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Frontend engineer',
      description: '<p>Build the board.</p>',
      datePosted: '2026-03-01T09:30:00+00:00',
      validThrough: '2026-04-30T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme',
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
      organization: { nid: 12, name: 'Acme', logo: '/system/files/logo.png?sig=1' },
    });
    expect(jobPostingJsonLd(view, 'https://api.example/').hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Acme',
      logo: 'https://api.example/system/files/logo.png?sig=1',
    });
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
