import { Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { OwnProfile } from '@/api/profileApi';
import { fieldErrors } from '@/api/jsonapi';
import { useReferenceData } from '@/api/referenceApi';
import { FormShell } from '@/components/form/FormShell';
import type { Role } from '@/session/authSlice';
import { AutosaveNotice, SAVED_VISIBLE_MS } from '../autosave/AutosaveNotice';
import { UnsavedChangesGuard } from '../autosave/UnsavedChangesGuard';
import { useProfileAutosave } from '../autosave/useProfileAutosave';
import { ProfileLoadFailed, ProfileLoading } from '../components/ProfileLoadState';
import { ProfileSection } from '../components/ProfileSection';
import { profileStepPath, PROFILE_VIEW_PATH } from '../profilePaths';
import { roleForm, type ProfileFormValues, type ReferenceContext } from '../roleForms';
import { useOwnProfile } from './useOwnProfile';
import { wizardPathFor } from '@/app/paths';

interface EditFormProps {
  role: Role;
  profile: OwnProfile;
  reference: ReferenceContext;
  initialValues: ProfileFormValues;
  step: number;
}

/** Everything touched from the start, so a stored value that is invalid shows its message. */
const allTouched = (values: ProfileFormValues) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, true]));

function EditStep({ role, profile, reference, initialValues, step }: EditFormProps) {
  const form = roleForm(role);
  const definition = form.steps[step];
  const { values, setFieldError } = useFormikContext<ProfileFormValues>();
  const sources = useCallback(
    (next: ProfileFormValues) => form.sources(next, reference),
    [form, reference],
  );
  const { queue, state } = useProfileAutosave({
    target: { role, id: profile.id, selfHref: profile.selfHref },
    values,
    schema: definition.schema,
    sources,
    initialValues,
  });
  // A change the server refused shows its message on the field it came from.
  useEffect(() => {
    if (state.status !== 'rejected') return;
    const data = (state.error as { data?: unknown } | null)?.data;
    const sourceList = sources(values);
    for (const [member, message] of Object.entries(fieldErrors(data))) {
      const source = sourceList.find((item) =>
        Object.keys(item.members).some((key) => key.endsWith(`/${member}`)),
      );
      if (source) setFieldError(source.fields[0], message);
    }
    // Only a new refusal maps errors; later edits re-validate the fields themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  const last = step === form.steps.length - 1;
  return (
    <ProfileSection
      role={role}
      title={definition.editTitle}
      status={<AutosaveNotice state={state} savedVisibleMs={SAVED_VISIBLE_MS[role]} />}
    >
      <UnsavedChangesGuard queue={queue} />
      <FormShell aria-label={definition.editTitle} bufferTyping>
        <definition.Component />
      </FormShell>
      <div className="mb-step-nav">
        {step > 0 ? <Link to={profileStepPath(step - 1)}>Back</Link> : <span />}
        {last ? (
          <Link to={PROFILE_VIEW_PATH}>View Profile</Link>
        ) : (
          <Link to={profileStepPath(step + 1)}>Next</Link>
        )}
      </div>
    </ProfileSection>
  );
}

function EditForm(props: EditFormProps) {
  const schema = roleForm(props.role).steps[props.step].schema;
  return (
    <Formik<ProfileFormValues>
      initialValues={props.initialValues}
      initialTouched={allTouched(props.initialValues)}
      validationSchema={schema}
      validateOnMount
      onSubmit={() => undefined}
    >
      <EditStep {...props} />
    </Formik>
  );
}

/** `/profile/step/{id}`: one step of the profile, every change saved at once. */
export function ProfileStepPage() {
  const { id } = useParams();
  const { auth, data: profile, fresh, isError, refetch } = useOwnProfile();
  const { terms, isError: referenceFailed } = useReferenceData();
  const [loaded, setLoaded] = useState<{
    profile: OwnProfile;
    reference: ReferenceContext;
    values: ProfileFormValues;
  } | null>(null);
  const role = auth.role;
  if (!role) return null;
  const steps = roleForm(role).steps;
  const step = Number(id);
  if (!Number.isInteger(step) || step < 0 || step >= steps.length) {
    return <Navigate to={profileStepPath(0)} replace />;
  }
  const countries = terms.country;
  // The form starts once, from a fresh read; later reads (after each save) do not reset it.
  if (!loaded && profile && fresh && (role === 'employer' || countries)) {
    const reference = { countries: countries ?? [] };
    setLoaded({ profile, reference, values: roleForm(role).fromProfile(profile, reference) });
  }
  if (isError || referenceFailed) {
    return (
      <ProfileSection role={role} title={steps[step].editTitle}>
        <ProfileLoadFailed onRetry={() => void refetch()} />
      </ProfileSection>
    );
  }
  if (profile === null && fresh) {
    return <Navigate to={wizardPathFor(role)} replace />;
  }
  if (!loaded) {
    return <ProfileLoading />;
  }
  return (
    <EditForm
      role={role}
      profile={loaded.profile}
      reference={loaded.reference}
      initialValues={loaded.values}
      step={step}
    />
  );
}
