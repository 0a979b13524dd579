import { Col, Row } from 'antd';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { TextField } from '@/components/form/TextField';
import { useReferenceData } from '@/api/referenceApi';
import { CityFormField } from '../fields/CityFormField';
import { ImageFormField } from '../fields/ImageFormField';
import { RichTextFormField } from '../fields/RichTextFormField';

export const THIRD_PARTY_OPTIONS = [
  { value: '1' as const, label: 'Yes' },
  { value: '0' as const, label: 'Require email confirmation' },
];
export const NAME_VISIBLE_OPTIONS = [
  { value: '1' as const, label: 'Visible' },
  { value: '0' as const, label: 'Not Visible (Show only my Initials)' },
];

/** Candidate step 1: personal details, location, bio, privacy choices and picture. */
export function CandidatePersonalStep() {
  const { terms } = useReferenceData();
  const countries = (terms.country ?? []).map((term) => term.name);
  return (
    <>
      <ImageFormField name="picture" label="Profile picture" role="candidate" />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="lastName" label="Last name" autoComplete="family-name" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="contactEmail" label="Contact email" type="email" autoComplete="email" />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        </Col>
      </Row>
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
