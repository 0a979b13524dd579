// Runtime settings for a static deployment. The reference server replaces this file with one
// generated from its environment (per host for production and staging); see .env.example for
// what each setting means. apiBaseUrl '' means the API is on the same origin as the SPA.
window.__MATCHBOARD_CONFIG__ = {
  apiBaseUrl: '',
  oauthClientId: 'matchboard-spa',
  oauthClientSecret: 'matchboard-spa-public',
  googleMapsApiKey: '',
  salesEmail: 'sales@matchboard.test',
  // Where users write for help: the footer and the account menu show it.
  supportEmail: 'support@matchboard.test',
  // The Upgrade link of the demo candidate search; '' writes to salesEmail.
  upgradeUrl: '',
  // The footer's links (paths on this site or http(s) addresses) and who runs the site, as the
  // privacy page and imprint name them.
  privacyUrl: '/privacy',
  termsUrl: '/terms',
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/matchboard' },
    { label: 'Instagram', url: 'https://www.instagram.com/matchboard' },
  ],
  operatorName: 'Matchboard GmbH',
  operatorAddress: 'Torstraße 1, 10119 Berlin, Germany',
  contactEmail: 'privacy@matchboard.test',
  siteTitle: 'Matchboard',
  siteDescription: 'Matchboard: talent matching for women in tech',
  favicon: '/favicon.svg',
};
