import { useId, useState } from 'react';
import { badRequestMessage } from '../../../../app/apollo';
import {
  useSettingsReplyHandlingQuery,
  useSettingsSaveReplyHandlingMutation,
} from '../../../../generated/graphql';

export const REPLY_HANDLING_TEXTS = {
  title: 'Replies',
  stopForCompany: 'Stop for company',
  stopForCompanyHint:
    'When someone replies, stop the sequence for everyone of this campaign at the same company domain (free-mail addresses excepted).',
  outOfOfficeDays: 'Out-of-office pause without a date (days)',
  outOfOfficeHint:
    'An out-of-office pauses its recipient until the working day after the date it gives; when it gives none, for this many days.',
  fetchFailed: 'The reply settings could not be loaded.',
  updateFailed: 'The reply settings could not be saved.',
} as const;
const T = REPLY_HANDLING_TEXTS;

/** The Settings tab's reply handling: stop for company, the out-of-office pause without a date. */
export function ReplyHandlingBox({ campaignId }: { campaignId: string }) {
  const daysId = useId();
  const query = useSettingsReplyHandlingQuery({
    variables: { campaignId },
    context: badRequestMessage(T.fetchFailed),
  });
  const [save, saving] = useSettingsSaveReplyHandlingMutation({
    context: badRequestMessage(T.updateFailed),
  });
  const [days, setDays] = useState<string | null>(null);
  if (!query.data) return null;
  const setting = query.data.campaignSetting;

  const update = async (input: { stopForCompany?: boolean; outOfOfficeDays?: number }) => {
    try {
      await save({ variables: { campaignId, input } });
      await query.refetch();
      setDays(null);
    } catch {
      // The error toast already said why.
    }
  };

  return (
    <section className="card settings-box" aria-label={T.title}>
      <h2 className="card__title">{T.title}</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={setting.stopForCompany}
          disabled={saving.loading}
          onChange={(event) => void update({ stopForCompany: event.target.checked })}
        />
        {T.stopForCompany}
      </label>
      <p className="form__hint">{T.stopForCompanyHint}</p>
      <div className="field">
        <label className="field__label" htmlFor={daysId}>
          {T.outOfOfficeDays}
        </label>
        <input
          id={daysId}
          type="number"
          min={1}
          max={60}
          className="field__input"
          value={days ?? String(setting.outOfOfficeDays)}
          disabled={saving.loading}
          onChange={(event) => setDays(event.target.value)}
          onBlur={() => {
            if (days !== null && Number(days) !== setting.outOfOfficeDays)
              void update({ outOfOfficeDays: Number(days) });
          }}
        />
      </div>
      <p className="form__hint">{T.outOfOfficeHint}</p>
    </section>
  );
}
