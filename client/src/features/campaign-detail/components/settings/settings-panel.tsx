import { LeadSettingsBox } from './lead-settings-box';
import { SendingAccountBox } from './sending-account-box';
import { SendingPoolBox } from './sending-pool-box';
import { AddressChecksBox } from './address-checks-box';
import { ReplyHandlingBox } from './reply-handling-box';
import './settings-panel.css';

/** The Settings tab (spec 01 §2): the Sending account box and the Leads box. */
export function SettingsPanel({ campaignId }: { campaignId: string }) {
  return (
    <div className="settings-panel">
      <SendingAccountBox campaignId={campaignId} />
      <SendingPoolBox campaignId={campaignId} />
      <AddressChecksBox campaignId={campaignId} />
      <LeadSettingsBox campaignId={campaignId} />
      <ReplyHandlingBox campaignId={campaignId} />
    </div>
  );
}
