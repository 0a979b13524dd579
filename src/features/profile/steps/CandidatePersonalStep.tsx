import { RadioGroupField } from '@/components/form/RadioGroupField';
import { useReferenceData } from '@/api/referenceApi';
import { CityFormField } from '@/components/form/CityFormField';
import { RichTextFormField } from '@/components/form/RichTextFormField';
import { NAME_VISIBLE_OPTIONS, THIRD_PARTY_OPTIONS } from '@/components/profile/privacyOptions';
import { PersonalDetailsFields } from './PersonalDetailsFields';

/**
 * What the two privacy choices mean together, in plain words: initials only hides everything
 * that names her until she is connected, whatever she chose about being contacted.
 */
export const PRIVACY_TOGETHER =
  'With initials only, companies see neither your name and picture nor your contact details, CV and links until you are connected. If companies may see your profile without asking, an introduction connects you at once; otherwise you confirm each one by email.';

/** Candidate step 1: personal details, location, bio, privacy choices and picture. */
export function CandidatePersonalStep() {
  const { terms } = useReferenceData();
  const countries = (terms.country ?? []).map((term) => term.name);
  return (
    <>
      <PersonalDetailsFields role="candidate" />
      <CityFormField name="city" label="City" knownCountries={countries} required />
      <RichTextFormField name="shortBio" label="Short bio" required />
      <RadioGroupField
        name="thirdParty"
        label="May companies see your profile and CV without asking you first?"
        options={THIRD_PARTY_OPTIONS}
        required
      />
      <RadioGroupField
        name="nameVisible"
        label="Show your name and picture to companies in candidate search"
        options={NAME_VISIBLE_OPTIONS}
        extra={PRIVACY_TOGETHER}
      />
    </>
  );
}
