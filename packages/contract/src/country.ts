import { z } from 'zod';
import { defineCall, shopPath } from './call.ts';
import { empty } from './envelope.ts';

export const country = z.object({ id: z.number().int(), name: z.string(), phone_code: z.string() });
export type Country = z.infer<typeof country>;

export const getCountryList = defineCall({
  path: shopPath('country/getList'),
  auth: false,
  encrypted: false,
  summary: 'All countries with their calling codes',
  request: empty,
  response: z.array(country),
});

export const countryCalls = { getCountryList };
