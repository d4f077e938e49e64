import type { CallDef } from '@hashforge/contract';
import * as contract from '@hashforge/contract';
import { z } from 'zod';

function isCallDef(value: unknown): value is CallDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CallDef).path === 'string' &&
    (value as CallDef).request instanceof z.ZodType &&
    (value as CallDef).response instanceof z.ZodType
  );
}

/** Every call the shop's contract defines (the back office's are `adminCalls`), each once. */
export const shopCalls: CallDef[] = [...new Set((Object.values(contract) as unknown[]).filter(isCallDef))];
