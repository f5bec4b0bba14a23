import {
  contactSearchSchema,
  unsubscriberSearchSchema,
  deleteUnsubscribeDomainsSchema,
  deleteUnsubscribersSchema,
} from '@outbound/common';
import type {
  ContactSearchCommand,
  UnsubscribeDomainsDeleteCommand,
  UnsubscriberSearchCommand,
  UnsubscribersDeleteCommand,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { ContactRow } from './contact-search.service';
import type { Unsubscriber } from './unsubscribe.service';
import {
  anyObject,
  bool,
  documented,
  int,
  legacyBody,
  list,
  message,
  obj,
  str,
} from '../../http/openapi/declare';
import { contactAnswer } from '../../http/openapi/answers';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

/**
 * The fields of a /v1 body that hold a value: these calls always took null or an empty string for
 * a missing field (falling through to the next accepted name, else the default), and any body but
 * an object for an empty one.
 */
function filledFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== '' && value !== null),
  );
}

/** The current payload and the older form (email, contact_list, query, status). */
const contactSearchCommand = legacy<ContactSearchCommand>({
  userEmail: ['email', 'user_email', 'userEmail'],
  listId: ['list_id', 'listId', 'contact_list'],
  searchText: ['search_text', 'searchText', 'query'],
  filter: ['filter', 'status'],
  offset: ['offset'],
  limit: ['limit'],
});

const contactStatsCommand = legacy<{ userEmail: unknown }>({ userEmail: ['email'] });

const unsubscriberSearchCommand = legacy<UnsubscriberSearchCommand>({
  searchText: ['searchText', 'search_text'],
  offset: ['offset'],
  limit: ['limit'],
});

/** Domains are deleted for one address: `email_list` holding exactly one. */
const domainsDeleteCommand = legacy<UnsubscribeDomainsDeleteCommand>({
  email: {
    from: ['email_list'],
    map: (emails: unknown) =>
      Array.isArray(emails) && emails.length === 1 ? emails[0] : undefined,
  },
  domains: ['domains'],
});

const unsubscribersDeleteCommand = legacy<UnsubscribersDeleteCommand>({
  emails: ['email_list'],
});

function contactJson(row: ContactRow) {
  return {
    _id: row.id,
    email: row.email,
    created_at: row.createdAt,
    status: row.status,
    display_status: row.displayStatus,
    campaign_count: row.campaignCount,
    sent_count: row.sentCount,
    engaged_count: row.engagedCount,
  };
}

function unsubscriberJson(row: Unsubscriber) {
  return {
    _id: row.id,
    email: row.email,
    updated_at: row.updatedAt,
    unsubscribes: row.unsubscribes.map((entry) => ({
      domain: entry.domain,
      create_time: entry.createTime,
    })),
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/contact/search */
  search: documented(minRole.viewer, {
    summary: 'Contacts of every list, filtered and paged.',
    body: legacyBody(contactSearchCommand, contactSearchSchema),
    response: obj({ data: list(contactAnswer), total: int, total_capped: bool }),
  }),
  /** POST /v1/contact/summary */
  summary: documented(minRole.viewer, {
    summary: 'One contact’s history across campaigns.',
    body: legacyBody(contactStatsCommand, { userEmail: str }),
  }),
  /** POST /v1/contact/unsubscribes */
  unsubscribes: documented(minRole.viewer, {
    summary: 'Unsubscribed addresses, paged.',
    body: legacyBody(unsubscriberSearchCommand, unsubscriberSearchSchema),
    response: obj({ unsubscribesContacts: list(anyObject), total_count: int }),
  }),
  /** POST /v1/contact/unsubscribes/domains/delete */
  unsubscribesDomainsDelete: documented(minRole.admin, {
    summary: 'Forget unsubscribed domains.',
    body: legacyBody(
      domainsDeleteCommand,
      deleteUnsubscribeDomainsSchema,
      {},
      { email_list: { ...list(str), minItems: 1, maxItems: 1 } },
    ),
    response: message,
  }),
  /** POST /v1/contact/unsubscribes/allDomains/delete */
  unsubscribesAllDomainsDelete: documented(minRole.admin, {
    summary: 'Forget unsubscribed addresses.',
    body: legacyBody(unsubscribersDeleteCommand, deleteUnsubscribersSchema),
    response: message,
  }),
};

/** `/v1/contact/*`: All Contacts and Unsubscribers over the same services as GraphQL. */
export async function contactSearchRoutes(app: FastifyInstance): Promise<void> {
  const { contactSearch, unsubscribes } = app.services;

  app.post<{ Body: Body }>('/v1/contact/search', api.search, async (request) => {
    const command = contactSearchCommand(filledFields(request.body));
    const page = await contactSearch.search(requireRestCaller(request), command);
    return { data: page.rows.map(contactJson), total: page.total, total_capped: page.totalCapped };
  });

  app.post<{ Body: Body }>('/v1/contact/summary', api.summary, async (request) => {
    const { userEmail } = contactStatsCommand(filledFields(request.body));
    const stats = await contactSearch.stats(
      requireRestCaller(request),
      typeof userEmail === 'string' ? userEmail : undefined,
    );
    return {
      data: {
        total: stats.total,
        in_campaign: stats.inCampaign,
        engaged: stats.engaged,
        leads: stats.leads,
        bounced: stats.bounced,
        unsubscribed: stats.unsubscribed,
      },
    };
  });

  app.post<{ Body: Body }>('/v1/contact/unsubscribes', api.unsubscribes, async (request) => {
    const command = unsubscriberSearchCommand(filledFields(request.body));
    const page = await unsubscribes.search(requireRestCaller(request), command);
    return { unsubscribesContacts: page.rows.map(unsubscriberJson), total_count: page.total };
  });

  app.post<{ Body: Body }>(
    '/v1/contact/unsubscribes/domains/delete',
    api.unsubscribesDomainsDelete,
    async (request) => {
      const command = domainsDeleteCommand(filledFields(request.body));
      return { message: await unsubscribes.deleteDomains(requireRestCaller(request), command) };
    },
  );

  app.post<{ Body: Body }>(
    '/v1/contact/unsubscribes/allDomains/delete',
    api.unsubscribesAllDomainsDelete,
    async (request) => {
      const command = unsubscribersDeleteCommand(filledFields(request.body));
      return { message: await unsubscribes.deleteAll(requireRestCaller(request), command) };
    },
  );
}
