-- Company facts that matter to women in tech (parental leave, flexibility, pay equity, women's
-- share), each optional; `facts_updated` dates them and moves whenever one of them changes.
ALTER TABLE organizations
  ADD COLUMN parental_leave_weeks integer CHECK (parental_leave_weeks BETWEEN 0 AND 104),
  ADD COLUMN parental_leave_all_parents boolean,
  ADD COLUMN flexible_hours boolean,
  ADD COLUMN part_time_possible boolean,
  ADD COLUMN remote_policy text
    CHECK (remote_policy IN ('office', 'hybrid', 'remote_first', 'fully_remote')),
  ADD COLUMN childcare_support boolean,
  ADD COLUMN pay_equity_statement text,
  ADD COLUMN pay_equity_audit_year integer CHECK (pay_equity_audit_year BETWEEN 1990 AND 2100),
  ADD COLUMN women_in_tech_percent integer CHECK (women_in_tech_percent BETWEEN 0 AND 100),
  ADD COLUMN women_in_leadership_percent integer
    CHECK (women_in_leadership_percent BETWEEN 0 AND 100),
  ADD COLUMN women_share_as_of text CHECK (women_share_as_of ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  ADD COLUMN facts_updated timestamptz;

CREATE FUNCTION organizations_facts_updated() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR ROW(
      NEW.parental_leave_weeks, NEW.parental_leave_all_parents, NEW.flexible_hours,
      NEW.part_time_possible, NEW.remote_policy, NEW.childcare_support, NEW.pay_equity_statement,
      NEW.pay_equity_audit_year, NEW.women_in_tech_percent, NEW.women_in_leadership_percent,
      NEW.women_share_as_of)
    IS DISTINCT FROM ROW(
      OLD.parental_leave_weeks, OLD.parental_leave_all_parents, OLD.flexible_hours,
      OLD.part_time_possible, OLD.remote_policy, OLD.childcare_support, OLD.pay_equity_statement,
      OLD.pay_equity_audit_year, OLD.women_in_tech_percent, OLD.women_in_leadership_percent,
      OLD.women_share_as_of) THEN
    NEW.facts_updated := CASE WHEN num_nonnulls(
      NEW.parental_leave_weeks, NEW.parental_leave_all_parents, NEW.flexible_hours,
      NEW.part_time_possible, NEW.remote_policy, NEW.childcare_support, NEW.pay_equity_statement,
      NEW.pay_equity_audit_year, NEW.women_in_tech_percent, NEW.women_in_leadership_percent,
      NEW.women_share_as_of) = 0 THEN NULL ELSE NEW.changed END;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER organizations_facts_updated BEFORE INSERT OR UPDATE ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_facts_updated();
