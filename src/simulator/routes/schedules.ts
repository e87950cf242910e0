import { z } from 'zod';
import { patchSpecs, type AttachmentContents } from '../../shared/interface';
import { ok, type Handler } from '../context';
import { single } from '../envelope';
import { notFound, parseInput } from '../errors';
import { booleanParam } from '../query';
import { getScoped, listScoped, patchScoped, tenantBinding } from './resource';

const attachmentQuery = z.strictObject({ only_thumbnail: booleanParam.optional() });

/**
 * Beyond the interface (guide: attachments_get.html, administrators only): an attachment with
 * its contents as base64. The simulator serves the sounds of the caller's tenant's audio files
 * (a tone made at seeding, `attachmentContents`); any other oid, and a thumbnail (a sound has
 * none), is 404/10100.
 */
const readAttachment: Handler = (ctx) => {
  const oid = ctx.params.oid ?? '';
  const query = parseInput(attachmentQuery, ctx.query ?? {}, 'query');
  const file = [...ctx.state.store.audioFiles.values()].find(
    ({ tenantOid, value }) => tenantOid === ctx.tenant.oid && value.audioFile.oid === oid,
  )?.value.audioFile;
  const contents = file && ctx.state.store.attachmentContents.get(oid);
  if (!file || !contents || query.only_thumbnail) throw notFound(`attachment ${oid}`);
  const object: AttachmentContents = {
    oid,
    objectType: 'Attachment',
    commonName: file.commonName ?? '',
    originalLocation: file.commonName ?? '',
    mimeType: file.mimeType ?? 'audio/wav',
    size: contents.byteLength,
    contentsB64String: contents.toString('base64'),
  };
  return ok(single(object, `${ctx.url.base}/attachments/${oid}`));
};

export const scheduleHandlers = {
  'reportSchedules.list': listScoped((s) => s.reportSchedules, 'reportschedules'),
  'backupSchedules.list': listScoped((s) => s.backupSchedules, 'backupschedules'),
  'audioFiles.list': listScoped((s) => s.audioFiles, 'audiofiles'),
  'reportSchedules.get': getScoped((s) => s.reportSchedules, 'report schedule', 'reportschedules'),
  /** 4.6 */
  'reportSchedules.update': patchScoped(
    (s) => s.reportSchedules,
    'report schedule',
    (ctx) =>
      tenantBinding(ctx, patchSpecs.reportSchedule, {
        automatedReports: { entryType: 'relScheduledAutomated' },
      }),
  ),
  'backupSchedules.get': getScoped((s) => s.backupSchedules, 'backup schedule', 'backupschedules'),
  /** Beyond the interface: one backup log with its details (4.10 says they are read separately). */
  'backupLogs.get': getScoped((s) => s.backupLogs, 'backup log', 'backuplogs'),
  'audioFiles.get': getScoped((s) => s.audioFiles, 'audio file', 'audiofiles'),
  'attachments.get': readAttachment,
};
