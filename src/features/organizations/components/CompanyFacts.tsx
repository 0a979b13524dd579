import { formatDay } from '@/components/dates/dates';
import { REMOTE_POLICIES, type RemotePolicy } from '@contract/organizations';
import type { OrganizationAttributes } from '@contract/organizations';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The facts the organization gave, as label and text, in the form's order. */
export function companyFacts(a: OrganizationAttributes): { label: string; text: string }[] {
  const facts: { label: string; text: string }[] = [];
  if (a.field_parental_leave_weeks != null) {
    const forAll =
      a.field_parental_leave_all_parents == null
        ? ''
        : a.field_parental_leave_all_parents
          ? ', for all parents'
          : ', not for all parents';
    facts.push({
      label: 'Paid parental leave',
      text: `${a.field_parental_leave_weeks} ${a.field_parental_leave_weeks === 1 ? 'week' : 'weeks'}${forAll}`,
    });
  } else if (a.field_parental_leave_all_parents != null) {
    facts.push({
      label: 'Parental leave for all parents',
      text: yesNo(a.field_parental_leave_all_parents),
    });
  }
  if (a.field_flexible_hours != null)
    facts.push({ label: 'Flexible hours', text: yesNo(a.field_flexible_hours) });
  if (a.field_part_time_possible != null)
    facts.push({ label: 'Part time possible', text: yesNo(a.field_part_time_possible) });
  if (a.field_remote_policy)
    facts.push({
      label: 'Remote policy',
      text: REMOTE_POLICIES[a.field_remote_policy as RemotePolicy] ?? a.field_remote_policy,
    });
  if (a.field_childcare_support != null)
    facts.push({ label: 'Childcare support', text: yesNo(a.field_childcare_support) });
  const asOf = a.field_women_share_as_of ? ` (as of ${formatDay(a.field_women_share_as_of)})` : '';
  if (a.field_women_in_tech_percent != null)
    facts.push({ label: 'Women in tech roles', text: `${a.field_women_in_tech_percent} %${asOf}` });
  if (a.field_women_in_leadership_percent != null)
    facts.push({
      label: 'Women in leadership roles',
      text: `${a.field_women_in_leadership_percent} %${asOf}`,
    });
  if (a.field_pay_equity_audit_year != null)
    facts.push({ label: 'Last pay-equity audit', text: String(a.field_pay_equity_audit_year) });
  return facts;
}

/**
 * The company facts section of a company page: what the organization reports about parental
 * leave, flexibility, pay equity and women's share, with the date it last changed them. Nothing
 * when it reports none.
 */
export function CompanyFacts({ attributes: a }: { attributes: OrganizationAttributes }) {
  const facts = companyFacts(a);
  if (facts.length === 0 && !a.field_pay_equity_statement) return null;
  return (
    <section className="mb-org-profile__section" aria-label="Company facts">
      <h2>Company facts</h2>
      {facts.length > 0 ? (
        <dl className="mb-org-profile__facts mb-org-profile__facts--list">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {a.field_pay_equity_statement ? (
        <blockquote className="mb-org-profile__statement">
          <p className="mb-org-profile__statement-label">On pay equity</p>
          {a.field_pay_equity_statement.split(/\n+/).map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </blockquote>
      ) : null}
      {a.field_facts_updated ? (
        <p className="mb-org-profile__dated">
          Reported by {a.title}, last updated {formatDay(a.field_facts_updated)}.
        </p>
      ) : null}
    </section>
  );
}
