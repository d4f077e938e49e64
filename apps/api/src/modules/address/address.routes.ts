import { addressCalls } from '@hashforge/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './address.service.ts';

export function addressRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, addressCalls.getAddressList, (_input, ctx) => listAddresses(deps, ctx.identity.userId));
  registerCall(app, deps, addressCalls.createAddress, (input, ctx) => createAddress(deps, ctx.identity.userId, input));
  registerCall(app, deps, addressCalls.updateAddress, async (input, ctx) => {
    if (input.kind === 'setDefault') await setDefaultAddress(deps, ctx.identity.userId, input.id);
    else {
      const { kind: _kind, id, ...fields } = input;
      await updateAddress(deps, ctx.identity.userId, id, fields);
    }
  });
  registerCall(app, deps, addressCalls.deleteAddress, (input, ctx) =>
    deleteAddress(deps, ctx.identity.userId, input.id),
  );
}
