/**
 * The console's delivery areas (contract/calls/kitchen.ts): the list, saving one (new or
 * changed) and removing one, injected by the kitchen's chunk. Each reply puts the server's answer
 * into the list's cache, so the view shows what the server now holds without asking again.
 */
import type { BodyOf } from '../../../contract/api';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

const areasApi = api.injectEndpoints({
  endpoints: (build) => ({
    areaList: fromContract(build).query({
      query: () => request(kitchenEndpoints.areaList),
      transformResponse: (reply) => reply.areas,
    }),
    areaSave: fromContract(build).mutation({
      query: (body: BodyOf<'areaSave'>) => request(kitchenEndpoints.areaSave, body),
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
    areaRemove: fromContract(build).mutation({
      query: (body: BodyOf<'areaRemove'>) => request(kitchenEndpoints.areaRemove, body),
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
