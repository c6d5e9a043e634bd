/**
 * What a list page has around its rows at most (top bar, title, toolbar, headers, pagination),
 * and one row of the small table, in px: how many rows fit is what the window has left.
 */
const AROUND_ROWS_PX = 330;
const ROW_PX = 29;
const PAGE_SIZE_STEP = 5;
const MIN_PAGE_SIZE = 5;
const MAX_FITTING_PAGE_SIZE = 50;

/** The page size whose rows fit in a window `height` px tall (25 at 1080, 15 at 768), in steps of 5. */
export function fittingPageSize(height: number = typeof window === 'undefined' ? 0 : window.innerHeight): number {
  if (!height) return 10;
  const rows = Math.floor((height - AROUND_ROWS_PX) / ROW_PX);
  const stepped = Math.floor(rows / PAGE_SIZE_STEP) * PAGE_SIZE_STEP;
  return Math.min(MAX_FITTING_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, stepped));
}
