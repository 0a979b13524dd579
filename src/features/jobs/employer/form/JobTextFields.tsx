import { RichTextFormField } from '@/components/form/RichTextFormField';
import { GenderCheckToggle } from '../../components/GenderCheckToggle';

/**
 * The job's two rich texts, each with its gender-coded wording check (spec 02 §4): the switch
 * under a field marks coded words in place and shows the result and neutral alternatives.
 */
export function JobTextFields() {
  return (
    <>
      <GenderCheckToggle name="description" label="Check the description for gender-coded wording">
        {(highlight) => (
          <RichTextFormField
            name="description"
            label="Job description"
            required
            highlight={highlight}
          />
        )}
      </GenderCheckToggle>
      <GenderCheckToggle
        name="experienceRequirements"
        label="Check the requirements for gender-coded wording"
      >
        {(highlight) => (
          <RichTextFormField
            name="experienceRequirements"
            label="Experience requirements"
            highlight={highlight}
          />
        )}
      </GenderCheckToggle>
    </>
  );
}
