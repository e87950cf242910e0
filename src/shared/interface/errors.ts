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
  /**
   * The guide's "1002X: invalid authentication" family (common_errors.html) names no members;
   * the simulator answers these two, and the client takes any 10020–10029 alike.
   */
  TokenExpired: 10021,
  TokenUnknown: 10022,
  /** beyond: login without a user name */
  NoUserName: 10002,
  /** beyond: login without a password; a request of a code (session.requestMfa) without e-mail */
  NoPassword: 10003,
  WrongCredentials: 10004,
  AlreadySignedIn: 10005,
  AccountDisabled: 10006,
  PasswordExpired: 10007,
  /** beyond: login without a user space */
  NoUserSpace: 10011,
  /**
   * The account asks for a second factor (me_login.html: its table says 10013, its text 10012;
   * both are taken as this).
   */
  MfaRequired: 10013,
  /** beyond: no device is registered with the session (me_device_*.html) */
  NoDevice: 10050,
  /** beyond: the session's device has no phone number (me_device_pbx_call.html) */
  NoDevicePhoneNumber: 10052,
  /** beyond: the session's device has no twinned phone number (me_device_twin_call.html) */
  NoTwinNumber: 10053,
  /** The user has no phone line (me_message_set.html, me_phone_caller_id_get.html). */
  NoPhoneLine: 10054,
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
  /**
   * beyond: the request of a sign-in code names a user name and e-mail address that do not
   * exist together (me_request_reset_password.html, the sibling of the unpublished Request MFA)
   */
  UnknownUserOrEmail: 10206,
  /** beyond: the code could not be sent (me_request_reset_password.html: "sending the pin") */
  CodeNotSent: 10207,
  TooManyRequests: 10400,
  /** The request timed out waiting for the session's resources (common_errors.html). */
  SessionBusy: 10402,
  ServerError: 11000,
} as const;
export type ServiceCodeValue = (typeof ServiceCode)[keyof typeof ServiceCode];

/**
 * A 401 whose code says the token no longer works (10000, or the guide's 1002X family): renew
 * once, then ask the user to sign in again.
 */
export function isAuthenticationFailure(status: number, code: number): boolean {
  return (
    status === 401 && (code === ServiceCode.NotAuthenticated || (code >= 10020 && code <= 10029))
  );
}

/** Either of the guide's MFA codes (me_login.html names 10012 in its text, 10013 in its table). */
export function isMfaRequired(status: number, code: number | undefined): boolean {
  return status === 401 && (code === ServiceCode.MfaRequired || code === 10012);
}
