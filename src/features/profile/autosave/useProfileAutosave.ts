import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyObject, ObjectSchema, ValidationError } from 'yup';
import { usePatchProfileMutation } from '@/api/profileApi';
import type { Role } from '@/session/authSlice';
import type { MemberSource } from '../model/memberSources';
import { changedMembers, fromMembers, type Members } from '../model/members';
import type { AutosaveQueue, AutosaveState } from './AutosaveQueue';
import { isPermanentSaveFailure } from './failures';
import { autosaveQueueFor } from './registry';

export interface ProfileTarget {
  role: Role;
  id: string;
  selfHref: string | null;
}

export interface AutosaveInput<V> {
  target: ProfileTarget;
  values: V;
  schema: ObjectSchema<AnyObject>;
  /** The profile members of `values`, grouped by the form fields they come from. */
  sources: (values: V) => MemberSource[];
  /** The stored profile's form values: members equal to these are not sent. */
  initialValues: V;
}

/** Names of the top-level form fields with a validation error. */
async function invalidFields(
  schema: ObjectSchema<AnyObject>,
  values: unknown,
): Promise<Set<string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return new Set();
  } catch (error) {
    const inner = (error as ValidationError).inner ?? [];
    return new Set(inner.map((item) => (item.path ?? '').split(/[.[]/)[0]));
  }
}

function allMembers(sources: MemberSource[]): Members {
  return Object.assign({}, ...sources.map((source) => source.members)) as Members;
}

/**
 * Saves every valid change of an edit form at once: the members that differ from what was last
 * queued go to the profile's autosave queue. Invalid fields are held back (the form keeps them
 * and shows their message) and go out once they are valid.
 */
export function useProfileAutosave<V>({
  target,
  values,
  schema,
  sources,
  initialValues,
}: AutosaveInput<V>): { queue: AutosaveQueue; state: AutosaveState } {
  const [patchProfile] = usePatchProfileMutation();
  const { role, id, selfHref } = target;
  const [queue] = useState(() =>
    autosaveQueueFor(id, {
      send: async (members) => {
        await patchProfile({ role, id, selfHref, change: fromMembers(members) }).unwrap();
      },
      isPermanent: isPermanentSaveFailure,
    }),
  );
  useEffect(() => {
    queue.setSender(async (members) => {
      await patchProfile({ role, id, selfHref, change: fromMembers(members) }).unwrap();
    });
  }, [queue, patchProfile, role, id, selfHref]);

  // What was last handed to the queue; the first baseline is the stored profile.
  const baseline = useRef<Members | null>(null);
  baseline.current ??= allMembers(sources(initialValues));
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    void invalidFields(schema, values).then((invalid) => {
      // A newer edit is already being checked; it carries this one's changes too.
      if (run !== latest.current) return;
      const valid = sources(values).filter((source) =>
        source.fields.every((field) => !invalid.has(field)),
      );
      const changed = changedMembers(baseline.current ?? {}, allMembers(valid));
      if (Object.keys(changed).length === 0) return;
      baseline.current = { ...baseline.current, ...changed };
      queue.enqueue(changed);
    });
  }, [values, schema, sources, queue]);

  const state = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.state,
  );
  return { queue, state };
}
