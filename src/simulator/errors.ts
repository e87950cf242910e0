import { type z } from 'zod';
import { ServiceCode, type ServiceCodeValue } from '../shared/interface';

/** An error the simulator answers on purpose: HTTP status, service code and a sentence. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServiceCodeValue,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'SimError';
  }
}

export function notFound(what: string): SimError {
  return new SimError(404, ServiceCode.NotFound, `${what} not found`);
}

export function badRequest(
  message: string,
  code: ServiceCodeValue = ServiceCode.ContentsUndecodable,
) {
  return new SimError(400, code, message);
}

/** Zod issues as one sentence that names every offending field. */
export function describeIssues(error: z.ZodError, root: string): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? `${root}.${issue.path.join('.')}` : root;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/** Parse untrusted input or answer 400 with a message naming the fields. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root: string,
  code: ServiceCodeValue = ServiceCode.ContentsUndecodable,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssues(result.error, root), code);
  return result.data;
}
