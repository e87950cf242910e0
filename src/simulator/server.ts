import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  operationIds,
  operations,
  roleMeetsLevel,
  ServiceCode,
  type ErrorBody,
  type OperationId,
  type ServiceCodeValue,
} from '../shared/interface';
import { bearerToken, notAuthenticated } from './auth';
import {
  isGuestOperation,
  type AuthedContext,
  type FileBody,
  type RequestContext,
  type Result,
  type SimState,
} from './context';
import { SimError } from './errors';
import { installConcurrencyLimit } from './concurrency';
import { installFaultHooks } from './faults';
import { registerLiveRoutes } from './live/routes';
import { installRequestLog } from './request-log';
import { handlers, guestHandlers, bodyCodes } from './routes';
import { registerWebPages } from './web-pages';

const BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const PREFIX = '/api/v1/:tenant';

/** The one place that authenticates and authorizes, from the operation table. */
function authorize(id: OperationId, ctx: RequestContext): AuthedContext {
  const { state } = ctx;
  const session = state.sessions.authenticate(bearerToken(ctx.authorization));
  const tenant = ctx.tenant;
  if (!tenant || tenant.oid !== session.user.tenantOid) {
    throw notAuthenticated('the token belongs to another tenant');
  }
  const op = operations[id];
  if (id === 'tenants.update' && tenant.oid !== state.masterTenantOid) {
    throw new SimError(
      400,
      ServiceCode.NotMasterTenant,
      'tenants are updated in the master tenant only',
    );
  }
  if (!roleMeetsLevel(session.user.role, op.level)) {
    throw new SimError(
      403,
      ServiceCode.NoPermission,
      `${op.level} rights are needed for this operation`,
    );
  }
  if ('multiTenant' in op && op.multiTenant && state.singleTenant) {
    throw new SimError(404, ServiceCode.NoMultiTenant, 'no multi-tenant configuration');
  }
  return { ...ctx, session, user: session.user, tenant };
}

function run(id: OperationId, ctx: RequestContext): Result {
  if (isGuestOperation(id)) return guestHandlers[id](ctx);
  return handlers[id](authorize(id, ctx));
}

function requestContext(state: SimState, request: FastifyRequest): RequestContext {
  const params = request.params as Record<string, string>;
  const segment = params.tenant ?? '';
  const origin = `${request.protocol}://${request.host}`;
  const tenant = state.store.tenantBySegmentName(segment);
  return {
    state,
    params,
    query: request.query,
    body: request.body,
    url: { base: `${origin}/api/v1/${segment}`, href: `${origin}${request.url}` },
    authorization: request.headers.authorization,
    // In the single-tenant configuration only the master tenant exists.
    tenant: state.singleTenant && tenant?.oid !== state.masterTenantOid ? undefined : tenant,
  };
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

function errorBody(request: FastifyRequest, code: number, message: string): ErrorBody {
  return { errorCode: code, message, info: `resource=${request.method} ${pathOf(request.url)}` };
}

async function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
) {
  return reply
    .code(status)
    .headers(headers)
    .send(errorBody(request, code, message));
}

const fastifyCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** Fastify's own body errors, as the interface's codes (design: malformed JSON is 10202 …). */
function bodyError(
  error: unknown,
  id: OperationId | undefined,
): { status: number; code: ServiceCodeValue; message: string } | undefined {
  const codes = id && id in bodyCodes ? bodyCodes[id as keyof typeof bodyCodes] : undefined;
  switch (fastifyCode(error)) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        code: codes?.undecodable ?? ServiceCode.ContentsUndecodable,
        message: 'the payload cannot be decoded: it is not valid JSON',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        code: codes?.none ?? ServiceCode.NoContents,
        message: 'no payload: the body is empty',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: ServiceCode.ContentsUndecodable,
        message: `the payload is larger than the limit of ${BODY_LIMIT_BYTES} bytes`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: ServiceCode.ContentsUndecodable,
        message: 'unsupported content type: send application/json',
      };
    default:
      return undefined;
  }
}

/**
 * The bytes with their type and a download name, as the guide's stream example answers
 * (communications_get_attachment.html). The name is the user's: quoted ASCII for old readers,
 * RFC 5987 UTF-8 for the rest, so no character of it can break the header.
 */
function sendFile(reply: FastifyReply, file: FileBody) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  // The type is what a sender claimed: anything but `type/subtype` is sent as plain bytes.
  const type = /^[\w.+-]+\/[\w.+-]+$/.test(file.mimeType)
    ? file.mimeType
    : 'application/octet-stream';
  return reply
    .code(200)
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
    .send(file.bytes);
}

/** Operation paths as patterns, to tell 405 (known path, other method) from 404. */
const pathPatterns = operationIds.map((id) => ({
  method: operations[id].method,
  pattern: new RegExp(`^/api/v1/[^/]+${operations[id].path.replace(/:\w+/g, '[^/]+')}/?$`),
}));

export function buildServer(state: SimState): FastifyInstance {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
    // Router errors (a bad URL, a path parameter over 100 characters) bypass the error handler.
    frameworkErrors: (error, request, reply) => {
      void sendError(
        request,
        reply,
        error.statusCode ?? 400,
        ServiceCode.ContentsUndecodable,
        error.message,
      );
    },
  });
  const routeIds = new Map<string, OperationId>();
  // First: a request a fault drops or refuses was still asked.
  installRequestLog(app, state.requests, Date.now);
  installConcurrencyLimit(app);
  installFaultHooks(app, state.faults);
  registerLiveRoutes(app, state);
  registerWebPages(app);

  for (const id of operationIds) {
    const op = operations[id];
    const url = `${PREFIX}${op.path}`;
    routeIds.set(`${op.method} ${url}`, id);
    app.route({
      method: op.method,
      url,
      handler: async (request, reply) => {
        const result = run(id, requestContext(state, request));
        if (result.status === 204) return reply.code(204).send();
        if ('file' in result) return sendFile(reply, result.file);
        return reply.code(200).send(result.body);
      },
    });
  }

  app.setErrorHandler(async (error: unknown, request, reply) => {
    if (error instanceof SimError) {
      return sendError(request, reply, error.status, error.code, error.message, error.headers);
    }
    const id = routeIds.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    const known = bodyError(error, id);
    if (known) return sendError(request, reply, known.status, known.code, known.message);
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'bad request';
      return sendError(request, reply, status, ServiceCode.ContentsUndecodable, message);
    }
    console.error('simulator: unexpected error', error);
    return sendError(request, reply, 500, ServiceCode.ServerError, 'internal server error');
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const allowed = pathPatterns.filter((p) => p.pattern.test(path)).map((p) => p.method);
    if (allowed.length > 0) {
      const allow = [...new Set(allowed)].join(', ');
      return sendError(
        request,
        reply,
        405,
        ServiceCode.NotFound,
        `method ${request.method} is not allowed on ${path}; allowed: ${allow}`,
        { allow },
      );
    }
    return sendError(request, reply, 404, ServiceCode.NotFound, `no resource at ${path}`);
  });

  return app;
}
