import { CAMPAIGN_MESSAGES, type CampaignSettingsCommand } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import { settingOf, type CampaignSetting } from './campaign-settings.service';
import { bool, data, documented, legacyBody, obj, uuid } from '../../../http/openapi/declare';
import { campaignSettingAnswer } from '../../../http/openapi/answers';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

/** A campaign setting in the /v1 shape (spec 01 §3 Campaign setting). */
function settingJson(setting: CampaignSetting) {
  return {
    use_smtp: setting.useSmtp,
    track_open: setting.trackOpen,
    track_clicks: setting.trackClicks,
    schedule_send: setting.scheduleSend,
    pertinent_laws: setting.pertinentLaws,
    start_time: setting.startTime,
    start_time_local: setting.startTimeLocal,
    start_time_zone: setting.startTimeZone,
    match_recipient_provider: setting.matchRecipientProvider,
    send_in_recipient_timezone: setting.sendInRecipientTimezone,
    skip_role_addresses: setting.skipRoleAddresses,
    skip_disposable: setting.skipDisposable,
    stop_for_company: setting.stopForCompany,
    out_of_office_days: setting.outOfOfficeDays,
  };
}

/** `setting/get` reads `campaignID` first; `setting/update` only `campaign_id`. */
const getCommand = legacy<{ campaignId: string }>({ campaignId: ['campaignID', 'campaign_id'] });

/** The options of `setting/update`'s `setting`; a setting that is not an object holds none. */
const optionsOf = legacy<Omit<CampaignSettingsCommand, 'campaignId'>>({
  useSmtp: ['use_smtp'],
  trackOpen: ['track_open'],
  trackClicks: ['track_clicks'],
  pertinentLaws: ['pertinent_laws'],
  matchRecipientProvider: ['match_recipient_provider'],
  sendInRecipientTimezone: ['send_in_recipient_timezone'],
  skipRoleAddresses: ['skip_role_addresses'],
  skipDisposable: ['skip_disposable'],
  stopForCompany: ['stop_for_company'],
  outOfOfficeDays: ['out_of_office_days'],
});
const option =
  (name: keyof ReturnType<typeof optionsOf>) =>
  (setting: unknown): unknown =>
    typeof setting === 'object' && setting !== null ? optionsOf(setting)[name] : undefined;

const updateCommand = legacy<CampaignSettingsCommand>({
  campaignId: ['campaign_id'],
  useSmtp: { from: ['setting'], map: option('useSmtp') },
  trackOpen: { from: ['setting'], map: option('trackOpen') },
  trackClicks: { from: ['setting'], map: option('trackClicks') },
  pertinentLaws: { from: ['setting'], map: option('pertinentLaws') },
  matchRecipientProvider: { from: ['setting'], map: option('matchRecipientProvider') },
  sendInRecipientTimezone: { from: ['setting'], map: option('sendInRecipientTimezone') },
  skipRoleAddresses: { from: ['setting'], map: option('skipRoleAddresses') },
  skipDisposable: { from: ['setting'], map: option('skipDisposable') },
  stopForCompany: { from: ['setting'], map: option('stopForCompany') },
  outOfOfficeDays: { from: ['setting'], map: option('outOfOfficeDays') },
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/setting/get */
  settingGet: documented(minRole.viewer, {
    summary: 'A campaign’s options.',
    body: legacyBody(getCommand, { campaignId: uuid }),
    response: data(obj({ setting: campaignSettingAnswer })),
  }),
  /** POST /v1/campaign/setting/update */
  settingUpdate: documented(minRole.member, {
    summary: 'Change a campaign’s options.',
    body: legacyBody(
      updateCommand,
      { campaignId: uuid },
      {},
      {
        setting: legacyBody(
          optionsOf,
          Object.fromEntries(Object.keys(optionsOf.legacyFields).map((name) => [name, bool])),
        ),
      },
    ),
  }),
};

/** `/v1/campaign/setting/*`: the Options step. */
export async function campaignSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignSettings } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/setting/get', api.settingGet, async (request) => {
    const { campaignId } = getCommand(request.body ?? {});
    const setting = await campaignSettings.get(requireRestCaller(request), campaignId);
    return { data: { setting: settingJson(setting) } };
  });

  app.post<{ Body: Body }>('/v1/campaign/setting/update', api.settingUpdate, async (request) => {
    const campaign = await campaignSettings.update(
      requireRestCaller(request),
      updateCommand(request.body ?? {}),
    );
    return {
      message: CAMPAIGN_MESSAGES.settingsUpdated,
      data: { setting: settingJson(settingOf(campaign)) },
    };
  });
}
