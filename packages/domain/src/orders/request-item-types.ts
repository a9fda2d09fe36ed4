/**
 * Labels of the item types of a customer request (spec 001 section 3). Ids 2 and 7 share a
 * label, and "Accessary" is spelt as the spec spells it: both are as the source shows them.
 */
export const REQUEST_ITEM_TYPES = [
  { id: 2, label: 'Replacement Item' },
  { id: 3, label: 'Issued Accessories' },
  { id: 4, label: 'Packaging Material' },
  { id: 5, label: 'Missing Item' },
  { id: 7, label: 'Replacement Item' },
  { id: 8, label: 'Issue Accessary' },
  { id: 9, label: 'Issue Multiple Parts' },
  { id: 11, label: 'Issue Multiple Packages' },
  { id: 12, label: 'Return Repair' },
] as const;

export type RequestItemTypeId = (typeof REQUEST_ITEM_TYPES)[number]['id'];

/** The label of a request item type, or undefined for an unknown id. */
export function requestItemTypeLabel(id: number): string | undefined {
  return REQUEST_ITEM_TYPES.find((t) => t.id === id)?.label;
}
