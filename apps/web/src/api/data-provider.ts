import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE, httpClient } from './http-client';
import { campaignsApi, deleteCampaign, listCampaigns } from './campaigns-api';
import { linkedInAccountsApi } from './linkedin-accounts-api';
import { rateLimitsApi } from './rate-limits-api';
import { subscriptionsApi } from './subscriptions-api';

const restProvider = simpleRestProvider(API_BASE, httpClient);

/**
 * ra-data-simple-rest for plain resources; campaigns answer `{campaigns: [...]}` keyed by _id, so
 * they get their own list and delete. The custom pages' calls are extra methods, so react-admin's
 * useDataProvider wraps them too (a 401 signs the user out).
 */
export const dataProvider = {
  ...restProvider,
  getList: async (resource, params) => {
    if (resource !== 'campaigns') return restProvider.getList(resource, params);
    const campaigns = await listCampaigns();
    return { data: campaigns, total: campaigns.length } as never;
  },
  delete: async (resource, params) => {
    if (resource !== 'campaigns') return restProvider.delete(resource, params);
    await deleteCampaign(String(params.id));
    return { data: params.previousData ?? { id: params.id } } as never;
  },
  ...rateLimitsApi,
  ...subscriptionsApi,
  ...linkedInAccountsApi,
  ...campaignsApi,
} satisfies DataProvider;

export type OutflowDataProvider = typeof dataProvider;
