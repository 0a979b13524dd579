import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  CANDIDATE_MESSAGES,
  encodeCandidateFilters,
  type IntroductionMail,
} from '@contract/candidates';
import {
  useSearchCandidatesQuery,
  useGetEmployerCandidateQuery,
  useRequestAccessMutation,
} from '@/api/candidatesApi';
import { failureStatus, serverMessage } from '@/api/errors';
import { useReferenceData } from '@/api/referenceApi';
import { localKeys } from '@/app/persist';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { CandidateCard } from '@/components/profile/CandidateCard';
import { cameFromBoard, candidatePaths } from '../candidatePaths';
import { readCandidateQuery } from '../candidateQuery';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { ConnectionEndedButton, ENDED_NOTE, GetIntroButton } from '../introduction/GetIntroButton';
import { useIntroduction } from '../introduction/useIntroduction';
import { displayName } from '../search/CandidateListCard';
import { useCandidateAccess } from '../useCandidateAccess';
import './candidateProfile.css';

/** Spec 02 §2: Prev/Next only when the list holds more than three candidates. */
export const MIN_LIST_FOR_ARROWS = 4;

/** Spec 02 §2: 'Back to candidates' is hidden when a locally stored role contains 'candidate'. */
function storedRoleIsCandidate(): boolean {
  try {
    return (window.localStorage.getItem(localKeys.role) ?? '').includes('candidate');
  } catch {
    return false;
  }
}

const STATUS_NOTES = {
  new: 'Contact details and the CV are shared once the candidate accepts an introduction, or at once when the candidate chose to be contacted directly.',
  requested:
    'You requested an introduction. Contact details are shared once the candidate accepts.',
  rejected: 'This candidate declined an introduction to your organization.',
  ended: ENDED_NOTE,
  connected: null,
} as const;

/**
 * A requested introduction whose mail has not gone out: still being retried, or given up, when
 * the employer may send it again (which does not spend another introduction).
 */
