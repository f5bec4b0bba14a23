import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import type { ContactRow } from './contact-search.service';
import type { Unsubscriber } from './unsubscribe.service';

type Body = Record<string, unknown> | undefined;

/** The first of several accepted names of a field that is present. */
function pick(body: Body, ...names: string[]): unknown {
  for (const name of names) {
    const value = body?.[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

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

/** `/v1/contact/*`: All Contacts and Unsubscribers over the same services as GraphQL. */
export async function contactSearchRoutes(app: FastifyInstance): Promise<void> {
  const { contactSearch, unsubscribes } = app.services;

  // Accepts the current payload and the older form (email, contact_list, query, status).
  app.post<{ Body: Body }>('/v1/contact/search', async (request) => {
    const body = request.body;
    const page = await contactSearch.search(requireRestCaller(request), {
      userEmail: pick(body, 'email', 'user_email', 'userEmail'),
      listId: pick(body, 'list_id', 'listId', 'contact_list'),
      searchText: pick(body, 'search_text', 'searchText', 'query'),
      filter: pick(body, 'filter', 'status'),
      offset: pick(body, 'offset'),
      limit: pick(body, 'limit'),
    });
    return { data: page.rows.map(contactJson), total: page.total, total_capped: page.totalCapped };
  });

  app.post<{ Body: Body }>('/v1/contact/summary', async (request) => {
    const email = pick(request.body, 'email');
    const stats = await contactSearch.stats(
      requireRestCaller(request),
      typeof email === 'string' ? email : undefined,
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

  app.post<{ Body: Body }>('/v1/contact/unsubscribes', async (request) => {
    const page = await unsubscribes.search(requireRestCaller(request), {
      searchText: pick(request.body, 'searchText', 'search_text'),
      offset: pick(request.body, 'offset'),
      limit: pick(request.body, 'limit'),
    });
    return { unsubscribesContacts: page.rows.map(unsubscriberJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/contact/unsubscribes/domains/delete', async (request) => {
    const emails = pick(request.body, 'email_list');
    const message = await unsubscribes.deleteDomains(requireRestCaller(request), {
      email: Array.isArray(emails) && emails.length === 1 ? emails[0] : undefined,
      domains: pick(request.body, 'domains'),
    });
    return { message };
  });

  app.post<{ Body: Body }>('/v1/contact/unsubscribes/allDomains/delete', async (request) => {
    const message = await unsubscribes.deleteAll(requireRestCaller(request), {
      emails: pick(request.body, 'email_list'),
    });
    return { message };
  });
}
