/** The paging protocol of every list endpoint and the DataTable's server mode (libs/contracts/README.md). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
  q?: string;
  [filter: `filter.${string}`]: string | undefined;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