function IntroductionMailNotice(props: {
  state: IntroductionMail | null;
  orgNid: number;
  nid: string;
  uuid: string;
}) {
  const [requestAccess, sending] = useRequestAccessMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (props.state === 'retrying')
    return <Alert type="warning" showIcon title={CANDIDATE_MESSAGES.mailDelayed} />;
  if (props.state !== 'failed') return null;
  const resend = async () => {
    setFailure(null);
    try {
      await requestAccess({ orgNid: props.orgNid, nodeId: props.nid, uuid: props.uuid }).unwrap();
    } catch (error) {
      setFailure(serverMessage(error) ?? CANDIDATE_MESSAGES.contactFailed);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={CANDIDATE_MESSAGES.mailFailed}
      description={failure ? <span role="alert">{failure}</span> : undefined}
      action={
        <Button loading={sending.isLoading} onClick={() => void resend()}>
          Send again
        </Button>
      }
    />
  );
}

/**
 * `/candidates/filter/{uuid}` (spec 02 §2): a candidate's profile as the server lets this
 * organization see it, with Prev/Next through the list it was opened from and 'Back to
 * candidates'. A 403 shows no data (spec 02 §8).
 */
export function CandidateProfilePage() {
  const { uuid = '' } = useParams();
  const { search, state } = useLocation();
  const fromBoard = cameFromBoard(state);
  const navigate = useNavigate();
  const access = useCandidateAccess();
  const reference = useReferenceData();
  const demo = !access.full;
  const view = useGetEmployerCandidateQuery(
    { uuid, orgNid: access.orgNid, demo },
    { skip: access.loading },
  );
  const { page, filters } = useMemo(() => readCandidateQuery(search), [search]);
  const list = useSearchCandidatesQuery(
    {
      orgNid: access.orgNid,
      page,
      filterQuery: encodeCandidateFilters(filters, access.orgNid),
      demo,
    },
    { skip: access.loading || search === '' },
  );
  const rows = list.data ?? [];
  const index = rows.findIndex((row) => row.node_uuid === uuid);
  const arrows = rows.length >= MIN_LIST_FOR_ARROWS && index >= 0;
  const previous = arrows && index > 0 ? rows[index - 1] : undefined;
  const next = arrows && index < rows.length - 1 ? rows[index + 1] : undefined;
  const profile = view.data?.profile;
  const name =
    profile && view.data
      ? displayName(
          profile.attributes.field_first_name,
          profile.attributes.field_last_name,
          view.data.initialsOnly,
        )
      : 'Candidate';
  usePageTitle(profile ? name : 'Candidate');
  const denied = view.isError && failureStatus(view.error) === 403;
  const note = view.data ? STATUS_NOTES[view.data.status] : null;
  // The request invalidates this profile: its new status (and, when granted, her contact
  // details) come back from the server.
  const introduction = useIntroduction({ orgNid: access.orgNid, demo, skip: access.loading });
  const introTarget =
    view.data && (demo || view.data.status === 'new')
      ? { uuid, nodeId: view.data.nid, name }
      : null;
  const introButton = introTarget ? (
    <GetIntroButton
      name={name}
      invitesLeft={introduction.invitesLeft}
      busy={introduction.pendingUuid === uuid}
      onClick={() => introduction.request(introTarget)}
    />
  ) : view.data?.status === 'ended' && !demo ? (
    <ConnectionEndedButton name={name} />
  ) : null;

  return (
    <section className="mb-candidate-profile" aria-labelledby="mb-candidate-profile-title">
      <h1 id="mb-candidate-profile-title" className="mb-visually-hidden">
        Candidate profile
      </h1>
      <div className="mb-candidate-profile__bar">
        {storedRoleIsCandidate() ? null : fromBoard ? (
          <Link to={candidatePaths.board} className="ant-btn">
            <ArrowLeftOutlined aria-hidden="true" /> Back to the board
          </Link>
        ) : (
          <Link to={candidatePaths.searchAt(search.slice(1))} className="ant-btn">
            <ArrowLeftOutlined aria-hidden="true" /> Back to candidates
          </Link>
        )}
        {arrows ? (
          <nav aria-label="Candidates in the list" className="mb-candidate-profile__arrows">
            <Button
              icon={<LeftOutlined aria-hidden="true" />}
              disabled={!previous}
              onClick={() =>
                previous && navigate(candidatePaths.profile(previous.node_uuid, search))
              }
              aria-label="Previous candidate"
            />
            <Button
              icon={<RightOutlined aria-hidden="true" />}
              disabled={!next}
              onClick={() => next && navigate(candidatePaths.profile(next.node_uuid, search))}
              aria-label="Next candidate"
            />
          </nav>
        ) : null}
      </div>
      {demo && !access.loading ? <UpgradePrompt /> : null}
      {view.isFetching && !view.data ? (
        <div role="status" aria-label="Loading the profile" className="mb-candidates__state">
          <Spin size="large" />
        </div>
      ) : null}
      {denied || (view.isSuccess && !view.data) ? (
        <Alert type="info" showIcon title="This profile is not available." />
      ) : null}
      {view.isError && !denied ? (
        <Alert
          type="error"
          showIcon
          title="The profile could not be loaded."
          action={<Button onClick={() => void view.refetch()}>Try again</Button>}
        />
      ) : null}
      {note && !demo ? (
        <Alert type="info" title={note} action={introButton} />
      ) : introButton ? (
        <div className="mb-candidate-profile__intro">{introButton}</div>
      ) : null}
      {view.data && !demo && view.data.status === 'requested' ? (
        <IntroductionMailNotice
          state={view.data.introductionMail}
          orgNid={access.orgNid}
          nid={view.data.nid}
          uuid={uuid}
        />
      ) : null}
      {profile && view.data ? (
        <Card variant="borderless">
          <CandidateCard
            profile={profile}
            reference={reference}
            employerView={{ blurredPicture: view.data.blurredPicture, name, withheld: demo }}
          />
        </Card>
      ) : null}
      {introduction.dialogs}
    </section>
  );
}
