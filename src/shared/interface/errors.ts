import { z } from 'zod';

/** Error body (design section 4): `{errorCode, message, info}`. */
export const errorBodySchema = z.object({
  errorCode: z.number().int(),
  message: z.string(),
  info: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Service codes: section 7 of the interface, the common codes of design section 4 and the
 * platform's published login/payload codes. Codes marked "beyond" are not in the interface.
 */
export const ServiceCode = {
  NotAuthenticated: 10000,
  /** beyond: login without a user name */
  NoUserName: 10002,
  /** beyond: login without a password */
  NoPassword: 10003,
  WrongCredentials: 10004,
  AlreadySignedIn: 10005,
  AccountDisabled: 10006,
  PasswordExpired: 10007,
  /** beyond: login without a user space */
  NoUserSpace: 10011,
  NoMultiTenant: 10060,
  NotMasterTenant: 10063,
  ChatSessionDisabled: 10066,
  NotFound: 10100,
  NoPermission: 10101,
  AttachmentInExternalChat: 10104,
  TenantIsTemplate: 10165,
  /** beyond: the tenant must be stopped before subDatabaseName changes (rule 3.1) */
  TenantNotStopped: 10166,
  NoContents: 10200,
  ContentsUndecodable: 10202,
  ChatContentsInvalid: 10203,
  EmptyChatMessage: 10204,
  TooManyRequests: 10400,
  ServerError: 11000,
} as const;
export type ServiceCodeValue = (typeof ServiceCode)[keyof typeof ServiceCode];
