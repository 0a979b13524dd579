import fc from 'fast-check';
import type { SkillLevel } from '../profiles';
import {
  CANDIDATE_VIEW,
  DEMO_SALARY_TEXT,
  DEMO_VIEW,
  EMPLOYER_VIEW,
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
    // Remote from anywhere needs no visa; remote within France means working from France.
    expect(texts(job({ remote: 'remote', countryTid: null }), needsVisa).join()).not.toContain(
      'visa',
    );
    expect(texts(job({ remote: 'remote', countryTid: 11 }), needsVisa)).toContain(
      'needs visa sponsorship to work in France — not offered',
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
    expect(texts(job({ remote: 'remote', countryTid: null }), candidate())).toContain(
      'The job is remote: any place fits',
    );
    expect(
      texts(job({ city: 'Frankfurt am Main' }), candidate({ city: 'frankfurt-am  main' })),
    ).toContain('lives in Frankfurt am Main, where the job is');
    expect(texts(job({ city: 'Munich' }), candidate())).toContain(
      'lives in Germany — the job is in Munich, Germany',
    );
  });

  it('limits a remote job with a country to those who live there', () => {
    const remoteInFrance = job({ remote: 'remote', countryTid: 11, city: null });
    const place = (c: MatchCandidate) =>
      scoreMatch(remoteInFrance, c, labels).reasons.find((r) => r.kind === 'location')!;
    expect(place(candidate())).toEqual({
      kind: 'location',
      points: 0,
      text: 'lives in Germany — this remote job is open in France only',
      fit: 'mismatch',
    });
    expect(place(candidate({ countryTid: 11, city: 'Lyon' }))).toMatchObject({
      points: 10,
      text: 'lives in France, where this remote job is open',
      fit: 'good',
    });
    expect(place(candidate({ countryTid: null }))).toMatchObject({ points: 5, fit: 'missing' });
  });
});

describe('the remote and place rules, every combination (README "Remote and place")', () => {
  const REMOTE_RULES: [wish: string, setting: string, points: number, fit: string][] = [
    ['remote', 'remote', 10, 'good'],
    ['remote', 'hybrid', 5, 'partial'],
    ['remote', 'no', 0, 'mismatch'],
    ['hybrid', 'remote', 5, 'partial'],
    ['hybrid', 'hybrid', 10, 'good'],
    ['hybrid', 'no', 5, 'partial'],
    ['no', 'remote', 5, 'partial'],
    ['no', 'hybrid', 5, 'partial'],
    ['no', 'no', 10, 'good'],
    ['any', 'remote', 10, 'good'],
    ['any', 'hybrid', 10, 'good'],
    ['any', 'no', 10, 'good'],
  ];
  it.each(REMOTE_RULES)(
    'a %s wish against a %s job: %d points, %s',
    (wish, setting, points, fit) => {
      const part = scoreMatch(
        job({ remote: setting }),
        candidate({ remote: wish }),
        labels,
      ).reasons.find((r) => r.kind === 'remote')!;
      expect([part.points, part.fit]).toEqual([points, fit]);
    },
  );

  const PLACE_RULES: [
    setting: string,
    jobCountry: number | null,
    jobCity: string | null,
    lives: number | null,
    city: string | null,
    points: number,
    fit: string,
  ][] = [
    ['remote', null, null, 10, 'Berlin', 10, 'good'],
    ['remote', null, null, null, null, 10, 'good'],
    ['remote', 10, null, 10, 'Munich', 10, 'good'],
    ['remote', 10, null, 11, 'Paris', 0, 'mismatch'],
    ['remote', 10, null, null, null, 5, 'missing'],
    ['hybrid', 10, 'Berlin', 10, 'Berlin', 10, 'good'],
    ['hybrid', 10, 'Berlin', 10, 'Munich', 7, 'partial'],
    ['hybrid', 10, 'Berlin', 11, 'Paris', 0, 'mismatch'],
    ['no', 10, null, 10, 'Munich', 7, 'partial'],
    ['no', null, null, 10, 'Berlin', 5, 'missing'],
    ['no', 10, 'Berlin', null, null, 5, 'missing'],
  ];
  it.each(PLACE_RULES)(
    'a %s job in country %s, city %s, for her in %s, %s: %d points, %s',
    (setting, jobCountry, jobCity, lives, city, points, fit) => {
      const part = scoreMatch(
        job({ remote: setting, countryTid: jobCountry, city: jobCity }),
        candidate({ countryTid: lives, city }),
        labels,
      ).reasons.find((r) => r.kind === 'location')!;
      expect([part.points, part.fit]).toEqual([points, fit]);
    },
  );
});

