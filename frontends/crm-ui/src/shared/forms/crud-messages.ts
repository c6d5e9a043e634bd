/** The success and failure texts of one CRUD screen. */
export interface CrudMessages {
  created: string;
  updated: string;
  deletedOne: string;
  deletedMany: string;
}

export function deletedMessage(messages: CrudMessages, count: number): string {
  return count > 1 ? messages.deletedMany : messages.deletedOne;
}
