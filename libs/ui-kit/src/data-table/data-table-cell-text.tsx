import { useState, type PointerEvent } from 'react';
import { styled } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';

/** The widest a text column grows before its text wraps (then two lines at most). */
const CELL_TEXT_MAX_WIDTH = 320;
const CELL_TEXT_LINES = 2;
/** No glyph of the table's 14 px font is wider: a text this many times shorter than its lines always fits. */
const WIDEST_GLYPH_PX = 16;

export interface DataTableCellTextProps {
  text: string;
  /** Overrides CELL_TEXT_MAX_WIDTH (px). */
  maxWidth?: number;
}

const ClampedText = styled('span')({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: CELL_TEXT_LINES,
  overflow: 'hidden',
  overflowWrap: 'break-word',
});

/** Whether the browser cut the text off (more lines or a longer line than the box shows). */
function isCut(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

function LongCellText({ text, maxWidth }: Required<DataTableCellTextProps>) {
  const [cut, setCut] = useState(false);
  // Measured when the pointer comes in: the width depends on the window and the other columns.
  const measure = (event: PointerEvent<HTMLElement>) => setCut(isCut(event.currentTarget));
  return (
    <Tooltip title={cut ? text : ''} placement="bottom-start" enterDelay={300} describeChild>
      <ClampedText onPointerEnter={measure} style={{ maxWidth }}>
        {text}
      </ClampedText>
    </Tooltip>
  );
}

/**
 * A cell's text: a short one on one line (the table scrolls sideways); a longer one wraps within `maxWidth`, cut after two lines with an
 * ellipsis and the full text in a tooltip. All of it stays in the DOM for screen readers, search and copy. Short texts get no box or
 * tooltip, which would slow long lists.
 */
export function DataTableCellText({ text, maxWidth = CELL_TEXT_MAX_WIDTH }: DataTableCellTextProps) {
  if (text.length <= (CELL_TEXT_LINES * maxWidth) / WIDEST_GLYPH_PX) return text;
  return <LongCellText text={text} maxWidth={maxWidth} />;
}
