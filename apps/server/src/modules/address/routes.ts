import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_MESSAGES as A,
  addressBodySchema,
  addressListResponseSchema,
  addressSavedResponseSchema,
  messageResponseSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { assertSelf } from '../../lib/access';
import { ok, replies } from '../../lib/responses';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './service';

const userParams = z.object({ userId: z.string() });
const addressParams = z.object({ userId: z.string(), addressId: z.uuid(A.notFound) });

export async function addressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: 'customer' } as const;

  r.post(
    '/api/shop/address/add',
    {
      config: customer,
      schema: { body: addressBodySchema, response: replies({ 201: addressSavedResponseSchema }) },
    },
    async (req, reply) => {
      const user = assertSelf(req, req.body.userId);
      const { userId: _ignored, ...values } = req.body;
      const data = await addAddress(db, user.id, values);
      return reply.status(201).send({ success: true, message: A.added, data });
    },
  );
  r.get(
    '/api/shop/address/get/:userId',
    {
      config: customer,
      schema: { params: userParams, response: replies({ 200: addressListResponseSchema }) },
    },
    async (req) => {
      const user = assertSelf(req, req.params.userId);
      return ok(await listAddresses(db, user.id));
    },
  );
  r.put(
    '/api/shop/address/update/:userId/:addressId',
    {
      config: customer,
      schema: {
        params: addressParams,
        body: addressBodySchema,
        response: replies({ 200: addressSavedResponseSchema }),
      },
    },
    async (req) => {
      const user = assertSelf(req, req.params.userId);
      const { userId, ...values } = req.body;
      assertSelf(req, userId);
      return {
        success: true,
        message: A.updated,
        data: await updateAddress(db, user.id, req.params.addressId, values),
      };
    },
  );
  r.delete(
    '/api/shop/address/delete/:userId/:addressId',
    {
      config: customer,
      schema: { params: addressParams, response: replies({ 200: messageResponseSchema }) },
    },
    async (req) => {
      const user = assertSelf(req, req.params.userId);
      await deleteAddress(db, user.id, req.params.addressId);
      return { success: true, message: A.deleted };
    },
  );
}
