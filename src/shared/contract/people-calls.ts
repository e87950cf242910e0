import { z } from 'zod';
import { cursorSchema, oidSchema } from '../interface';

/**
 * The calls of People (4.8 and the guide's presence list), Favorites (4.15 and its read) and Web
 * pages (4.16, and the isolated view that shows one). Spread into `userContract.calls` /
 * `userContract.events` in `user-contract.ts`. Results are plain objects main builds from the
 * server's: the renderer never holds a server object it did not ask for.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

const name = z.string().max(400);
const shortText = z.string().max(500);

/**
 * What People shows of a colleague before one reaches out: from 4.8's includes, flattened by
 * main. `person` is the Person behind the user (4.3, favorites and presence address it).
 */
export const colleagueSchema = z.object({
  oid: oidSchema,
  person: oidSchema.optional(),
  name,
  userName: z.string().max(256).optional(),
  extension: z.string().max(64).optional(),
  /** The number of the line's phone, to copy or dial. */
  number: z.string().max(64).optional(),
  /** An e-mail address, where the server includes the person's telecom addresses. */
  email: z.string().max(320).optional(),
  doNotDisturb: z.boolean().optional(),
  redirection: z.object({ active: z.boolean(), to: z.string().max(256).optional() }).optional(),
  /** A phone of the line is registered (the guide's `isRegistered`). */
  registered: z.boolean().optional(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

/** 4.8's `where`: one exact condition, a user name or a provisioning address. */
export const colleagueWhereSchema = z.union([
  z.strictObject({ userName: z.string().trim().min(1).max(256) }),
  z.strictObject({ address: z.string().trim().min(1).max(320) }),
]);
export type ColleagueWhere = z.infer<typeof colleagueWhereSchema>;

const pageArgs = z.object({
  after: cursorSchema.optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

/** A page walked forwards: `nextId` is absent at the end (an empty page, or no cursor). */
const forwardPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextId: cursorSchema.optional() });

export const presenceEntrySchema = z.object({
  person: oidSchema,
  status: z.string().max(64),
  message: shortText.optional(),
  location: z.string().max(200).optional(),
});
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

export const favoriteSchema = z.object({
  /** The list entry (X1ListItem): what a remove or a reorder addresses. */
  item: oidSchema,
  orderNumber: z.number().int(),
  referable: z.object({ oid: oidSchema, name, objectType: z.string().max(100) }),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** One operation of a favorites PATCH (4.15), as the renderer asks for it. */
export const favoriteChangeOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), referable: oidSchema, orderNumber: z.number().int() }),
  z.strictObject({ op: z.literal('remove'), item: oidSchema }),
  z.strictObject({ op: z.literal('order'), item: oidSchema, orderNumber: z.number().int() }),
]);
export type FavoriteChangeOp = z.infer<typeof favoriteChangeOpSchema>;

export const webPageSchema = z.object({ name, url: z.string().max(4096) });
export type WebPage = z.infer<typeof webPageSchema>;

/**
 * What main learned by asking for a page (browser host): whether it may be framed, or why it
 * cannot be shown at all.
 */
export const webPageProbeSchema = z.object({
  outcome: z.enum(['frameable', 'refuses-framing', 'unreachable', 'certificate', 'http-error']),
  status: z.number().int().optional(),
});
export type WebPageProbe = z.infer<typeof webPageProbeSchema>;

export const webViewBoundsSchema = z.object({
  x: z.number().int().min(0).max(100_000),
  y: z.number().int().min(0).max(100_000),
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});

const pageUrl = z.string().min(1).max(4096);

export const webViewStateSchema = z.object({
  /** The page's listed address: which page this is. */
  page: pageUrl,
  /** Where the view is now. */
  address: z.string().max(8192),
  canGoBack: z.boolean(),
  canGoForward: z.boolean(),
  loading: z.boolean(),
  failure: z
    .object({ kind: z.enum(['load', 'certificate', 'crashed']), code: z.number().int().optional() })
    .optional(),
});
export type WebViewState = z.infer<typeof webViewStateSchema>;

export const peopleCalls = {
  /** 4.8 with the includes People shows, one page; `where` completes a search from the server. */
  'people.page': call(
    pageArgs.extend({ where: colleagueWhereSchema.optional() }),
    forwardPage(colleagueSchema),
  ),
  /** The guide's presence list, one page; `available` is false on a server without it. */
  'people.presence': call(
    pageArgs,
    forwardPage(presenceEntrySchema).extend({ available: z.boolean() }),
  ),
  /** The one-to-one chat with a colleague (guide: addressables_chat_get.html), none sent. */
  'people.chatSession': call(
    z.object({ person: oidSchema }),
    z.object({ session: oidSchema, disabled: z.boolean() }),
  ),
  /** The favorites list (the read design section 4 names); `available`: the server has it. */
  'favorites.get': call(
    z.undefined(),
    z.object({ available: z.boolean(), items: z.array(favoriteSchema) }),
  ),
  /** 4.15: one PATCH with these operations, in order. */
  'favorites.update': call(
    z.object({ changes: z.array(favoriteChangeOpSchema).min(1).max(500) }),
    z.undefined(),
  ),
  /** 4.16: the user's active pages (main remembers them: only these are probed or shown). */
  'webpages.list': call(z.undefined(), z.object({ items: z.array(webPageSchema) })),
  /** Browser host: may the page be framed, or why can't it be shown. */
  'webpages.probe': call(z.object({ url: pageUrl }), webPageProbeSchema),
  /**
   * Electron: shows the page in its isolated view over these bounds of the window (CSS
   * pixels), hiding any other page's. `embedded` is false where there is no such view.
   */
  'webpages.show': call(
    z.object({ url: pageUrl, bounds: webViewBoundsSchema }),
    z.object({ embedded: z.boolean() }),
  ),
  'webpages.hide': call(z.undefined(), z.undefined()),
  'webpages.go': call(
    z.object({ url: pageUrl, action: z.enum(['back', 'forward', 'reload']) }),
    z.undefined(),
  ),
  /** Opens a listed page (or an address on its site) in the system browser. */
  'webpages.openInBrowser': call(z.object({ url: pageUrl }), z.undefined()),
  /** The user's answer to a page's permission request (`webpages.permission`). */
  'webpages.answerPermission': call(
    z.object({ id: z.string().min(1).max(64), allow: z.boolean() }),
    z.undefined(),
  ),
} as const;

export const peopleEvents = {
  /** Electron: where a page's view is, and whether it loaded. */
  'webpages.state': webViewStateSchema,
  /** Electron: a page asks for a permission; denied unless the user allows it. */
  'webpages.permission': z.object({
    id: z.string().min(1).max(64),
    page: pageUrl,
    permission: z.string().max(100),
  }),
} as const;
