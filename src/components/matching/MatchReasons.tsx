import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { MatchReason } from '@contract/matching/score';
import './matchReasons.css';

/** Where a reader can fill in what a reason says is not known, and the link's words. */
export interface GapLink {
  to: string;
  label: string;
}

const FIT_LABEL: Record<MatchReason['fit'], string> = {
  good: 'Fits',
  partial: 'Partly fits',
  missing: 'Not known',
  mismatch: 'Does not fit',
};

function FitIcon({ fit }: { fit: MatchReason['fit'] }) {
  if (fit === 'good') return <CheckCircleFilled className="mb-match__icon mb-match__icon--good" />;
  if (fit === 'mismatch')
    return <CloseCircleFilled className="mb-match__icon mb-match__icon--mismatch" />;
  return <MinusCircleOutlined className={`mb-match__icon mb-match__icon--${fit}`} />;
}

/**
 * The order `brief` shows reasons in: what rules a match out first, then what is missing in
 * part, then what is not known, then what fits. A card is honest before it is flattering.
 */
const TELLING: MatchReason['fit'][] = ['mismatch', 'partial', 'missing', 'good'];

/** The three most telling reasons, in the order they were given within each kind of fit. */
export function tellingReasons(reasons: MatchReason[]): MatchReason[] {
  return [...reasons]
    .filter((reason) => reason.kind !== 'skillLevel' || reason.fit !== 'good')
    .sort((a, b) => TELLING.indexOf(a.fit) - TELLING.indexOf(b.fit))
    .slice(0, 3);
}

function GapAction({ link }: { link: GapLink | undefined }) {
  if (!link) return null;
  return (
    <>
      {' — '}
      <Link to={link.to}>{link.label}</Link>
    </>
  );
}

/**
 * How well a candidate and a job fit (contract/matching): the score, and the facts it is made
 * of, each marked by how it fits, in words for screen readers and by an icon for the eye.
 * `brief` (for a card in a list) shows the three most telling facts, what does not fit first; the
 * detail shows them all. `gapLink` turns a fact her profile does not give into a way to give it.
 */
export function MatchReasons(props: {
  score: number;
  reasons: MatchReason[];
  subject: string;
  brief?: boolean;
  /** A link to where the reader can fill in what a reason says is not known. */
  gapLink?: (reason: MatchReason) => GapLink | undefined;
}) {
  const shown = props.brief ? tellingReasons(props.reasons) : props.reasons;
  return (
    <div className={`mb-match${props.brief ? ' mb-match--brief' : ''}`}>
      <p className="mb-match__score">
        <strong>{props.score}%</strong> match
      </p>
      <ul className="mb-match__reasons" aria-label={`Why ${props.subject} fits`}>
        {shown.map((reason) => (
          <li
            key={`${reason.kind}:${reason.text}`}
            className={`mb-match__reason mb-match__reason--${reason.fit}`}
          >
            <FitIcon fit={reason.fit} />
            <span>
              <span className="mb-visually-hidden">{FIT_LABEL[reason.fit]}: </span>
              {reason.text}
              <GapAction link={props.gapLink?.(reason)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
