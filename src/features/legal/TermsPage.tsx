import { Link } from 'react-router-dom';
import { getConfig } from '@/config/env';
import { LegalLayout } from './LegalLayout';

/** The terms and conditions of using the service (spec 01 §1). */
export function TermsPage() {
  const { operatorName, contactEmail, siteTitle, privacyUrl } = getConfig();
  const privacy = privacyUrl.startsWith('/') ? (
    <Link to={privacyUrl}>privacy policy</Link>
  ) : (
    <a href={privacyUrl}>privacy policy</a>
  );
  return (
    <LegalLayout title="Terms and conditions" updated="24 November 2026">
      <p>
        These terms govern the use of {siteTitle}, operated by {operatorName}. By creating an
        account you accept them. How we handle personal data is described in our {privacy}.
      </p>

      <h2>1. The service</h2>
      <p>
        {siteTitle} lets women in tech present their profile and find jobs, and lets employers
        publish jobs, search the candidate database and ask to be introduced to candidates. An
        introduction happens only when the candidate agrees to it or has chosen to be contacted
        directly.
      </p>

      <h2>2. Accounts</h2>
      <p>
        You must give true information, keep your password to yourself and tell us at{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> if you think someone else uses your
        account. One person or organization per account; employers act for the organizations they
        belong to.
      </p>

      <h2>3. Candidates</h2>
      <p>
        Your profile is yours. You decide what employers may see before an introduction and whether
        to accept each introduction. You may change your profile or close your account at any time.
      </p>

      <h2>4. Employers</h2>
      <p>
        Jobs must be real, lawful and non-discriminatory, and must describe the role honestly. The
        number of active and featured jobs and of introduction requests depends on your
        organization&apos;s plan. Candidate data may be used only to fill positions at your
        organization, never passed on, and must be deleted when it is no longer needed for that
        purpose.
      </p>

      <h2>5. What is not allowed</h2>
      <p>
        Harassing candidates, collecting their data in bulk, getting around the limits of your plan
        or the candidates&apos; privacy choices, and attacking or overloading the service. We may
        suspend accounts that do so.
      </p>

      <h2>6. Availability and liability</h2>
      <p>
        We work to keep {siteTitle} available and correct but cannot promise that it is free of
        interruptions or that every introduction leads to a hire. We are liable without limit for
        intent and gross negligence and for injury to life, body or health; otherwise only for the
        breach of essential obligations, limited to the damage typical of the contract.
      </p>

      <h2>7. Changes and ending</h2>
      <p>
        We tell you by email about changes to these terms at least 30 days before they take effect.
        You may close your account at any time; we may end the contract with 30 days&apos; notice,
        or at once for serious breaches.
      </p>

      <h2>8. Law</h2>
      <p>
        The law of the operator&apos;s country of establishment applies, without prejudice to the
        mandatory consumer protection of the country where you live.
      </p>
    </LegalLayout>
  );
}
