import type { MailMessage } from './transport';
import { CANDIDATE_ACCESS_PAGE } from '@contract/pages';
import { savedSearchJobsPath } from '@contract/savedSearches';

/** Longest user text (an organization's name) a mail repeats. */
const MAX_QUOTED = 120;

/**
 * Text a user wrote (an organization's name), as a mail quotes it: in quotation marks, on one
 * line, bounded, so it reads as a name and never as a paragraph of the mail's own words — a
 * name like "Acme. SECURITY NOTICE: confirm at …" stays visibly somebody's name.
 */
export function quoted(text: string): string {
  // eslint-disable-next-line no-control-regex -- line breaks and control characters go.
  const line = text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
  const short = line.length > MAX_QUOTED ? `${line.slice(0, MAX_QUOTED - 1)}…` : line;
  return `“${short}”`;
}

/** The mail that confirms a new account; the link opens the SPA's /email-confirm/{hash}. */
export function confirmationMail(to: string, appUrl: string, secret: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Matchboard account',
    text: [
      'Welcome to Matchboard!',
      '',
      'Please confirm your email address by opening this link:',
      `${appUrl}/email-confirm/${secret}`,
      '',
      'The link works once and expires in 24 hours.',
      'If you did not sign up, you can ignore this message.',
    ].join('\n'),
  };
}

/** The mail with a password reset link; the link opens the SPA's /user/reset/{hash}. */
export function passwordResetMail(to: string, appUrl: string, secret: string): MailMessage {
  return {
    to,
    subject: 'Reset your Matchboard password',
    text: [
      'Someone asked to reset the password of your Matchboard account.',
      '',
      'To choose a new password, open this link:',
      `${appUrl}/user/reset/${secret}`,
      '',
      'The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this message; your password stays the same.',
    ].join('\n'),
  };
}

/**
 * An invitation to manage an organization, or to take over its ownership. Opening the link
 * changes nothing: the page it opens asks for an explicit answer.
 */
export function organizationInvitationMail(
  to: string,
  appUrl: string,
  secret: string,
  invitation: { organization: string; inviter: string; kind: 'admin' | 'owner'; days: number },
): MailMessage {
  const organization = quoted(invitation.organization);
  const inviter = quoted(invitation.inviter);
  const admin = invitation.kind === 'admin';
  return {
    to,
    subject: admin
      ? `You are invited to manage ${organization} on Matchboard`
      : `You are asked to take over ${organization} on Matchboard`,
    text: [
      admin
        ? `${inviter} invites you to manage the organization ${organization} on Matchboard.`
        : `${inviter} asks you to become the owner of the organization ${organization} on Matchboard.`,
      '',
      'To accept or decline, open this link:',
      `${appUrl}/organization-invitation/${secret}`,
      '',
      `Nothing changes until you answer on that page. The link expires in ${invitation.days} days.`,
      'If you did not expect this, you can ignore this message.',
    ].join('\n'),
  };
}

/**
 * An organization asks to be introduced to a candidate who chose email confirmation. Both links
 * open the SPA's /api/candidate/organization-access, which posts the answer; either works once.
 */
export function introductionMail(
  to: string,
  appUrl: string,
  secret: string,
  organizationName: string,
  days: number,
): MailMessage {
  const organization = quoted(organizationName);
  const link = (action: 'accept' | 'decline') =>
    `${appUrl}${CANDIDATE_ACCESS_PAGE}?token=${secret}&action=${action}`;
  return {
    to,
    subject: `${organization} would like to be introduced to you on Matchboard`,
    text: [
      `${organization} found your profile on Matchboard and would like to be introduced to you.`,
      'If you accept, they can see your full profile, your CV and your contact details.',
      '',
      'Accept the introduction:',
      link('accept'),
      '',
      'Decline the introduction:',
      link('decline'),
      '',
      `Either link works once and expires in ${days} days.`,
      'Opening a link changes nothing: you answer on the page it opens.',
      `You can also answer when you sign in, and change who sees your profile at any time: ${appUrl}/introductions`,
    ].join('\n'),
  };
}

/** The last mail to a deleted account: what was removed, and what happened to her organizations. */
export function accountDeletedMail(
  to: string,
  organizations: { title: string; outcome: 'transferred' | 'deleted'; to: string | null }[],
): MailMessage {
  const fates = organizations.map((organization) =>
    organization.outcome === 'transferred'
      ? `- ${quoted(organization.title)} now belongs to ${organization.to ?? 'another admin'}.`
      : `- ${quoted(organization.title)} was deleted with its jobs, as you were its only admin.`,
  );
  return {
    to,
    subject: 'Your Matchboard account has been deleted',
    text: [
      'Your Matchboard account has been deleted, as you asked.',
      '',
      'Your profile, your files, your saved searches, your introductions and connections and your',
      'sign-ins are gone;',
      'employers no longer find you or see you on their boards.',
      ...(fates.length > 0 ? ['', 'Your organizations:', ...fates] : []),
      '',
      'This is the last message we send to this address.',
    ].join('\n'),
  };
}

/** The jobs a saved search found since its last mail, with a way out that needs no sign-in. */
export function jobAlertMail(
  to: string,
  appUrl: string,
  alert: {
    name: string;
    query: string;
    frequency: 'daily' | 'weekly';
    jobs: { nid: number; title: string; cityName: string | null; organization: string }[];
    /** New jobs beyond the listed ones. */
    more: number;
    /** RFC 8058: the URL a mail client POSTs to ("List-Unsubscribe=One-Click"). */
    unsubscribeApi: string;
    /** The page the link in the text opens. */
    unsubscribePage: string;
  },
): MailMessage {
  const total = alert.jobs.length + alert.more;
  const name = quoted(alert.name);
  const listed = alert.jobs.flatMap((job) => [
    `- ${quoted(job.title)} at ${quoted(job.organization)}${job.cityName ? ` in ${quoted(job.cityName)}` : ''}`,
    `  ${appUrl}/jobs/${job.nid}`,
  ]);
  return {
    to,
    subject: `${total} new ${total === 1 ? 'job' : 'jobs'} for your search ${name} on Matchboard`,
    text: [
      `${total === 1 ? 'A new job matches' : `${total} new jobs match`} your saved search ${name}:`,
      '',
      ...listed,
      ...(alert.more > 0
        ? [
            '',
            `And ${alert.more} more. See them all:`,
            `${appUrl}${savedSearchJobsPath(alert.query)}`,
          ]
        : []),
      '',
      `You get this email at most once a ${alert.frequency === 'daily' ? 'day' : 'week'}, when the search finds new jobs.`,
      `Change how often, or your saved searches: ${appUrl}/saved-searches`,
      `Stop the emails for this search: ${alert.unsubscribePage}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${alert.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
