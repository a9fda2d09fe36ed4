import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

/** Where keys belong to what is being typed: no table shortcut fires there. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function isTyping(target: EventTarget): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

/** The row element an event happened in, and its index. */
function rowOf(target: EventTarget): { element: HTMLElement; index: number } | null {
  const element =
    target instanceof Element ? target.closest<HTMLElement>('[data-row-index]') : null;
  return element ? { element, index: Number(element.dataset.rowIndex) } : null;
}

interface RowKeyboardOptions {
  rowCount: number;
  onOpen: (index: number) => void;
  /** Toggles a row's selection (x); undefined when the table selects nothing. */
  onToggle: ((index: number) => void) | undefined;
  /** Brings a row into view: a virtual row is rendered only once it is near the view. */
  reveal: (index: number) => void;
}

/**
 * The rows' keyboard: one row is in the tab order at a time (roving tabindex); j or ArrowDown
 * and k or ArrowUp move to the next and previous row, Enter opens the focused row and x toggles
 * its selection. Nothing fires while a person types in an input, a textarea, a select or an
 * editable element, nor with Alt, Ctrl or Meta held.
 */
export function useRowKeyboard({ rowCount, onOpen, onToggle, reveal }: RowKeyboardOptions) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const activeIndex = Math.max(0, Math.min(active, rowCount - 1));

  const rowElement = (index: number) =>
    bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`) ?? null;

  // A row asked for before it was rendered (virtual rows) takes focus once it is.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(pendingFocus.current);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const moveTo = (index: number) => {
    setActive(index);
    const element = rowElement(index);
    if (element) {
      element.focus();
    } else {
      pendingFocus.current = index;
      reveal(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const row = rowOf(event.target);
    if (!row || rowCount === 0) return;
    switch (event.key) {
      case 'j':
      case 'ArrowDown':
        event.preventDefault();
        moveTo(Math.min(row.index + 1, rowCount - 1));
        break;
      case 'k':
      case 'ArrowUp':
        event.preventDefault();
        moveTo(Math.max(row.index - 1, 0));
        break;
      case 'Enter':
        // Enter on a link or a button inside the row is theirs.
        if (event.target === row.element) {
          event.preventDefault();
          onOpen(row.index);
        }
        break;
      case 'x':
        if (onToggle) {
          event.preventDefault();
          onToggle(row.index);
        }
        break;
    }
  };

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = rowOf(event.target);
    if (row) setActive(row.index);
  }, []);

  return { bodyRef, activeIndex, onKeyDown, onFocus };
}
