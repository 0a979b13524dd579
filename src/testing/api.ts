import { DEFAULTS } from '@/config/env';
/** The API origin under jsdom: apiBaseUrl '' resolves to the page's origin. */
export const API_ORIGIN = 'http://localhost';

/** Absolute URL of an API path, for msw handlers. */
export const apiUrl = (path: string): string => `${API_ORIGIN}/${path.replace(/^\//, '')}`;

/** The runtime configuration tests run with (what public/config.js defines). */
export const testConfig = {
  ...DEFAULTS,
  apiBaseUrl: '',
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/matchboard' },
    { label: 'Instagram', url: 'https://www.instagram.com/matchboard' },
  ],
  operatorName: 'Matchboard GmbH',
  operatorAddress: 'Torstraße 1, 10119 Berlin, Germany',
};
