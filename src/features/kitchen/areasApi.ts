/**
 * The console's delivery areas (docs/api.md, "Delivery areas"): the list, saving one (new or
 * changed) and removing one, injected by the kitchen's chunk. Each reply puts the server's answer
 * into the list's cache, so the view shows what the server now holds without asking again.
 */
import type { BodyOf, ReplyOf } from '../../../contract/api';
import type { DeliveryArea } from '../../../contract/fulfilment';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const areasApi = api.injectEndpoints({
  endpoints: (build) => ({
    areaList: build.query<DeliveryArea[], void>({
      query: () => request(kitchenEndpoints.areaList),
      transformResponse: (reply: ReplyOf<'areaList'>) => reply.areas,
    }),
    areaSave: build.mutation<ReplyOf<'areaSave'>, BodyOf<'areaSave'>>({
      query: (body) => request(kitchenEndpoints.areaSave, body),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            areasApi.util.updateQueryData('areaList', undefined, (areas) => {
              const index = areas.findIndex(({ id }) => id === data.area.id);
              if (index >= 0) areas[index] = data.area;
              else areas.push(data.area);
            }),
          );
        } catch {
          // The form shows the refusal.
        }
      },
    }),
    areaRemove: build.mutation<ReplyOf<'areaRemove'>, BodyOf<'areaRemove'>>({
      query: (body) => request(kitchenEndpoints.areaRemove, body),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            areasApi.util.updateQueryData('areaList', undefined, (areas) =>
              areas.filter((area) => area.id !== id),
            ),
          );
        } catch {
          // The dialog shows the refusal.
        }
      },
    }),
  }),
});

export const { useAreaListQuery, useAreaSaveMutation, useAreaRemoveMutation } = areasApi;
