import { SKILL_LEVELS } from '@contract/profiles';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { RowsField } from '../fields/RowsField';

const LEVEL_OPTIONS = Object.entries(SKILL_LEVELS).map(([value, label]) => ({ value, label }));

/** Rows of skills of one kind (technical or personal), each with its level; one at least. */
function SkillRowsField(props: {
  name: string;
  kind: string;
  terms: { id: string; name: string }[] | undefined;
}) {
  return (
    <RowsField
      name={props.name}
      label={`${props.kind}s`}
      itemLabel={props.kind}
      itemKey="skill"
      levelKey="level"
      levelLabel="Level"
      itemOptions={(props.terms ?? []).map((term) => ({ value: term.id, label: term.name }))}
      levelOptions={LEVEL_OPTIONS}
      required
    />
  );
}

/** Candidate step 3: skills with levels, languages, experience and roles. */
export function CandidateSkillsStep() {
  const { lists, terms } = useReferenceData();
  return (
    <>
      <SkillRowsField
        name="technicalSkills"
        kind="Technical skill"
        terms={terms.technical_skills}
      />
      <SkillRowsField name="personalSkills" kind="Personal skill" terms={terms.personal_skills} />
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
