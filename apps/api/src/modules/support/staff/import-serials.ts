import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { SERIAL_CSV_HEADER } from '@hashforge/contract/admin/serials';
import { Prisma } from '../../../db/generated/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit, type StaffActor } from '../../audit/record-audit.ts';
import { normaliseSerial } from '../warranty.ts';

/** Rows per INSERT ... ON CONFLICT statement: large enough to be fast, small enough to hold few locks. */
export const SERIAL_BATCH = 1000;
/** Refusals listed in the answer at most; a file of nothing but bad rows should not make a huge answer. */
const MAX_REJECTED = 5000;
/** The shop's SN field accepts exactly these serials, so each imported row can be looked up. */
const SERIAL = /^[A-Z0-9][A-Z0-9._-]{0,63}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface SerialCsvRow {
  machineCode: string;
  computingPower: string | null;
  afterEndTime: string | null;
  afterEndPlateTime: string | null;
  productCategoryName: string | null;
}

export interface SerialImportReport {
  imported: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

/** One CSV line's fields: commas separate, double quotes may wrap a field ("" is a quote inside one). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) return null;
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      fields.push(value);
      if (i === line.length) return fields;
      if (line[i] !== ',') return null;
      i += 1;
    } else {
      const c = line.indexOf(',', i);
      if (c < 0) {
        fields.push(line.slice(i));
        return fields;
      }
      fields.push(line.slice(i, c));
      i = c + 1;
    }
  }
}

function parseDay(value: string): string | null | false {
  if (value === '') return null;
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) ? value : false;
}

function readRow(fields: string[], width: number): SerialCsvRow | string {
  if (fields.length !== width) return `Expected ${width} fields, found ${fields.length}`;
  const [code = '', power = '', end = '', plateEnd = '', category] = fields.map((f) => f.trim());
  const machineCode = normaliseSerial(code);
  if (!machineCode) return 'machineCode is empty';
  if (!SERIAL.test(machineCode)) return 'machineCode: letters, digits, dot, dash or underscore, at most 64';
  if (power.length > 50) return 'computingPower: at most 50 characters';
  const afterEndTime = parseDay(end);
  if (afterEndTime === false) return 'afterEndTime: a date as YYYY-MM-DD';
  const afterEndPlateTime = parseDay(plateEnd);
  if (afterEndPlateTime === false) return 'afterEndPlateTime: a date as YYYY-MM-DD';
  if (category !== undefined && category.length > 200) return 'productCategoryName: at most 200 characters';
  return {
    machineCode,
    computingPower: power || null,
    afterEndTime,
    afterEndPlateTime,
    productCategoryName: category ?? null,
  };
}

/**
 * `serials/import` (catalog.write): reads the CSV line by line as the upload streams in and upserts
 * every SERIAL_BATCH rows in one `INSERT ... ON CONFLICT` statement, so memory stays flat whatever
 * the file's size and 10,000 rows take a few statements. A bad row is reported (line 1 is the
 * header) and the rest go on; a serial that repeats an earlier line is refused, since one file
 * saying two things about a device is a mistake to show, not to settle silently. Each batch commits
 * with its own audit row (how many rows, which lines, and the values each update replaced). A blank
 * cell of a serial already on record keeps what is stored: a partial sheet never erases a warranty.
 */
export async function importSerials(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  csv: Readable,
): Promise<SerialImportReport> {
  const report: SerialImportReport = { imported: 0, updated: 0, rejected: [] };
  const reject = (line: number, reason: string) => {
    if (report.rejected.length < MAX_REJECTED) report.rejected.push({ line, reason });
  };
  const seen = new Map<string, number>();
  let batch: SerialCsvRow[] = [];
  let batchFirstLine = 2;
  let width = 0;
  let lineNo = 0;

  const flush = async (lastLine: number) => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const counts = await upsertBatch(deps, actor, rows, batchFirstLine, lastLine);
    report.imported += counts.inserted;
    report.updated += counts.updated;
  };

  const lines = createInterface({ input: csv, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const raw of lines) {
    lineNo += 1;
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.includes('\u0000')) throw AppError.field('file', 'This is not a CSV text file');
    if (lineNo === 1) {
      const header = splitCsvLine(line)?.map((h) => h.trim());
      const expected = SERIAL_CSV_HEADER.join(',');
      const withCategory = `${expected},productCategoryName`;
      if (!header || (header.join(',') !== expected && header.join(',') !== withCategory)) {
        throw AppError.field('file', `The first line must be ${expected}`);
      }
      width = header.length;
      continue;
    }
    if (line.trim() === '') continue;
    const fields = splitCsvLine(line);
    const row = fields ? readRow(fields, width) : 'A quote is not closed';
    if (typeof row === 'string') {
      reject(lineNo, row);
      continue;
    }
    const earlier = seen.get(row.machineCode);
    if (earlier !== undefined) {
      reject(lineNo, `${row.machineCode} is already on line ${earlier}`);
      continue;
    }
    seen.set(row.machineCode, lineNo);
    if (batch.length === 0) batchFirstLine = lineNo;
    batch.push(row);
    if (batch.length >= SERIAL_BATCH) await flush(lineNo);
  }
  if (lineNo === 0)
    throw AppError.field('file', `The file is empty: the first line must be ${SERIAL_CSV_HEADER.join(',')}`);
  await flush(lineNo);
  return report;
}

