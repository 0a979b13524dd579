// Runtime settings for a static deployment. The reference server replaces this file with one
// generated from its environment; see .env.example for what each setting means.
window.__MATCHBOARD_CONFIG__ = {
  apiBaseUrl: '',
  oauthClientId: 'matchboard-spa',
  oauthClientSecret: 'matchboard-spa-public',
  googleMapsApiKey: '',
};
