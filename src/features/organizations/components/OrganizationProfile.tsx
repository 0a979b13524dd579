import {
  CaretRightOutlined,
  FacebookOutlined,
  GlobalOutlined,
  LinkedinOutlined,
  PhoneOutlined,
  TwitterOutlined,
} from '@ant-design/icons';
import { Button, Carousel, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Organization } from '@/api/organizationsApi';
import { useReferenceData } from '@/api/referenceApi';
import { SafeHtml } from '@/components/rich-text/SafeHtml';
import { CompanyFacts } from './CompanyFacts';
import './organizationBanner.css';
import './organizationProfile.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-org-profile__section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const html = (text: { value: string } | null | undefined) => text?.value ?? '';

/**
 * A video as a poster until it is asked for: a Play button that loads the YouTube player in its
 * place, and a link to the video on YouTube. Nothing is fetched from YouTube before the click, and
 * a player that cannot load (blocked, offline) never leaves a large empty block: the poster and
 * its link stay until Play is pressed.
 */
function VideoPoster({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="mb-org-profile__video"
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <div className="mb-org-profile__video mb-org-profile__poster">
      <Button
        size="large"
        shape="round"
        icon={<CaretRightOutlined aria-hidden="true" />}
        onClick={() => setPlaying(true)}
        // The name starts with the text it shows (WCAG 2.5.3), then says which video.
        aria-label={`Play video (${title})`}
      >
        Play video
      </Button>
      <a href={`https://www.youtube.com/watch?v=${videoId}`} rel="noopener noreferrer">
        Watch on YouTube
      </a>
    </div>
  );
}

/**
 * The organization profile (spec 02 §2 "The profile view"): header background and logo, the
 * company facts, description and the sections Technology at, Tech Stack & Skills, Benefits at,
 * Video (a carousel) and Culture at (an image carousel).
 */
export function OrganizationProfile({ organization }: { organization: Organization }) {
  const { lists } = useReferenceData();
  const a = organization.attributes;
  const size = a.field_company_size ? lists.company_size?.[a.field_company_size] : undefined;
  const links = [
    { link: a.field_website_url, label: 'Website', icon: <GlobalOutlined /> },
    { link: a.field_linkedin_profile, label: 'LinkedIn', icon: <LinkedinOutlined /> },
    { link: a.field_twitter_profile, label: 'Twitter', icon: <TwitterOutlined /> },
    { link: a.field_facebook_profile, label: 'Facebook', icon: <FacebookOutlined /> },
  ].filter((item) => item.link?.uri);
  return (
    <article className="mb-org-profile" aria-labelledby="mb-org-profile-title">
      <header
        className="mb-org-banner mb-org-profile__header"
        style={
          organization.background?.url
            ? { backgroundImage: `url("${organization.background.url}")` }
            : undefined
        }
      >
        {organization.logo?.url ? (
          <img className="mb-org-logo" src={organization.logo.url} alt={`${a.title} logo`} />
        ) : null}
      </header>
      <h1 id="mb-org-profile-title" className="mb-org-profile__title">
        {a.title}
      </h1>
      <dl className="mb-org-profile__facts">
        {size ? (
          <>
            <dt>Company size</dt>
            <dd>{size}</dd>
          </>
        ) : null}
        {organization.hiringLocation ? (
          <>
            <dt>Hiring location</dt>
            <dd>{organization.hiringLocation.name}</dd>
          </>
        ) : null}
        {organization.industries.length > 0 ? (
          <>
            <dt>Industry</dt>
            <dd>{organization.industries.map((term) => term.name).join(', ')}</dd>
          </>
        ) : null}
        {a.field_phone_number ? (
          <>
            <dt>Phone</dt>
            <dd>
              <PhoneOutlined aria-hidden="true" />{' '}
              <a href={`tel:${a.field_phone_number.replace(/[^+\d]/g, '')}`}>
                {a.field_phone_number}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {links.length > 0 ? (
        <ul className="mb-org-profile__links" aria-label="Links">
          {links.map(({ link, label, icon }) => (
            <li key={label}>
              <a href={link?.uri} target="_blank" rel="noopener noreferrer">
                <span aria-hidden="true">{icon}</span> {label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <SafeHtml html={html(a.field_company_description)} className="mb-org-profile__text" />
      {a.field_what_makes_your_company_un ? (
        <Section title="What makes your company unique?">
          <SafeHtml html={html(a.field_what_makes_your_company_un)} />
        </Section>
      ) : null}
      {a.field_tech_challenges ? (
        <Section title={`Technology at ${a.title}`}>
          <SafeHtml html={html(a.field_tech_challenges)} />
        </Section>
      ) : null}
      {organization.technicalSkills.length > 0 ? (
        <Section title="Tech Stack & Skills">
          <div className="mb-org-profile__tags">
            {organization.technicalSkills.map((term) => (
              <Tag key={term.id}>{term.name}</Tag>
            ))}
          </div>
        </Section>
      ) : null}
      <CompanyFacts attributes={a} />
      {organization.benefits.length > 0 ? (
        <Section title={`Benefits at ${a.title}`}>
          <ul className="mb-org-profile__benefits">
            {organization.benefits.map((term) => (
              <li key={term.id}>{term.name}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {a.field_video.length > 0 ? (
        <Section title="Video">
          {a.field_video_text ? <SafeHtml html={html(a.field_video_text)} /> : null}
          <Carousel arrows dots className="mb-org-profile__carousel">
            {a.field_video.map((video, index) => (
              <div key={video.video_id}>
                <VideoPoster videoId={video.video_id} title={`${a.title} video ${index + 1}`} />
              </div>
            ))}
          </Carousel>
        </Section>
      ) : null}
      {a.field_culture_description || organization.cultureImages.length > 0 ? (
        <Section title={`Culture at ${a.title}`}>
          {a.field_culture_description ? (
            <SafeHtml html={html(a.field_culture_description)} />
          ) : null}
          {organization.cultureImages.length > 0 ? (
            <Carousel arrows dots className="mb-org-profile__carousel">
              {organization.cultureImages.map((image, index) => (
                <div key={image.id}>
                  <img
                    className="mb-org-profile__culture"
                    src={image.url}
                    alt={`Culture at ${a.title}, picture ${index + 1}`}
                    loading="lazy"
                  />
                </div>
              ))}
            </Carousel>
          ) : null}
        </Section>
      ) : null}
    </article>
  );
}
