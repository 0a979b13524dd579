import {
  FilePdfOutlined,
  GithubOutlined,
  GlobalOutlined,
  LinkedinOutlined,
  TwitterOutlined,
} from '@ant-design/icons';
import { Descriptions, Tag, Typography } from 'antd';
import { SKILL_LEVELS } from '@contract/profiles';
import type { CandidateProfile } from '@/api/profileApi';
import type { ReferenceData } from '@/api/referenceApi';
import { SafeHtml } from '@/components/rich-text/SafeHtml';
import { useViewableFile } from './useViewableFile';
import { NAME_VISIBLE_OPTIONS, THIRD_PARTY_OPTIONS } from './privacyOptions';
import { CardHeader } from './CardHeader';
import './profileCard.css';

/** 90,000 or 90,000.50: cents only when there are any. */
const money = (amount: number) =>
  amount.toLocaleString('en', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });

const labelOf = (list: Record<string, string> | undefined, key: string | null) =>
  key ? (list?.[key] ?? key) : null;

/** The labels of the keys, comma-separated; a dash for none. */
const labelsOf = (list: Record<string, string> | undefined, keys: string[]) =>
  keys.map((key) => labelOf(list, key)).join(', ') || '—';

/**
 * One part of the card. An empty part says why rather than showing a bare heading: not given,
 * or (`withheld`) kept from an employer without access to the candidate database.
 */
function Section({
  title,
  empty = false,
  withheld = false,
  children,
}: {
  title: string;
  empty?: boolean;
  withheld?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="mb-card__section">
      <h3>{title}</h3>
      {empty ? (
        <p className="mb-card__empty">{withheld ? 'Shown once you have access' : 'Not given'}</p>
      ) : (
        children
      )}
    </section>
  );
}

/** The candidate's card: every part of the profile, labels from the reference lists. */
export function CandidateCard({
  profile,
  reference,
  employerView,
}: {
  profile: CandidateProfile;
  reference: ReferenceData;
  /**
   * Shown to an employer: no privacy settings, and the blurred picture of demo access;
   * `withheld` when demo access keeps the bio, links and personal skills from it.
   */
  employerView?: { blurredPicture: string | null; name: string; withheld?: boolean };
}) {
  const a = profile.attributes;
  const { lists, terms } = reference;
  const cv = useViewableFile(profile.cv);
  const country = terms.country?.find((term) => term.id === profile.country?.id)?.name;
  const location = [a.field_city_text, a.field_state, country].filter(Boolean).join(', ');
  const salary = a.field_desired_annual_salary;
  const links = (
    [
      [a.field_linkedin_profile, 'LinkedIn', LinkedinOutlined],
      [a.field_github_profile, 'GitHub', GithubOutlined],
      [a.field_twitter_profile, 'Twitter', TwitterOutlined],
      [a.field_portfolio_link, 'Portfolio', GlobalOutlined],
    ] as const
  )
    .filter(([link]) => link?.uri)
    .map(([link, label, Icon]) => ({ uri: link?.uri, label, icon: <Icon aria-hidden="true" /> }));
  const requirements: [string, string][] = [
    [
      'Professional experience',
      labelOf(lists.professional_experience, a.field_professional_experience) ?? '—',
    ],
    ['Interested in', labelsOf(lists.roles_interested, a.field_roles_interested)],
    ['Employment types', labelsOf(lists.employment_type, a.field_looking_for_opportunities)],
    ['Involvement', labelOf(lists.involving_interest, a.field_involving_interest) ?? '—'],
    ['Remote work', labelOf(lists.remote_work, a.field_remote_work) ?? '—'],
    [
      'Visa sponsorship',
      labelsOf(lists.visa_sponsorship_required, a.field_visa_sponsorship_required),
    ],
    [
      'Desired annual salary',
      salary.from != null && salary.to != null
        ? `${money(salary.from)} – ${money(salary.to)} ${a.field_currency}`
        : '—',
    ],
  ];
  const skills = (items: CandidateProfile['technicalSkills'], levels: string[]) => (
    <div className="mb-card__tags">
      {items.map((term, i) => (
        <Tag key={term.id} className="mb-tag mb-tag--skill">
          {term.name} · {SKILL_LEVELS[levels[i] as keyof typeof SKILL_LEVELS] ?? levels[i]}
        </Tag>
      ))}
    </div>
  );
  return (
    <article aria-label="Profile card">
      <CardHeader
        picture={profile.picture}
        name={employerView?.name ?? `${a.field_first_name} ${a.field_last_name}`}
        lines={[a.field_current_role, location]}
        pictureUrl={employerView?.blurredPicture}
      />
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label="Contact email">{a.field_contact_email || '—'}</Descriptions.Item>
        <Descriptions.Item label="Phone">{a.field_phone_number || '—'}</Descriptions.Item>
        {employerView ? null : (
          <Descriptions.Item label="Profile without confirmation">
            {THIRD_PARTY_OPTIONS.find((o) => o.value === a.field_third_party_communications)
              ?.label ?? '—'}
          </Descriptions.Item>
        )}
        {employerView ? null : (
          <Descriptions.Item label="Name in search">
            {NAME_VISIBLE_OPTIONS.find((o) => o.value === a.field_name_visible_to_companies)
              ?.label ?? '—'}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Section
        title="About"
        empty={!a.field_short_bio?.value?.trim()}
        withheld={employerView?.withheld}
      >
        <SafeHtml html={a.field_short_bio?.value} className="mb-card__bio" />
      </Section>
      <Section
        title="Links"
        empty={links.length === 0 && !cv?.url}
        withheld={employerView?.withheld}
      >
        <div className="mb-card__links">
          {links.map((link) => (
            <Typography.Link
              key={link.label}
              href={link.uri}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.icon} {link.label}
            </Typography.Link>
          ))}
          {cv?.url ? (
            <Typography.Link href={cv.url} download={cv.filename ?? 'cv.pdf'}>
              <FilePdfOutlined aria-hidden="true" /> CV ({cv.filename ?? 'PDF'})
            </Typography.Link>
          ) : null}
        </div>
      </Section>
      <Section title="Technical skills" empty={profile.technicalSkills.length === 0}>
        {skills(profile.technicalSkills, a.field_technical_skills_exp)}
      </Section>
      <Section
        title="Personal skills"
        empty={profile.personalSkills.length === 0}
        withheld={employerView?.withheld}
      >
        {skills(profile.personalSkills, a.field_personal_skills_exp)}
      </Section>
      <Section title="Languages" empty={a.field_languages.length === 0}>
        <div className="mb-card__tags">
          {a.field_languages.map((language, i) => (
            <Tag key={language} className="mb-tag mb-tag--language">
              {labelOf(lists.languages, language)} ·{' '}
              {labelOf(lists.language_proficiencies_def, a.field_language_proficiencies[i])}
            </Tag>
          ))}
        </div>
      </Section>
      <Section title="Job requirements">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          bordered
          items={requirements.map(([label, value]) => ({ key: label, label, children: value }))}
        />
      </Section>
    </article>
  );
}
