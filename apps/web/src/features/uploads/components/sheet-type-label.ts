import { sheetTypeOf, type SheetTypeKey } from '@backoffice/domain/uploads';

/** A sheet type's name: its declared label, else the screen's name for it, else its key. */
export const sheetTypeLabel = (type: SheetTypeKey, fallback?: string): string =>
  sheetTypeOf(type)?.label ?? fallback ?? type;
