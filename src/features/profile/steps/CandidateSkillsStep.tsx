import { SKILL_LEVELS } from '@contract/profiles';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { RowsField } from '../fields/RowsField';

const LEVEL_OPTIONS = Object.entries(SKILL_LEVELS).map(([value, label]) => ({ value, label }));

/** Candidate step 3: skills with levels, languages, experience and roles. */
export function CandidateSkillsStep() {
  const { lists, terms } = useReferenceData();
  const termOptions = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((term) => ({ value: term.id, label: term.name }));
  return (
    <>
      <RowsField
        name="technicalSkills"
        label="Technical skills"
        itemLabel="Technical skill"
        itemKey="skill"
        levelKey="level"
        levelLabel="Level"
        itemOptions={termOptions(terms.technical_skills)}
        levelOptions={LEVEL_OPTIONS}
        required
      />
      <RowsField
        name="personalSkills"
        label="Personal skills"
        itemLabel="Personal skill"
        itemKey="skill"
        levelKey="level"
        levelLabel="Level"
        itemOptions={termOptions(terms.personal_skills)}
        levelOptions={LEVEL_OPTIONS}
        required
      />
      <RowsField
        name="languages"
        label="Languages"
        itemLabel="Language"
        itemKey="language"
        levelKey="proficiency"
        levelLabel="Proficiency"
        itemOptions={optionsOf(lists, 'languages')}
        levelOptions={optionsOf(lists, 'language_proficiencies_def')}
      />
      <SelectField
        name="professionalExperience"
        label="Professional experience"
        options={optionsOf(lists, 'professional_experience')}
        required
      />
      <TextField name="currentRole" label="Current role" />
      <SelectField
        name="rolesInterested"
        label="Roles you are interested in"
        options={optionsOf(lists, 'roles_interested')}
        multiple
      />
    </>
  );
}
