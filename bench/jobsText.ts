/**
 * The sentence fragments the jobs bench's descriptions are made of (jobsData.ts): teams,
 * industries, missions, benefits and the hiring process.
 */
export const TEAMS = [
  'Payments',
  'Growth',
  'Search',
  'Checkout',
  'Identity',
  'Core Platform',
  'Mobile Apps',
  'Developer Experience',
  'Marketplace',
  'Risk',
  'Onboarding',
  'Integrations',
];

export const INDUSTRIES = [
  'fintech',
  'health tech',
  'climate tech',
  'e-commerce',
  'logistics',
  'education',
  'media',
  'travel',
  'insurance',
  'HR tech',
  'mobility',
  'gaming',
  'cybersecurity',
  'food delivery',
  'energy',
];
export const ADJECTIVES = [
  'fast-growing',
  'profitable',
  'remote-first',
  'mission-driven',
  'employee-owned',
  'venture-backed',
  'well-established',
  'award-winning',
  'small but ambitious',
];
export const MISSIONS = [
  'helping small businesses get paid on time',
  'making healthcare easier to reach for everyone',
  'cutting the carbon footprint of buildings',
  'bringing fair prices to online shopping',
  'moving goods across Europe with fewer empty trucks',
  'making learning to code accessible to all',
  'giving newsrooms better tools',
  'taking the hassle out of business travel',
  'making insurance simple and transparent',
  'helping companies hire more diverse teams',
  'getting people around cities without a car',
  'protecting families from online fraud',
  'connecting farmers directly with restaurants',
];
export const TEAM_SENTENCES = [
  'Our team of {n} people works from {place}, with plenty of overlap in the afternoon.',
  'We are {n} people today and plan to double within two years.',
  'You will join a cross-functional squad of {n} engineers, a designer and a product manager.',
  'We work in small autonomous teams and write things down before we meet.',
  'Half of our engineering leadership are women, and we mean to keep it that way.',
  'We publish our salary bands and review them every year.',
];
export const PLACES = [
  'three countries',
  'our office and home',
  'five time zones',
  'all over Europe',
];
export const TRAITS = [
  'curiosity',
  'clear written communication',
  'ownership',
  'kindness in code review',
  'a bias for shipping',
  'pragmatism',
  'attention to detail',
  'a love of learning',
  'empathy for users',
  'calm under pressure',
];
export const BENEFITS = [
  'flexible working hours',
  'a yearly learning budget',
  '30 days of paid holiday',
  'parental leave beyond the legal minimum',
  'a home-office allowance',
  'stock options',
  'a public transport pass',
  'mental health support',
  'four-day weeks in summer',
  'a team retreat every year',
  'a new laptop of your choice',
  'sabbaticals after three years',
];

export const PRODUCT_SENTENCES = [
  'Our product is used by {n} thousand people in more than forty countries.',
  'Last year we launched in four new markets and tripled our revenue.',
  'We are profitable, so we can take the time to build things properly.',
  'Our customers range from two-person shops to listed companies.',
  'We recently closed our Series B and are investing in the product.',
  'Everything we build is measured against one question: does it help our users?',
];
export const PROCESS_SENTENCES = [
  'We deploy to production many times a day behind feature flags.',
  'Code review is a conversation, not a gate.',
  'We keep meetings short and write decisions down in design documents.',
  'On-call is shared fairly and we fix the causes of pages, not just the symptoms.',
  'Every engineer spends a day each quarter with our support team.',
  'We pair often, especially when someone is new to a part of the code.',
  'Our roadmap is public inside the company and anyone may question it.',
  'We run blameless post-mortems and share what we learn.',
];
export const HIRING_SENTENCES = [
  'Our interview process has four steps and takes about two weeks.',
  'You will talk to the team you would join, not just to recruiters.',
  'We do not ask for unpaid take-home work; the technical interview is a pairing session.',
  'We welcome applications from people of every background, and we are happy to adapt the process to your needs.',
  'If you are unsure whether you are a fit, apply anyway and tell us why this role interests you.',
  'We answer every application within ten working days.',
];
