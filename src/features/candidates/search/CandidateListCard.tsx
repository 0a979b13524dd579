import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CandidateRow, ConnectionStatus } from '@contract/candidates';
import type { ListFieldOptions } from '@contract/reference';
import { ConnectionEndedButton, GetIntroButton } from '../introduction/GetIntroButton';

/** Spec 02 §9: the first four skills, the rest behind a toggle. */
export const SKILLS_SHOWN = 4;

/** Spec 02 §4: a card is marked new when the profile was created in the current month. */
export function isNewThisMonth(created: string, now = dayjs()): boolean {
  const date = dayjs.unix(Number(created));
  return date.isValid() && date.isSame(now, 'month');
}

/** The name as the server lets it be seen: 'Hedy Lamarr', or 'H. L.' for initials only. */
export function displayName(first: string, last: string, initialsOnly: boolean): string {
  const parts = [first, last].filter(Boolean);
  return initialsOnly ? parts.map((initial) => `${initial}.`).join(' ') : parts.join(' ');
}

export const fullNameOf = (
  row: Pick<CandidateRow, 'field_first_name' | 'field_last_name' | 'field_initials_only'>,
) => displayName(row.field_first_name, row.field_last_name, row.field_initials_only === '1');

export interface CandidateListCardProps {
  row: CandidateRow;
  status: ConnectionStatus;
  /** The profile route with the list's query. */
  to: string;
  experience: ListFieldOptions | undefined;
  /** Introductions left this week ('{n} invites left'), or null while unknown. */
  invitesLeft: number | null;
  busy: boolean;
  onIntro(): void;
  /** More about her under the skills (how she fits a job). */
  children?: ReactNode;
}

/** The status button of spec 02 §4: Get Intro, Contacted, Declined or View Profile. */
function StatusButton(props: {
  status: ConnectionStatus;
  to: string;
  name: string;
  invitesLeft: number | null;
  busy: boolean;
  onIntro(): void;
}) {
  const { status, to, name } = props;
  if (status === 'connected')
    return (
      <Link className="ant-btn ant-btn-primary mb-candidate-card__action" to={to}>
        View Profile<span className="mb-visually-hidden"> of {name}</span>
      </Link>
    );
  if (status === 'requested')
    return (
      <Button disabled aria-label={`Contacted ${name}`}>
        Contacted
      </Button>
    );
  if (status === 'rejected')
    return (
      <Button disabled aria-label={`Declined: ${name}`}>
        Declined
      </Button>
    );
  if (status === 'ended') return <ConnectionEndedButton name={name} />;
  return (
    <GetIntroButton
      name={name}
      invitesLeft={props.invitesLeft}
      busy={props.busy}
      onClick={props.onIntro}
    />
  );
}

/**
 * A candidate in the search results (spec 02 §3 "Candidate list item"): picture (blurred for
 * demo access), name or initials, role, place, experience, the first four skills, 'new' for
 * profiles of this month and the status button.
 */
export function CandidateListCard(props: CandidateListCardProps) {
  const { row, status, to } = props;
  const [allSkills, setAllSkills] = useState(false);
  const skillsId = useId();
  const name = fullNameOf(row);
  const skills = row.field_technical_skills_name
    .split(';')
    .map((skill) => skill.trim())
    .filter(Boolean);
  const shown = allSkills ? skills : skills.slice(0, SKILLS_SHOWN);
  const experience = row.field_professional_experience
    ? (props.experience?.[row.field_professional_experience] ?? row.field_professional_experience)
    : null;
  return (
    <li className="mb-candidate-card">
      {row.field_profile_picture ? (
        <Avatar
          size={64}
          src={row.field_profile_picture}
          alt=""
          className="mb-candidate-card__pic"
        />
      ) : (
        <Avatar size={64} icon={<UserOutlined />} aria-hidden="true" />
      )}
      <div className="mb-candidate-card__body">
        <h2 className="mb-candidate-card__name">
          <Link to={to}>{name}</Link>
          {isNewThisMonth(row.created) ? <Tag className="mb-candidate-card__new">new</Tag> : null}
        </h2>
        {row.field_current_role ? (
          <p className="mb-candidate-card__role">{row.field_current_role}</p>
        ) : null}
        <p className="mb-candidate-card__meta">
          {[row.field_location, experience].filter(Boolean).join(' · ')}
        </p>
        {skills.length > 0 ? (
          <div className="mb-candidate-card__skills">
            <ul id={skillsId} aria-label={`Skills of ${name}`}>
              {shown.map((skill) => (
                <li key={skill}>
                  <Tag className="mb-tag mb-tag--skill">{skill}</Tag>
                </li>
              ))}
            </ul>
            {skills.length > SKILLS_SHOWN ? (
              <Button
                type="link"
                size="small"
                aria-expanded={allSkills}
                aria-controls={skillsId}
                onClick={() => setAllSkills((open) => !open)}
              >
                {allSkills ? 'Show fewer' : `+${skills.length - SKILLS_SHOWN} more`}
              </Button>
            ) : null}
          </div>
        ) : null}
        {props.children}
      </div>
      <div className="mb-candidate-card__actions">
        <StatusButton
          status={status}
          to={to}
          name={name}
          invitesLeft={props.invitesLeft}
          busy={props.busy}
          onIntro={props.onIntro}
        />
      </div>
    </li>
  );
}
