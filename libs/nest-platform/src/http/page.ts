/** A page of a list, as a list's use case answers it: the rows and how many match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
  /** `total` is only how many match at least: a broad search whose exact count is still under way (ListCountCache). */
  totalIsLowerBound?: boolean;
}
