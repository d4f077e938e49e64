import { BULK_EXPORT_PATH, BULK_EXPORT_PERMISSION, BULK_STATUSES, bulkDesk } from '@hashforge/contract/admin/bulk';
import { SERIAL_CSV_MAX_BYTES, serialDesk } from '@hashforge/contract/admin/serials';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { uploadedFile } from '../../http/multipart.ts';
import { registerAdminCall } from '../../http/register-admin-call.ts';
import { authorizeStaffDownload, downloadUrl } from '../order/staff/staff-download.ts';
import { exportBulkCsv } from './staff/export-bulk-enquiries.ts';
import { importSerials } from './staff/import-serials.ts';
import { getBulkEnquiry, listBulkEnquiries, updateBulkEnquiry } from './staff/manage-bulk-enquiries.ts';
import { listSerials, updateSerial } from './staff/manage-serials.ts';

/** The support desks: serial numbers for the warranty lookup (docs/backoffice.md sections 5 and 8). */
export function supportAdminRoutes(app: FastifyInstance, deps: Deps): void {
  registerAdminCall(app, deps, serialDesk.import, async (_input, ctx) => {
    if (!ctx.request.isMultipart())
      throw AppError.field('file', 'Send the CSV as multipart/form-data in the field file');
    const file = await uploadedFile(ctx.request, { fileSize: SERIAL_CSV_MAX_BYTES, files: 1 });
    if (file?.fieldname !== 'file') throw AppError.field('file', 'Attach the CSV in the field file');
    let report: Awaited<ReturnType<typeof importSerials>>;
    try {
      report = await importSerials(deps, ctx.actor, file.file);
    } catch (error) {
      // The upload stream fails past the size bound; the batches read before it stay imported.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw AppError.field('file', 'The file is larger than 20 MB: split it and import each part');
      }
      throw error;
    }
    if (file.file.truncated) {
      report.rejected.push({
        line: 0,
        reason: 'The file is larger than 20 MB: the rows after this point were not read',
      });
    }
    return report;
  });
  registerAdminCall(app, deps, serialDesk.list, (input) => listSerials(deps, input));
  registerAdminCall(app, deps, serialDesk.update, (input, ctx) => updateSerial(deps, ctx.actor, input));

  registerAdminCall(app, deps, bulkDesk.list, (input) => listBulkEnquiries(deps, input));
  registerAdminCall(app, deps, bulkDesk.get, (input) => getBulkEnquiry(deps, input.id));
  registerAdminCall(app, deps, bulkDesk.update, ({ id, ...change }, ctx) =>
    updateBulkEnquiry(deps, ctx.actor, id, change),
  );
  // The CSV export: a file, not an envelope, with the session and permission checks of the calls.
  app.route({
    method: ['GET', 'POST'],
    url: downloadUrl(BULK_EXPORT_PATH),
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      await authorizeStaffDownload(deps, request, BULK_EXPORT_PATH, BULK_EXPORT_PERMISSION);
      const source = (request.method === 'GET' ? request.query : request.body) as { status?: unknown } | undefined;
      const status = typeof source?.status === 'string' && source.status ? source.status : undefined;
      if (status && !(BULK_STATUSES as readonly string[]).includes(status)) {
        throw AppError.field('status', 'Status is new, contacted, quoted, won or lost');
      }
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bulk-enquiries-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportBulkCsv(deps, { status }));
    },
  });
}
