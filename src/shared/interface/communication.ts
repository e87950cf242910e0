import { z } from 'zod';
import {
  commentSchema,
  cursorParamsSchema,
  listEnvelope,
  objectBase,
  oidSchema,
  queryDateSchema,
  referenceSchema,
  timestampSchema,
} from './primitives';
import { addresseeSchema, attachmentSchema, chatMessageSchema } from './chat';

/**
 * Kinds of communication. CallLog and XCCUserChat are in the interface; e-mail (XCCMessage)
 * and SMS (SMSMessage) follow the platform's published object types (interface: not shown).
 */
export const communicationTypes = ['CallLog', 'XCCUserChat', 'XCCMessage', 'SMSMessage'] as const;
export type CommunicationType = (typeof communicationTypes)[number];

export const transcriptionSchema = z.looseObject({
  status: z.string(),
  objectType: z.literal('Transcription').optional(),
});

/** 2.6 list item. Unknown object types are kept: a newer server may add kinds. */
export const communicationItemSchema = z.looseObject({
  ...objectBase,
  commonName: z.string(),
  subject: z.string(),
  date: timestampSchema,
  recordingStatus: z.string().optional(),
  transcription: transcriptionSchema.optional(),
});
export type CommunicationItem = z.infer<typeof communicationItemSchema>;

/** 2.6 full representation (`include=all`): the fields the interface guarantees, and the rest kept. */
export const communicationFullSchema = communicationItemSchema.extend({
  durationSec: z.number().int(),
  incoming: z.boolean(),
  displayed: z.boolean(),
  flagged: z.boolean(),
  hasAttachment: z.boolean(),
  hasInlineAttachment: z.boolean(),
  contentSummary: z.string(),
  contentSummaryIsComplete: z.boolean(),
  participants: z.array(addresseeSchema),
  attachments: z.array(attachmentSchema).optional(),
  contents: commentSchema.optional(),
  callId: z.string().optional(),
  callAnswerTimeSec: z.number().int().optional(),
  onHoldDuration: z.number().int().optional(),
  chatSession: referenceSchema.optional(),
  phoneLine: referenceSchema.optional(),
});
export type CommunicationFull = z.infer<typeof communicationFullSchema>;

export const communicationListSchema = listEnvelope(communicationItemSchema);
export const communicationFullListSchema = listEnvelope(communicationFullSchema);

/**
 * `lastModified`, beyond the interface (its list's `last_modified_from` implies it): kept where
 * it is a valid timestamp, dropped (not refused) otherwise.
 */
const lastModified = timestampSchema.optional().catch(undefined);

/** A log item of a page as the local log keeps it: the list item and its `lastModified`. */
export const logItemSchema = communicationItemSchema.extend({ lastModified });
export type LogItem = z.infer<typeof logItemSchema>;
/**
 * A log item of a page asked with include=all as the local log keeps it: the full
 * representation, and a chat message's own fields (each optional there, so a call or an e-mail
 * passes as it is; the full representation's rules win where both name a field), and its
 * `lastModified`.
 */
export const logItemFullSchema = chatMessageSchema
  .extend(communicationFullSchema.shape)
  .extend({ lastModified });
export type LogItemFull = z.infer<typeof logItemFullSchema>;

/** 4.18 parameters, as the client builds them (camelCase here, snake_case on the wire). */
export const communicationSearchSchema = cursorParamsSchema.extend({
  name: z.string().optional(),
  orderBy: z.enum(['mru', 'oid']).optional(),
  from: queryDateSchema.optional(),
  until: queryDateSchema.optional(),
  lastModifiedFrom: queryDateSchema.optional(),
  lastModifiedUntil: queryDateSchema.optional(),
  include: z.literal('all').optional(),
  /**
   * The guide's `where` filters (communication_search_parameters.html), sent as
   * `where=voicemail=true,incoming=true`: only items whose field has that value.
   */
  where: z
    .object({
      voicemail: z.boolean(),
      incoming: z.boolean(),
      retrieved: z.boolean(),
      displayed: z.boolean(),
      flagged: z.boolean(),
      obj_type: z.enum(communicationTypes),
      phoneLine: oidSchema,
      /** A word of the contents; the guide takes it only beside a `phoneLine` filter. */
      search: z.string().trim().min(1).max(200),
    })
    .partial()
    .refine((where) => where.search === undefined || where.phoneLine !== undefined, {
      message: 'search is only used with a phoneLine filter',
    })
    .optional(),
  /** Only missed incoming calls (`only_missed_calls`). */
  onlyMissedCalls: z.boolean().optional(),
});
export type CommunicationSearch = z.infer<typeof communicationSearchSchema>;

/** 2.18 call review (request only). */
export const callReviewSchema = z.object({
  userReportedBadAudio: z.boolean(),
  userReportedOnewayAudio: z.boolean(),
  userReportedUnstableConnection: z.boolean(),
  userAudioQualityRating: z.number().int().min(1).max(5),
  userAudioQualityReview: z.string(),
});
export type CallReview = z.infer<typeof callReviewSchema>;
