import fc from 'fast-check';
import type { SkillLevel } from '../profiles';
import {
  HARD_MISMATCH_DIVISOR,
  NO_FACTS,
  scoreMatch,
  type MatchCandidate,
  type MatchJob,
  type MatchLabels,
} from './score';

const SKILLS: Record<number, string> = {
  1: 'TypeScript',
  2: 'React',
  3: 'Kubernetes',
  4: 'Go',
  5: 'PostgreSQL',
};
const COUNTRIES: Record<number, string> = { 10: 'Germany', 11: 'France' };
const OPTIONS: Record<string, Record<string, string>> = {
  professional_experience: {
    '0-1': '0-1 years',
    '1-3': '1-3 years',
    '3-5': '3-5 years',
    '5-10': '5-10 years',
    '10+': '10+ years',
  },
  employment_type: { full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract' },
  remote_job: { remote: 'Remote', hybrid: 'Hybrid', no: 'On-site' },
  remote_work: { remote: 'Fully remote', hybrid: 'Hybrid', no: 'On-site', any: 'No preference' },
};
const labels: MatchLabels = {
  skill: (tid) => SKILLS[tid] ?? `#${tid}`,
  country: (tid) => COUNTRIES[tid] ?? `#${tid}`,
  option: (field, key) => OPTIONS[field]?.[key] ?? key,
};

/** A job and a candidate that fit in every respect. */
const job = (overrides: Partial<MatchJob> = {}): MatchJob => ({
  skills: [1, 2],
  experience: '3-5',
  employmentType: 'full_time',
  remote: 'hybrid',
  countryTid: 10,
  city: 'Berlin',
  salary: { from: 65_000, to: 85_000, currency: 'EUR' },
  ...overrides,
});
const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  skills: [
    { tid: 1, level: 'expert' },
    { tid: 2, level: 'expert' },
  ],
  experience: '5-10',
  employmentTypes: ['full_time'],
  remote: 'hybrid',
  countryTid: 10,
  city: 'berlin',
  visa: ['no'],
  salary: { from: 70_000, to: 80_000, currency: 'EUR' },
  ...overrides,
});
const texts = (j: MatchJob, c: MatchCandidate) =>
  scoreMatch(j, c, labels).reasons.map((r) => r.text);
const score = (j: MatchJob, c: MatchCandidate) => scoreMatch(j, c, labels).score;

describe('scoreMatch', () => {
  it('gives 100 to a fit in every respect, with the facts that make it', () => {
    const match = scoreMatch(job(), candidate(), labels);
    expect(match.score).toBe(100);
    expect(match.reasons.map((reason) => reason.text)).toEqual([
      '2 of 2 required skills',
      'TypeScript, React at level Expert',
      '5-10 years of experience, the job asks for 3-5 years',
      'looks for Full-time — this job is Full-time',
      'wants Hybrid — this job is Hybrid',
      'lives in Berlin, where the job is',
      'expects 70,000–80,000 EUR, the job pays 65,000–85,000 EUR',
    ]);
    expect(match.reasons.every((reason) => reason.fit === 'good')).toBe(true);
  });

  it('counts the required skills she has, names what is missing, and weighs her level', () => {
    const fiveSkills = job({ skills: [1, 2, 3, 4, 5] });
    const four = candidate({
      skills: [1, 2, 4, 5].map((tid) => ({ tid, level: 'expert' as SkillLevel })),
    });
    expect(texts(fiveSkills, four)[0]).toBe('4 of 5 required skills (missing: Kubernetes)');
    const beginner = candidate({
      skills: [1, 2, 4, 5].map((tid) => ({ tid, level: 'beginner' as SkillLevel })),
    });
    expect(score(fiveSkills, beginner)).toBeLessThan(score(fiveSkills, four));
    const none = candidate({ skills: [] });
    const reason = scoreMatch(fiveSkills, none, labels).reasons[0];
    expect(reason).toMatchObject({ fit: 'mismatch', points: 0 });
    expect(reason.text).toBe(
      '0 of 5 required skills (missing: TypeScript, React, Kubernetes and 2 more)',
    );
  });

  it('gives half of one band short of the experience asked for, nothing below', () => {
    const points = (experience: string) =>
      scoreMatch(job({ experience: '5-10' }), candidate({ experience }), labels).reasons.find(
        (reason) => reason.kind === 'experience',
      )!.points;
    expect(points('10+')).toBe(15);
    expect(points('5-10')).toBe(15);
    expect(points('3-5')).toBe(7.5);
    expect(points('1-3')).toBe(0);
  });

  it('ranks a job far down for a mismatch she stated, and still scores it', () => {
    const fits = score(job(), candidate());
    const partTime = score(job({ employmentType: 'part_time' }), candidate());
    expect(texts(job({ employmentType: 'part_time' }), candidate())).toContain(
      'looks for Full-time — this job is Part-time',
    );
    expect(partTime).toBe(Math.round((fits - 10) / HARD_MISMATCH_DIVISOR));
    expect(partTime).toBeGreaterThan(0);

    const onSite = job({ remote: 'no' });
    const remoteOnly = candidate({ remote: 'remote' });
    expect(texts(onSite, remoteOnly)).toContain('wants Fully remote — this job is On-site');
    expect(score(onSite, remoteOnly)).toBeLessThan(30);
    // Hybrid against her on-site wish is a matter of degree, not an exclusion.
    expect(score(job({ remote: 'hybrid' }), candidate({ remote: 'no' }))).toBe(95);
  });

  it('counts a visa only for work in another country than hers', () => {
    const abroad = job({ countryTid: 11, city: 'Paris' });
    const needsVisa = candidate({ visa: ['yes'] });
    expect(texts(abroad, needsVisa)).toContain(
      'needs visa sponsorship to work in France — not offered',
    );
    expect(score(abroad, needsVisa)).toBeLessThan(score(abroad, candidate()) / 2);
    expect(texts(job(), needsVisa).some((text) => text.includes('visa'))).toBe(false);
    expect(texts(job({ remote: 'remote', countryTid: 11 }), needsVisa).join()).not.toContain(
      'visa',
    );
  });

  it('compares salaries in one currency only, and says so otherwise', () => {
    const usd = candidate({ salary: { from: 70_000, to: 80_000, currency: 'USD' } });
    expect(texts(job(), usd)).toContain(
      'expects 70,000–80,000 USD, the job pays 65,000–85,000 EUR (different currencies: not compared)',
    );
    expect(score(job(), usd)).toBe(95);
    const pays = (to: number) => job({ salary: { from: null, to, currency: 'EUR' } });
    expect(score(pays(70_000), candidate())).toBe(100);
    // 10 % below what she expects: half the points; 20 % below: none.
    expect(score(pays(63_000), candidate())).toBe(95);
    expect(score(pays(56_000), candidate())).toBe(90);
  });

  it('scores missing data at half, below a fit and above a misfit', () => {
    const match = scoreMatch(job({ skills: [] }), NO_FACTS, labels);
    expect(match.score).toBe(50);
    expect(match.reasons.every((reason) => reason.fit === 'missing')).toBe(true);
    expect(match.reasons.map((reason) => reason.text)).toContain('The job names no skills');
  });

  it('treats a remote job as fitting wherever she lives, and a city by its name', () => {
    expect(texts(job({ remote: 'remote', countryTid: 11 }), candidate())).toContain(
      'The job is remote: any place fits',
    );
    expect(
      texts(job({ city: 'Frankfurt am Main' }), candidate({ city: 'frankfurt-am  main' })),
    ).toContain('lives in Frankfurt am Main, where the job is');
    expect(texts(job({ city: 'Munich' }), candidate())).toContain(
      'lives in Germany — the job is in Munich, Germany',
    );
  });
});

