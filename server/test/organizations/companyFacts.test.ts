import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPANY_FACT_MESSAGES } from '@contract/organizations';
import { injectAs } from '../helpers';
import { createOrganization, patchOrganization } from './fixtures';
import { testFile } from '../support/fixture';

const COLLECTION = '/api/node/organization_profile';

const given = testFile({ owner: 'employer', reader: 'candidate' });

const errorsOf = (body: string): Record<string, string> =>
  Object.fromEntries(
    (JSON.parse(body) as { errors: { source?: { pointer: string }; detail: string }[] }).errors.map(
      (error) => [error.source?.pointer ?? '', error.detail],
    ),
  );

describe('company facts', () => {
  it('stores each fact, dates them, shows them to candidates and clears them', async () => {
    const { uuid } = await createOrganization(given.t, given.owner);
    const patch = (attributes: object) =>
      patchOrganization(given.t, given.owner, uuid, { attributes });
    const facts = {
      field_parental_leave_weeks: 26,
      field_parental_leave_all_parents: true,
      field_flexible_hours: true,
      field_part_time_possible: false,
      field_remote_policy: 'remote_first',
      field_childcare_support: true,
      field_pay_equity_statement: '  We publish pay bands for every role.  ',
      field_pay_equity_audit_year: 2025,
      field_women_in_tech_percent: 41,
      field_women_in_leadership_percent: 50,
      field_women_share_as_of: '2026-06-30',
    };
    const saved = await patch(facts);
    assert.equal(saved.statusCode, 200);
    const attributes = saved.json().data.attributes;
    assert.deepEqual(Object.fromEntries(Object.keys(facts).map((key) => [key, attributes[key]])), {
      ...facts,
      field_pay_equity_statement: 'We publish pay bands for every role.',
    });
    const dated = attributes.field_facts_updated as string;
    assert.match(dated, /^\d{4}-\d{2}-\d{2}T/);

    // A candidate reads them on the company page.
    const read = await injectAs(given.t, given.reader, {
      method: 'GET',
      url: `${COLLECTION}/${uuid}`,
    });
    assert.equal(read.json().data.attributes.field_parental_leave_weeks, 26);
    assert.equal(read.json().data.attributes.field_facts_updated, dated);

    // Another change leaves the facts' date alone; clearing them all clears it.
    given.t.clock.advance(60);
    const colour = await patch({ field_color_picker: '#123456' });
    assert.equal(colour.json().data.attributes.field_facts_updated, dated);
    const cleared = await patch(Object.fromEntries(Object.keys(facts).map((key) => [key, null])));
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().data.attributes.field_facts_updated, null);
    assert.equal(cleared.json().data.attributes.field_remote_policy, null);
  });

  it('refuses values out of range with the form messages, changing nothing', async () => {
    const { uuid } = await createOrganization(given.t, given.owner);
    const response = await patchOrganization(given.t, given.owner, uuid, {
      attributes: {
        field_parental_leave_weeks: 105,
        field_remote_policy: 'sometimes',
        field_women_in_tech_percent: 101,
        field_women_in_leadership_percent: -1,
        field_pay_equity_audit_year: new Date().getUTCFullYear() + 1,
        field_women_share_as_of: '2999-01-01',
        field_pay_equity_statement: 'x'.repeat(2001),
      },
    });
    assert.equal(response.statusCode, 422, response.body);
    {
      const errors = errorsOf(response.body);
      // Each detail names its field: "field_x: message".
      const at = (name: string) => errors[`/data/attributes/${name}`]?.replace(`${name}: `, '');
      assert.equal(at('field_parental_leave_weeks'), COMPANY_FACT_MESSAGES.parentalLeaveWeeks);
      assert.match(at('field_remote_policy'), /must be one of office, hybrid/);
      assert.equal(at('field_women_in_tech_percent'), COMPANY_FACT_MESSAGES.percent);
      assert.equal(at('field_women_in_leadership_percent'), COMPANY_FACT_MESSAGES.percent);
      assert.equal(at('field_pay_equity_audit_year'), COMPANY_FACT_MESSAGES.auditYear);
      assert.equal(at('field_women_share_as_of'), COMPANY_FACT_MESSAGES.asOf);
      assert.equal(at('field_pay_equity_statement'), COMPANY_FACT_MESSAGES.statement);
    }
    const read = await injectAs(given.t, given.owner, {
      method: 'GET',
      url: `${COLLECTION}/${uuid}`,
    });
    assert.equal(read.json().data.attributes.field_parental_leave_weeks, null);
    assert.equal(read.json().data.attributes.field_facts_updated, null);
    // A date that does not exist, and the read-only date, are refused too.
    for (const attributes of [
      { field_women_share_as_of: '2025-02-30' },
      { field_flexible_hours: 'yes' },
      { field_facts_updated: '2025-01-01T00:00:00Z' },
    ]) {
      const bad = await patchOrganization(given.t, given.owner, uuid, { attributes });
      assert.equal(bad.statusCode, 422, JSON.stringify(attributes));
    }
  });
});
