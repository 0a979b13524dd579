import { getConfig } from '@/config/env';
import { LegalLayout } from './LegalLayout';

/** The privacy policy and the imprint (spec 01 §1), naming the operator the configuration names. */
export function PrivacyPage() {
  const { operatorName, operatorAddress, contactEmail, siteTitle } = getConfig();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <LegalLayout title="Privacy policy and imprint" updated="24 November 2026">
      <p>
        {siteTitle} connects women in tech with employers. This policy explains which personal data
        we process when you use {siteTitle}, why, for how long, and which rights you have. It
        applies to candidates, employers and visitors alike.
      </p>

      <h2>Who is responsible</h2>
      <p>
        The controller of your data is {operatorName}
        {operatorAddress ? `, ${operatorAddress}` : ''}. You can reach us, and our data protection
        contact, at {mail}.
      </p>

      <h2>What we process</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your email address, a hash of your password (never the
          password itself), your role, and when you signed up and last signed in.
        </li>
        <li>
          <strong>Your candidate profile:</strong> name, picture, contact details, city and country,
          CV, social links, skills and their levels, languages, experience and job preferences, and
          the privacy choices you make in it.
        </li>
        <li>
          <strong>Your employer profile and organizations:</strong> name, picture, position,
          organization details, billing details and the jobs you publish.
        </li>
        <li>
          <strong>Introductions:</strong> which employer asked to be introduced to which candidate,
          and the candidate&apos;s answer.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and the time of sign-in attempts and
          password-reset requests, kept to protect accounts against attacks.
        </li>
      </ul>

      <h2>Why, and on what legal basis</h2>
      <p>
        We process account and profile data to provide the service you signed up for (Art. 6(1)(b)
        GDPR). Employers see a candidate&apos;s name, contact details and CV only as far as the
        candidate&apos;s privacy choices allow, or after the candidate has accepted an introduction
        (Art. 6(1)(a) GDPR; you can withdraw that consent at any time). Security data is processed
        in our legitimate interest in keeping accounts safe (Art. 6(1)(f) GDPR).
      </p>

      <h2>Who receives your data</h2>
      <p>
        Employers with access to the candidate database see candidate profiles within the limits
        above. We use processors for hosting and sending email, bound by data processing agreements.
        We do not sell your data and do not use it for advertising.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Profile data is kept while your account exists and deleted within 30 days after you close
        it. Sign-in and reset records are deleted after at most 30 days; expired links and unused
        uploads are removed automatically.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask for access to your data, its correction or deletion, the restriction of its
        processing, and a copy in a portable format, and you may object to processing based on our
        legitimate interest. Write to {mail}. You also have the right to complain to a data
        protection supervisory authority.
      </p>

      <h2>Cookies and storage</h2>
      <p>
        {siteTitle} uses no tracking cookies. Your browser&apos;s local and session storage keep
        your sign-in and a few choices (such as the selected organization and your search filters)
        so the app works as you left it.
      </p>

      <h2>Imprint</h2>
      <p>
        {operatorName}
        {operatorAddress ? (
          <>
            <br />
            {operatorAddress}
          </>
        ) : null}
        <br />
        Email: {mail}
      </p>
    </LegalLayout>
  );
}
