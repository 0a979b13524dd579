/**
 * The SPA's runtime configuration: `window.__MATCHBOARD_CONFIG__`, defined before the bundle
 * runs, inline in the page by the reference server (chosen by the request host) or by
 * `/config.js` on a static host in front of another backend. The server writes it
 * (`server/src/site/siteConfig.ts`) and the SPA checks it (`src/config/env.ts`).
 */

/** A link of the footer: its label and a path on this site or an http(s) address. */
export interface SocialLink {
  label: string;
  url: string;
}

/** The footer's links (spec 01 §1) and who runs this installation. */
export interface LegalSettings {
  /** The privacy policy and imprint: the app's own page by default, or another site's. */
  privacyUrl: string;
  termsUrl: string;
  socialLinks: SocialLink[];
  /** Who runs this installation, as the imprint and the privacy policy name them. */
  operatorName: string;
  operatorAddress: string;
  contactEmail: string;
}

export interface ClientConfig extends LegalSettings {
  /** '' means the API is served by the same origin as the SPA. */
  apiBaseUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  googleMapsApiKey: string;
  /** The sales address of quota messages and Contact Sales links. */
  salesEmail: string;
  /** Where users write for help: the footer and the account menu show it. */
  supportEmail: string;
  /** The Upgrade link of demo access (spec 02 §8); '' writes to the sales address. */
  upgradeUrl: string;
  siteTitle: string;
  siteDescription: string;
  favicon: string;
}
