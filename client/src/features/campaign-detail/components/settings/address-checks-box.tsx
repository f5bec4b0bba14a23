import { ADDRESS_CHECK_TEXTS } from '@outbound/common';
import { badRequestMessage } from '../../../../app/apollo';
import {
  useSettingsAddressChecksQuery,
  useSettingsSaveAddressChecksMutation,
} from '../../../../generated/graphql';

const FETCH_FAILED = badRequestMessage(ADDRESS_CHECK_TEXTS.fetchFailed);
const UPDATE_FAILED = badRequestMessage(ADDRESS_CHECK_TEXTS.updateFailed);

type CheckOption = 'skipRoleAddresses' | 'skipDisposable';
const OPTIONS: { name: CheckOption; label: string; hint: string }[] = [
  {
    name: 'skipRoleAddresses',
    label: ADDRESS_CHECK_TEXTS.skipRoleAddresses,
    hint: ADDRESS_CHECK_TEXTS.skipRoleAddressesHint,
  },
  {
    name: 'skipDisposable',
    label: ADDRESS_CHECK_TEXTS.skipDisposable,
    hint: ADDRESS_CHECK_TEXTS.skipDisposableHint,
  },
];

/** The Settings tab's address checks: skip role addresses and disposable domains. */
export function AddressChecksBox({ campaignId }: { campaignId: string }) {
  const query = useSettingsAddressChecksQuery({ variables: { campaignId }, context: FETCH_FAILED });
  const [save, saving] = useSettingsSaveAddressChecksMutation({ context: UPDATE_FAILED });
  if (!query.data) return null;
  const setting = query.data.campaignSetting;

  const toggle = async (name: CheckOption, value: boolean) => {
    try {
      await save({ variables: { campaignId, input: { [name]: value } } });
      await query.refetch();
    } catch {
      // The error toast already said why.
    }
  };

  return (
    <section className="card settings-box" aria-label={ADDRESS_CHECK_TEXTS.title}>
      <h2 className="card__title">{ADDRESS_CHECK_TEXTS.title}</h2>
      {OPTIONS.map((option) => (
        <div key={option.name}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={setting[option.name]}
              disabled={saving.loading}
              onChange={(event) => void toggle(option.name, event.target.checked)}
            />
            {option.label}
          </label>
          <p className="form__hint">{option.hint}</p>
        </div>
      ))}
      <p className="form__hint">{ADDRESS_CHECK_TEXTS.undeliverableNote}</p>
    </section>
  );
}
