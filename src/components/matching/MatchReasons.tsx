import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { MatchReason } from '@contract/matching/score';
import './matchReasons.css';

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

/** The order `brief` shows reasons in: what rules a job out first, then what fits. */
const TELLING: MatchReason['fit'][] = ['mismatch', 'good', 'partial', 'missing'];

/**
 * How well a candidate and a job fit (contract/matching): the score, and the facts it is made
 * of, each marked by how it fits, in words for screen readers and by an icon for the eye.
 * `brief` (for a card in a list) shows the three most telling facts; the detail shows them all.
 */
export function MatchReasons(props: {
  score: number;
  reasons: MatchReason[];
  subject: string;
  brief?: boolean;
}) {
  const shown = props.brief
    ? [...props.reasons]
        .filter((reason) => reason.fit !== 'missing')
        .sort((a, b) => TELLING.indexOf(a.fit) - TELLING.indexOf(b.fit))
        .slice(0, 3)
    : props.reasons;
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
            <span className="mb-visually-hidden">{FIT_LABEL[reason.fit]}: </span>
            {reason.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
