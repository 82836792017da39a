import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_MESSAGES as A,
  cityListResponseSchema,
  DELIVERY_MESSAGES,
  deliveryEstimateQuerySchema,
  pincodePlaceResponseSchema,
  countryListResponseSchema,
  stateListResponseSchema,
} from '@resham/shared';
import { notFound } from '../../lib/errors';
import { lookupPincode } from './pincode-directory';
import { ok, replies } from '../../lib/responses';
import { findCountry, findState, listCities, listCountries, listStates } from './service';

const cacheDay = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=86400');

/** Countries, states and cities from the country-state-city data: names and iso codes only. */
export async function locationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' } as const;
  r.get(
    '/api/common/countries',
    { config: open, schema: { response: replies({ 200: countryListResponseSchema }) } },
    async (_req, reply) => {
      cacheDay(reply);
      return ok(await listCountries());
    },
  );
  r.get<{ Params: { country: string } }>(
    '/api/common/countries/states/:country',
    { config: open, schema: { response: replies({ 200: stateListResponseSchema }) } },
    async (req, reply) => {
      const country = await findCountry(req.params.country);
      if (!country) throw notFound(A.unknownCountry);
      cacheDay(reply);
      return { success: true as const, data: await listStates(country.isoCode), message: '' };
    },
  );
  r.get<{ Params: { country: string; state: string } }>(
    '/api/common/countries/cities/:country/:state',
    { config: open, schema: { response: replies({ 200: cityListResponseSchema }) } },
    async (req, reply) => {
      const country = await findCountry(req.params.country);
      if (!country) throw notFound(A.unknownCountry);
      const state = await findState(country.isoCode, req.params.state);
      if (!state) throw notFound(A.unknownState);
      cacheDay(reply);
      return {
        success: true as const,
        data: await listCities(country.isoCode, state.isoCode),
        message: '',
      };
    },
  );
  // An Indian pincode's state, district and places, from India Post's directory shipped with the shop
  // (no network): the address form fills the state and suggests the city. The pincode rule is the
  // delivery promise's (6 digits, not starting with 0): 400; a pincode of no state: 404.
  r.get(
    '/api/common/pincode/:pincode',
    {
      config: open,
      schema: {
        params: z.object({ pincode: deliveryEstimateQuerySchema.shape.pincode }),
        response: replies({ 200: pincodePlaceResponseSchema }),
      },
    },
    async (req, reply) => {
      const place = await lookupPincode(req.params.pincode);
      if (!place) throw notFound(DELIVERY_MESSAGES.unknownPincode(req.params.pincode));
      cacheDay(reply);
      return ok(place);
    },
  );
}
