import { POOL_MESSAGES, POOL_SETTING_TEXTS } from '@outbound/common';
import { useEffect, useState } from 'react';
import { badRequestMessage } from '../../../../app/apollo';
import { showSuccess } from '../../../../components/toast';
import {
  useSettingsSavePoolOptionsMutation,
  useSettingsSendingPoolQuery,
  useSettingsSetSendingPoolMutation,
} from '../../../../generated/graphql';
import { MailboxPoolPicker } from './mailbox-pool-picker';

const FETCH_FAILED = badRequestMessage(POOL_MESSAGES.fetchFailed);
const UPDATE_FAILED = badRequestMessage(POOL_MESSAGES.updateFailed);

type PoolOption = 'matchRecipientProvider' | 'sendInRecipientTimezone';
const OPTIONS: { name: PoolOption; label: string; hint: string }[] = [
  {
    name: 'matchRecipientProvider',
    label: POOL_SETTING_TEXTS.matchRecipientProvider,
    hint: POOL_SETTING_TEXTS.matchRecipientProviderHint,
  },
  {
    name: 'sendInRecipientTimezone',
    label: POOL_SETTING_TEXTS.sendInRecipientTimezone,
    hint: POOL_SETTING_TEXTS.sendInRecipientTimezoneHint,
  },
];

/** The Settings tab's sending pool: its mailboxes, and the provider and time-zone options. */
export function SendingPoolBox({ campaignId }: { campaignId: string }) {
  const query = useSettingsSendingPoolQuery({
    variables: { campaignId },
    context: FETCH_FAILED,
  });
  const [setPool, setting] = useSettingsSetSendingPoolMutation({ context: UPDATE_FAILED });
  const [saveOptions] = useSettingsSavePoolOptionsMutation({ context: UPDATE_FAILED });
  const [selected, setSelected] = useState<string[]>([]);
  const stored = query.data?.campaign.mailAccounts.map((m) => m.id).join(',');
  useEffect(() => setSelected(stored ? stored.split(',') : []), [stored]);
  if (!query.data) return null;
  const { campaignSetting, poolMailboxes } = query.data;

  const savePool = async () => {
    try {
      await setPool({ variables: { campaignId, ids: selected } });
      showSuccess(POOL_MESSAGES.updated);
    } catch {
      // The error toast already said why.
    }
  };
  const toggleOption = async (name: PoolOption, value: boolean) => {
    try {
      await saveOptions({ variables: { campaignId, input: { [name]: value } } });
      await query.refetch();
    } catch {
      // The error toast already said why.
    }
  };

  return (
    <section className="card settings-box" aria-label="Sending pool">
      <h2 className="card__title">Sending pool</h2>
      <MailboxPoolPicker mailboxes={poolMailboxes} selected={selected} onChange={setSelected} />
      <p className="form__hint">{POOL_MESSAGES.removedNote}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={selected.length === 0 || setting.loading}
        onClick={() => void savePool()}
      >
        Save pool
      </button>
      {OPTIONS.map((option) => (
        <div key={option.name}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={campaignSetting[option.name]}
              onChange={(event) => void toggleOption(option.name, event.target.checked)}
            />
            {option.label}
          </label>
          <p className="form__hint">{option.hint}</p>
        </div>
      ))}
    </section>
  );
}
