import { z } from 'zod';
import { filePart } from '../files.ts';
import { defineAdminCall, emptyRequest, isoTime, pageRequest, pageResponse } from './call.ts';

// Serial numbers for the warranty lookup (docs/backoffice.md sections 5 and 8). The import is multipart
// (file field `file`), so its JSON body is empty; the CSV's header is
// `machineCode,computingPower,afterEndTime,afterEndPlateTime` (dates YYYY-MM-DD), optionally followed
// by `productCategoryName`.

export const SERIAL_CSV_HEADER = ['machineCode', 'computingPower', 'afterEndTime', 'afterEndPlateTime'] as const;
/** Bigger files are refused: 20 MB holds several hundred thousand rows. */
export const SERIAL_CSV_MAX_BYTES = 20 * 1024 * 1024;

const importSerials = defineAdminCall({
  path: 'serials/import',
  permission: 'catalog.write',
  mutates: true,
  summary:
    'multipart/form-data, file field `file`: a CSV of serials, imported as it streams; `line` counts the header as line 1; a blank cell keeps what a serial on record has (serials/update clears a field)',
  request: emptyRequest,
  multipart: z.object({ file: filePart }),
  response: z.object({
    imported: z.number().int(),
    /** Rows that matched a serial already on record (the fields they fill are replaced; blank ones kept). */
    updated: z.number().int(),
    rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  }),
});

export const serialRow = z.object({
  machineCode: z.string(),
  productCategoryName: z.string(),
  computingPower: z.string().nullable(),
  afterEndTime: isoTime.nullable(),
  afterEndPlateTime: isoTime.nullable(),
});

const listSerials = defineAdminCall({
  path: 'serials/list',
  permission: 'catalog.read',
  mutates: false,
  summary: 'Serials on record; keyword is a serial prefix',
  request: pageRequest.extend({ keyword: z.string().trim().max(64).optional() }),
  response: pageResponse(serialRow),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Enter a real date',
  )
  .nullable();

const updateSerial = defineAdminCall({
  path: 'serials/update',
  permission: 'catalog.write',
  mutates: true,
  summary: "One serial's record: category, computing power, warranty ends (null: unknown)",
  request: z.object({
    machineCode: z.string().trim().min(1, 'Enter the serial').max(64),
    productCategoryName: z.string().trim().max(200).optional(),
    computingPower: z.string().trim().max(50).nullable().optional(),
    afterEndTime: day.optional(),
    afterEndPlateTime: day.optional(),
  }),
  response: serialRow,
});

export const serialDesk = {
  import: importSerials,
  list: listSerials,
  update: updateSerial,
} as const;
