import { isApiError } from '@treina/web-platform';

/** The success and failure texts of one CRUD screen (SPEC section 8). */
export interface CrudMessages {
  created: string;
  updated: string;
  deletedOne: string;
  deletedMany: string;
}

export function deletedMessage(messages: CrudMessages, count: number): string {
  return count > 1 ? messages.deletedMany : messages.deletedOne;
}

/**
 * The server's own text when it refused the request (4xx with a statusMsg), else null.
 * SPEC section 8: customer, service and activity update failures are only logged;
 * a refusal that explains itself is shown all the same.
 */
export function refusalText(error: unknown): string | null {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body?.statusMsg) return error.statusMsg;
  return null;
}
