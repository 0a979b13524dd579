import type { GenderCategory } from '@contract/gender/genderCoding';
import { CATEGORY_TEXT } from './genderCategories';
import './jobTags.css';

/** Active or Expired (spec 02 §4), in colours with AA contrast. */
export function JobStatusTag({ active }: { active: boolean }) {
  return (
    <span className={`mb-job-tag mb-job-tag--${active ? 'active' : 'expired'}`}>
      {active ? 'Active' : 'Expired'}
    </span>
  );
}

/** Marks a featured (sticky) job. */
export function FeaturedTag() {
  return <span className="mb-job-tag mb-job-tag--featured">Featured</span>;
}

/** The gender check of a job's texts, as the server stored it with the job. */
export function GenderCodingTag({ category }: { category: string }) {
  const text = CATEGORY_TEXT[category as GenderCategory];
  if (!text) return null;
  const coded = category !== 'neutral';
  return (
    <span className={`mb-job-tag mb-job-tag--${coded ? 'coded' : 'neutral'}`}>
      Gender check: {text.title}
    </span>
  );
}

/** A job imported from a connected Greenhouse board. */
export function GreenhouseTag() {
  return <span className="mb-job-tag mb-job-tag--greenhouse">From Greenhouse</span>;
}
