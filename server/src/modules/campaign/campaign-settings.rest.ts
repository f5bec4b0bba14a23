import { CAMPAIGN_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { settingOf, type CampaignSetting } from './campaign-settings.service';

type Body = Record<string, unknown> | undefined;

/** A campaign setting in the /v1 shape (spec 01 §3 Campaign setting). */
export function settingJson(setting: CampaignSetting) {
  return {
    use_smtp: setting.useSmtp,
    track_open: setting.trackOpen,
    track_clicks: setting.trackClicks,
    schedule_send: setting.scheduleSend,
    pertinent_laws: setting.pertinentLaws,
    start_time: setting.startTime,
    start_time_local: setting.startTimeLocal,
    start_time_zone: setting.startTimeZone,
  };
}

/** `/v1/campaign/setting/*`: the Options step. */
export async function campaignSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignSettings } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/setting/get', async (request) => {
    const body = request.body ?? {};
    const setting = await campaignSettings.get(
      requireRestCaller(request),
      body.campaignID ?? body.campaign_id,
    );
    return { data: { setting: settingJson(setting) } };
  });

  app.post<{ Body: Body }>('/v1/campaign/setting/update', async (request) => {
    const body = request.body ?? {};
    const campaign = await campaignSettings.update(
      requireRestCaller(request),
      body.campaign_id,
      body.setting,
    );
    return {
      message: CAMPAIGN_MESSAGES.settingsUpdated,
      data: { setting: settingJson(settingOf(campaign)) },
    };
  });
}