/** The fields a row sets, as the audit log shows them (dates in ISO 8601, like serials/update's). */
const AUDITED = ['productCategoryName', 'computingPower', 'afterEndTime', 'afterEndPlateTime'] as const;
type AuditedValues = Record<(typeof AUDITED)[number], string | null>;

interface UpsertedRow {
  machineCode: string;
  inserted: boolean;
  values: AuditedValues;
}

async function upsertBatch(
  deps: Pick<Deps, 'prisma'>,
  actor: StaffActor | null,
  rows: SerialCsvRow[],
  firstLine: number,
  lastLine: number,
): Promise<{ inserted: number; updated: number }> {
  return deps.prisma.$transaction(async (tx) => {
    const codes = rows.map((r) => r.machineCode);
    // The rows already on record, locked in one order, as they are before this batch changes them.
    const previous = await tx.$queryRaw<{ machineCode: string; values: AuditedValues }[]>`
      SELECT m."machineCode", ${auditedJson('m')} AS values FROM machine_serial m
      WHERE m."machineCode" = ANY(${codes}::text[])
      ORDER BY m."machineCode"
      FOR UPDATE`;
    const old = new Map(previous.map((r) => [r.machineCode, r.values]));
    // One statement per batch. A blank cell keeps what is stored (a partial sheet must not erase a
    // warranty); `xmax = 0` is true for a row this statement inserted, false for one it updated.
    const result = await tx.$queryRaw<UpsertedRow[]>`
      INSERT INTO machine_serial ("machineCode", "productCategoryName", "computingPower", "afterEndTime", "afterEndPlateTime")
      SELECT code, coalesce(category, ''), power, end_at::timestamp(3), plate_end_at::timestamp(3)
        FROM unnest(
          ${codes}::text[],
          ${rows.map((r) => r.productCategoryName)}::text[],
          ${rows.map((r) => r.computingPower)}::text[],
          ${rows.map((r) => r.afterEndTime)}::text[],
          ${rows.map((r) => r.afterEndPlateTime)}::text[]
        ) AS t(code, category, power, end_at, plate_end_at)
      ON CONFLICT ("machineCode") DO UPDATE SET
        "computingPower" = coalesce(EXCLUDED."computingPower", machine_serial."computingPower"),
        "afterEndTime" = coalesce(EXCLUDED."afterEndTime", machine_serial."afterEndTime"),
        "afterEndPlateTime" = coalesce(EXCLUDED."afterEndPlateTime", machine_serial."afterEndPlateTime"),
        "productCategoryName" = CASE WHEN EXCLUDED."productCategoryName" = ''
          THEN machine_serial."productCategoryName" ELSE EXCLUDED."productCategoryName" END
      RETURNING "machineCode", (xmax = 0) AS inserted, ${auditedJson('machine_serial')} AS values`;
    const inserted = result.filter((r) => r.inserted).length;
    const updated = result.length - inserted;
    const before: Record<string, Partial<AuditedValues>> = {};
    const after: Record<string, Partial<AuditedValues>> = {};
    for (const row of result) {
      const was = old.get(row.machineCode);
      if (!was) continue;
      const changed = AUDITED.filter((key) => was[key] !== row.values[key]);
      if (changed.length === 0) continue;
      before[row.machineCode] = Object.fromEntries(changed.map((key) => [key, was[key]]));
      after[row.machineCode] = Object.fromEntries(changed.map((key) => [key, row.values[key]]));
    }
    await recordAudit(tx, actor, {
      action: 'catalog.serials.import',
      entityType: 'machine_serial',
      entityId: `lines ${firstLine}-${lastLine}`,
      // The values each update replaced, so a wrong sheet can be put right from the log.
      ...(Object.keys(before).length > 0 ? { before: { serials: before } } : {}),
      after: { inserted, updated, ...(Object.keys(after).length > 0 ? { serials: after } : {}) },
    });
    return { inserted, updated };
  });
}

/** A serial row's audited fields as one JSON object, dates as ISO 8601 in UTC. */
function auditedJson(table: 'm' | 'machine_serial') {
  const t = Prisma.raw(table);
  const iso = (column: string) => Prisma.raw(`to_char(${table}."${column}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  return Prisma.sql`json_build_object(
    'productCategoryName', ${t}."productCategoryName",
    'computingPower', ${t}."computingPower",
    'afterEndTime', ${iso('afterEndTime')},
    'afterEndPlateTime', ${iso('afterEndPlateTime')})`;
}
