import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADDRESS_MESSAGES as A } from '@resham/shared';
import { notFound } from '../../lib/errors';
import { findCountry, findState, listCities, listCountries, listStates } from './service';

const cacheDay = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=86400');

/** Countries, states and cities from the country-state-city data: names and iso codes only. */
export async function locationRoutes(app: FastifyInstance) {
  const open = { access: 'public' } as const;
  app.get('/api/common/countries', { config: open }, async (_req, reply) => {
    cacheDay(reply);
    return { success: true, data: await listCountries() };
  });
  app.get<{ Params: { country: string } }>(
    '/api/common/countries/states/:country',
    { config: open },
    async (req, reply) => {
      const country = await findCountry(req.params.country);
      if (!country) throw notFound(A.unknownCountry);
      cacheDay(reply);
      return { success: true, data: await listStates(country.isoCode), message: '' };
    },
  );
  app.get<{ Params: { country: string; state: string } }>(
    '/api/common/countries/cities/:country/:state',
    { config: open },
    async (req, reply) => {
      const country = await findCountry(req.params.country);
      if (!country) throw notFound(A.unknownCountry);
      const state = await findState(country.isoCode, req.params.state);
      if (!state) throw notFound(A.unknownState);
      cacheDay(reply);
      return { success: true, data: await listCities(country.isoCode, state.isoCode), message: '' };
    },
  );
}
