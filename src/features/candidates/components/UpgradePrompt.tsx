import { Alert, Button } from 'antd';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { getConfig } from '@/config/env';
import './upgradePrompt.css';

/** Where Contact Sales and Upgrade lead: the sales address, or the configured upgrade page. */
export function upgradeLinks(): { contactSales: string; upgrade: string } {
  const config = getConfig();
  const contactSales = `mailto:${config.salesEmail}`;
  return {
    contactSales,
    upgrade:
      config.upgradeUrl ||
      `${contactSales}?subject=${encodeURIComponent('Candidate database access')}`,
  };
}

/** Spec 02 §8: the upgrade prompt of demo access, word for word, with its two links. */
export function UpgradePrompt() {
  const links = upgradeLinks();
  return (
    <Alert
      type="info"
      showIcon
      className="mb-candidates__upgrade"
      // The text gets the whole width (at 375 px an action column squeezed it), the two links
      // sit side by side under it, and wrap with a gap when there is no room.
      title={CANDIDATE_MESSAGES.upgrade}
      description={
        <span className="mb-candidates__upgrade-actions">
          <Button size="small" href={links.contactSales}>
            Contact Sales
          </Button>
          <Button size="small" type="primary" href={links.upgrade}>
            Upgrade
          </Button>
        </span>
      }
    />
  );
}
