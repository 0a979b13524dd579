import { RadioGroupField } from '@/components/form/RadioGroupField';
import { useReferenceData } from '@/api/referenceApi';
import { CityFormField } from '@/components/form/CityFormField';
import { RichTextFormField } from '@/components/form/RichTextFormField';
import { NAME_VISIBLE_OPTIONS, THIRD_PARTY_OPTIONS } from '../model/privacyOptions';
import { PersonalDetailsFields } from './PersonalDetailsFields';

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
      />
    </>
  );
}