const level = fc.constantFrom<SkillLevel>('beginner', 'intermediate', 'advanced', 'expert');
const key = <T extends string>(...keys: T[]) => fc.option(fc.constantFrom(...keys), { nil: null });
const country = fc.option(fc.constantFrom(10, 11), { nil: null });
const money = fc.option(
  fc.record({
    from: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
    to: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
    currency: fc.constantFrom('EUR', 'USD'),
  }),
  { nil: null },
);
const anyJob: fc.Arbitrary<MatchJob> = fc.record({
  skills: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }),
  experience: key('0-1', '1-3', '3-5', '5-10', '10+'),
  employmentType: key('full_time', 'part_time', 'contract'),
  remote: key('remote', 'hybrid', 'no'),
  countryTid: country,
  city: key('Berlin', 'Paris'),
  salary: money,
});
const anyCandidate: fc.Arbitrary<MatchCandidate> = fc.record({
  skills: fc.uniqueArray(fc.record({ tid: fc.integer({ min: 1, max: 8 }), level }), {
    selector: (skill) => skill.tid,
    maxLength: 6,
  }),
  experience: key('0-1', '1-3', '3-5', '5-10', '10+'),
  employmentTypes: fc.uniqueArray(fc.constantFrom('full_time', 'part_time', 'contract')),
  remote: key('remote', 'hybrid', 'no', 'any'),
  countryTid: country,
  city: key('Berlin', 'Paris'),
  visa: fc.uniqueArray(fc.constantFrom('no', 'yes', 'eu_only')),
  salary: money,
});

describe('scoreMatch for any job and candidate', () => {
  it('is a whole number from 0 to 100, the same every time', () => {
    fc.assert(
      fc.property(anyJob, anyCandidate, (j, c) => {
        const first = scoreMatch(j, c, labels);
        expect(Number.isInteger(first.score)).toBe(true);
        expect(first.score).toBeGreaterThanOrEqual(0);
        expect(first.score).toBeLessThanOrEqual(100);
        expect(scoreMatch(j, c, labels)).toEqual(first);
      }),
    );
  });

  it('reads nothing but the job-relevant facts: a name, a picture or a sign-up date change no score', () => {
    const person = fc.record({
      firstName: fc.string(),
      lastName: fc.string(),
      email: fc.emailAddress(),
      picture: fc.webUrl(),
      nameVisible: fc.constantFrom('1', '0'),
      created: fc.date(),
    });
    fc.assert(
      fc.property(anyJob, anyCandidate, person, person, (j, c, one, other) => {
        const withOne = { ...c, ...one } as MatchCandidate;
        const withOther = { ...c, ...other } as MatchCandidate;
        expect(scoreMatch(j, withOne, labels)).toEqual(scoreMatch(j, withOther, labels));
      }),
    );
  });

  it('never scores a stated mismatch above the same job without it', () => {
    fc.assert(
      fc.property(anyJob, anyCandidate, (j, c) => {
        fc.pre(j.employmentType !== null);
        const wanted = { ...c, employmentTypes: [j.employmentType!] };
        const other = { ...c, employmentTypes: ['internship'] };
        expect(scoreMatch(j, other, labels).score).toBeLessThanOrEqual(
          scoreMatch(j, wanted, labels).score,
        );
      }),
    );
  });
});
