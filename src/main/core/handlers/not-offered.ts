import { isNotAvailable } from '../../../shared/api-error';
import { ApiError } from '../../api';

/**
 * A read beyond the guide (docs/decisions.md): a server that answers that it has no such read
 * (404 or 405) offers `none`; any other failure is the caller's.
 */
export async function unlessNotOffered<T, N>(read: () => Promise<T>, none: N): Promise<T | N> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && isNotAvailable(error.toInfo())) return none;
    throw error;
  }
}
