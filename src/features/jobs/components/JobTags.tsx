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
