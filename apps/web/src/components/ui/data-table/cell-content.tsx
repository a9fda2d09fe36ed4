import type { CSSProperties, ReactNode } from 'react';

const TRUNCATE: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
};
const WRAP: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };

interface CellContentProps {
  /** The cell's full text: the title a person reads on hover when it is cut short. */
  text: string;
  wrap: boolean;
  /** What the cell shows; the text itself when not given. */
  children?: ReactNode;
}

/** A cell's content on one line with an ellipsis (or wrapped, when the column opts in). */
export function CellContent({ text, wrap, children }: CellContentProps) {
  return (
    <div title={text === '' ? undefined : text} style={wrap ? WRAP : TRUNCATE}>
      {children ?? text}
    </div>
  );
}
