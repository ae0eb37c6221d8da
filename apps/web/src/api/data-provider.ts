import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE, httpClient } from './http-client';
import { deleteCampaign, listCampaigns } from './campaigns-api';

const restProvider = simpleRestProvider(API_BASE, httpClient);

/**
 * What react-admin's own hooks read (useGetList('campaigns') on /campaigns). Campaigns answer
 * `{campaigns: [...]}` keyed by _id, so they get their own list and delete. Every other call goes
 * through the feature's `*-api.ts` module (see apps/web/README.md).
 */
export const dataProvider: DataProvider = {
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
};
