import { useMyConnectionsQuery } from '@/api/connectionsApi';

/** How often the nav asks whether an employer asked for an introduction meanwhile. */
const POLL_MS = 5 * 60 * 1000;

/**
 * The count of introduction requests waiting for the candidate's answer, beside "Introductions"
 * in the side navigation. Nothing while there are none. The number is visible text and part of
 * the link's name ("Introductions 2 waiting"), so what a speech user sees is what she says.
 */
export function PendingIntroductionsBadge() {
  const { pending } = useMyConnectionsQuery(undefined, {
    pollingInterval: POLL_MS,
    refetchOnFocus: true,
    selectFromResult: ({ data }) => ({
      pending: data?.filter((connection) => connection.status === 'requested').length ?? 0,
    }),
  });
  if (pending === 0) return null;
  return (
    <span className="mb-nav__badge">
      {pending}
      <span className="mb-visually-hidden"> waiting</span>
    </span>
  );
}
