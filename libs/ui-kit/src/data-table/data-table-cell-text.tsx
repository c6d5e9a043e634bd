import { useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** The widest a text column grows before its text wraps (then two lines at most). */
export const CELL_TEXT_MAX_WIDTH = 320;
const CELL_TEXT_LINES = 2;

export interface DataTableCellTextProps {
  text: string;
  /** Overrides CELL_TEXT_MAX_WIDTH (px). */
  maxWidth?: number;
}

/** Whether the browser cut the text off (more lines or a longer line than the box shows). */
function isCut(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

/**
 * A cell's text: on one line while it fits in `maxWidth`, else wrapped onto two lines and
 * cut with an ellipsis, the full text then shown in a tooltip on hover. The
 * whole text stays in the DOM, so screen readers, search and copy see all of it.
 */
export function DataTableCellText({ text, maxWidth = CELL_TEXT_MAX_WIDTH }: DataTableCellTextProps) {
  const [cut, setCut] = useState(false);
  // Measured when the pointer comes in: the width depends on the window and the other columns.
  const measure = (event: PointerEvent<HTMLElement>) => setCut(isCut(event.currentTarget));
  return (
    <Tooltip title={cut ? text : ''} placement="bottom-start" enterDelay={300} describeChild>
      <Box
        component="span"
        onPointerEnter={measure}
        sx={{
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: CELL_TEXT_LINES,
          overflow: 'hidden',
          overflowWrap: 'break-word',
          maxWidth,
        }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}