describe('the two readers', () => {
  it('speaks to the candidate in the second person, and of her to the employer in the third', () => {
    const j = job({ skills: [1, 2, 3], remote: 'remote', countryTid: null });
    const c = candidate({ remote: 'hybrid', employmentTypes: ['part_time'], visa: ['yes'] });
    const employer = scoreMatch(j, c, labels, EMPLOYER_VIEW);
    const her = scoreMatch(j, c, labels, CANDIDATE_VIEW);
    expect(her.reasons.map((r) => r.text)).toEqual([
      'You have 2 of the 3 skills the job asks for (missing: Kubernetes)',
      'You know TypeScript, React at level Expert',
      'You have 5-10 years of experience — the job asks for 3-5 years',
      'You look for Part-time — this job is Full-time',
      'You want Hybrid — this job is Remote',
      'The job is remote: you can work from anywhere',
      'You expect 70,000–80,000 EUR — the job pays 65,000–85,000 EUR',
    ]);
    expect(employer.reasons.map((r) => r.text)).toEqual([
      '2 of 3 required skills (missing: Kubernetes)',
      'TypeScript, React at level Expert',
      '5-10 years of experience, the job asks for 3-5 years',
      'looks for Part-time — this job is Full-time',
      'wants Hybrid — this job is Remote',
      'The job is remote: any place fits',
      'expects 70,000–80,000 EUR, the job pays 65,000–85,000 EUR',
    ]);
    // One model: the same facts, points and fits, worded twice.
    const facts = (m: ReturnType<typeof scoreMatch>) =>
      m.reasons.map(({ kind, points, fit }) => [kind, points, fit]);
    expect(facts(her)).toEqual(facts(employer));
    expect(her.score).toBe(employer.score);
    // Her side never speaks of her in the third person.
    for (const text of her.reasons.map((r) => r.text))
      expect(text).not.toMatch(/^(looks for|wants|lives in|expects|needs|has no)|The profile/);
    const gaps = scoreMatch(
      job({ countryTid: 11 }),
      { ...NO_FACTS, visa: ['yes'], countryTid: 10 },
      labels,
      CANDIDATE_VIEW,
    );
    expect(gaps.reasons.map((r) => r.text)).toEqual(
      expect.arrayContaining([
        'Your profile gives no experience',
        'Your profile names no employment type',
        'Your profile names no remote preference',
        'Your profile gives no salary expectation',
        'You need visa sponsorship to work in France — the job does not say it offers it',
      ]),
    );
    // What her profile leaves unsaid is marked so, for a link to the step that fills it.
    expect(gaps.reasons.filter((r) => r.gap === 'profile').map((r) => r.kind)).toEqual([
      'experience',
      'employment',
      'remote',
      'salary',
    ]);
    const jobGaps = scoreMatch(
      { ...job(), skills: [], experience: null, salary: null },
      candidate(),
      labels,
      CANDIDATE_VIEW,
    );
    expect(jobGaps.reasons.filter((r) => r.gap === 'job').map((r) => r.kind)).toEqual([
      'skills',
      'experience',
      'salary',
    ]);
  });

  it('under demo access, says the pay is not compared and reads no salary at all', () => {
    const demo = scoreMatch(job(), candidate(), labels, DEMO_VIEW);
    expect(demo.reasons.find((r) => r.kind === 'salary')).toEqual({
      kind: 'salary',
      points: 5,
      text: DEMO_SALARY_TEXT,
      fit: 'missing',
      gap: 'hidden',
    });
    const lower = candidate({ salary: { from: 200_000, to: null, currency: 'EUR' } });
    expect(scoreMatch(job(), lower, labels, DEMO_VIEW)).toEqual(demo);
    // A job without pay says so, whoever reads it.
    expect(
      scoreMatch(job({ salary: null }), candidate(), labels, DEMO_VIEW).reasons.find(
        (r) => r.kind === 'salary',
      )!.text,
    ).toBe('The job shows no salary');
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

describe('what demo access hides takes no part (property)', () => {
  it('leaves the demo answer byte-identical whatever her salary expectation is', () => {
    fc.assert(
      fc.property(anyJob, anyCandidate, money, (j, c, otherSalary) => {
        const one = scoreMatch(j, c, labels, DEMO_VIEW);
        const other = scoreMatch(j, { ...c, salary: otherSalary }, labels, DEMO_VIEW);
        expect(JSON.stringify(other)).toBe(JSON.stringify(one));
      }),
      { numRuns: 500 },
    );
  });
});

/** A copy of `c` with skill `tid` at `level` (added when she does not have it). */
const withSkill = (c: MatchCandidate, tid: number, skillLevel: SkillLevel): MatchCandidate => ({
  ...c,
  skills: c.skills.some((s) => s.tid === tid)
    ? c.skills.map((s) => (s.tid === tid ? { tid, level: skillLevel } : s))
    : [...c.skills, { tid, level: skillLevel }],
});
const LEVELS: SkillLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];

describe('ranking quality (properties of the model)', () => {
  it('never lowers a score for a higher level in a required skill', () => {
    fc.assert(
      fc.property(anyJob, anyCandidate, fc.integer({ min: 0, max: 2 }), (j, c, from) => {
        fc.pre(j.skills.length > 0);
        const tid = j.skills[0];
        for (let higher = from + 1; higher < LEVELS.length; higher += 1) {
          const low = scoreMatch(j, withSkill(c, tid, LEVELS[from]), labels).score;
          const high = scoreMatch(j, withSkill(c, tid, LEVELS[higher]), labels).score;
          expect(high).toBeGreaterThanOrEqual(low);
        }
      }),
    );
  });

  it('never lowers a score for adding a required skill she lacked', () => {
    fc.assert(
      fc.property(anyJob, anyCandidate, level, (j, c, skillLevel) => {
        const lacking = j.skills.filter((tid) => !c.skills.some((s) => s.tid === tid));
        fc.pre(lacking.length > 0);
        const added = withSkill(c, lacking[0], skillLevel);
        expect(scoreMatch(j, added, labels).score).toBeGreaterThanOrEqual(
          scoreMatch(j, c, labels).score,
        );
      }),
    );
  });

  it('never scores a salary inside the job’s pay below one outside it', () => {
    fc.assert(
      fc.property(
        anyJob,
        anyCandidate,
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 1, max: 300_000 }),
        (j, c, pays, above) => {
          const job2 = { ...j, salary: { from: null, to: pays, currency: 'EUR' } };
          const inside = { ...c, salary: { from: pays, to: null, currency: 'EUR' } };
          const outside = { ...c, salary: { from: pays + above, to: null, currency: 'EUR' } };
          expect(scoreMatch(job2, inside, labels).score).toBeGreaterThanOrEqual(
            scoreMatch(job2, outside, labels).score,
          );
        },
      ),
    );
  });

  it('always ranks a stated hard mismatch below the same job without it', () => {
    fc.assert(
      fc.property(anyJob, anyCandidate, (j, c) => {
        // An employment type she does not look for, against one she does.
        const typed = { ...j, employmentType: 'full_time' };
        const wanted = { ...c, employmentTypes: ['full_time'] };
        const other = { ...c, employmentTypes: ['part_time'] };
        expect(scoreMatch(typed, other, labels).score).toBeLessThan(
          scoreMatch(typed, wanted, labels).score,
        );
        // Remote only, against an on-site job and against a remote one.
        const remoteOnly = { ...c, remote: 'remote' };
        expect(scoreMatch({ ...j, remote: 'no' }, remoteOnly, labels).score).toBeLessThan(
          scoreMatch({ ...j, remote: 'remote' }, remoteOnly, labels).score,
        );
      }),
      { numRuns: 500 },
    );
  });
});
