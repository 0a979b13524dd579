import { Link } from 'react-router-dom';
import { getConfig } from '@/config/env';

/** A path on this site opens in the app; another site's address opens as a plain link. */
function FooterLink({ to, children }: { to: string; children: string }) {
  return to.startsWith('/') ? (
    <Link to={to}>{children}</Link>
  ) : (
    <a href={to} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Spec 01 §1: the footer's links to the social networks, the privacy policy and imprint, and
 * the terms and conditions, as the runtime configuration names them.
 */
export function SiteFooter({ className }: { className: string }) {
  const { privacyUrl, termsUrl, socialLinks, supportEmail } = getConfig();
  return (
    <footer className={className}>
      <p className="mb-footer__tagline">Talent matching for women in tech</p>
      <nav aria-label="Footer">
        <ul className="mb-footer__links">
          <li>
            <FooterLink to={privacyUrl}>Privacy policy &amp; imprint</FooterLink>
          </li>
          <li>
            <FooterLink to={termsUrl}>Terms &amp; conditions</FooterLink>
          </li>
          <li>
            <a href={`mailto:${supportEmail}`}>Contact support</a>
          </li>
          {socialLinks.map(({ label, url }) => (
            <li key={url}>
              <a href={url} rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
