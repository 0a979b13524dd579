import type { ListFieldOptions } from '@contract/reference';

/**
 * Years of professional experience. Spec 02 shows these as 'N years' in filters and exports, so
 * the labels read that way and the keys are the bands themselves.
 */
export const PROFESSIONAL_EXPERIENCE: ListFieldOptions = {
  '0-1': '0-1 years',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
};

/** How involved the candidate wants to be (candidate step 4, required). */
export const INVOLVING_INTEREST: ListFieldOptions = {
  actively_looking: 'Actively looking for a new job',
  open_to_offers: 'Open to hearing about opportunities',
  networking: 'Interested in networking and events',
  not_looking: 'Not looking right now',
};

/**
 * The candidate's remote preference. The keys match remote_job ('remote', 'hybrid', 'no') so a
 * preference can be compared with a job's setting directly.
 */
export const REMOTE_WORK: ListFieldOptions = {
  remote: 'Fully remote',
  hybrid: 'Hybrid',
  no: 'On-site',
  any: 'No preference',
};

export const VISA_SPONSORSHIP_REQUIRED: ListFieldOptions = {
  no: 'No, I do not need visa sponsorship',
  yes: 'Yes, I need visa sponsorship',
  eu_only: 'Only to work in the European Union',
  us_only: 'Only to work in the United States',
  uk_only: 'Only to work in the United Kingdom',
};

export const ROLES_INTERESTED: ListFieldOptions = {
  software_engineer: 'Software Engineer',
  frontend_engineer: 'Frontend Engineer',
  backend_engineer: 'Backend Engineer',
  fullstack_engineer: 'Full-stack Engineer',
  mobile_engineer: 'Mobile Engineer',
  devops_engineer: 'DevOps / Site Reliability Engineer',
  cloud_engineer: 'Cloud Engineer',
  data_engineer: 'Data Engineer',
  data_scientist: 'Data Scientist',
  data_analyst: 'Data Analyst',
  ml_engineer: 'Machine Learning Engineer',
  qa_engineer: 'QA / Test Engineer',
  security_engineer: 'Security Engineer',
  embedded_engineer: 'Embedded Engineer',
  engineering_manager: 'Engineering Manager',
  tech_lead: 'Tech Lead',
  architect: 'Software Architect',
  product_manager: 'Product Manager',
  product_owner: 'Product Owner',
  project_manager: 'Project Manager',
  scrum_master: 'Scrum Master / Agile Coach',
  ux_designer: 'UX Designer',
  ui_designer: 'UI Designer',
  ux_researcher: 'UX Researcher',
  technical_writer: 'Technical Writer',
  it_support: 'IT Support',
  cto: 'CTO',
  other: 'Other',
};

/** Common European Framework of Reference levels, plus native speakers. */
export const LANGUAGE_PROFICIENCIES: ListFieldOptions = {
  A1: 'A1 - Beginner',
  A2: 'A2 - Elementary',
  B1: 'B1 - Intermediate',
  B2: 'B2 - Upper intermediate',
  C1: 'C1 - Advanced',
  C2: 'C2 - Proficient',
  native: 'Native speaker',
};
