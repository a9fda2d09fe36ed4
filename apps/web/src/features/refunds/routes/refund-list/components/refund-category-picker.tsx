import { REFUND_CATEGORIES, type RefundCategory } from '@backoffice/domain/refunds';
import { Select } from '@mantine/core';

interface RefundCategoryPickerProps {
  category: RefundCategory;
  onChange: (slug: string) => void;
}

/** Switches the list to another of the eight refund categories. */
export function RefundCategoryPicker({ category, onChange }: RefundCategoryPickerProps) {
  return (
    <Select
      label="Category"
      data={REFUND_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
      value={category.slug}
      onChange={(slug) => slug !== null && onChange(slug)}
      allowDeselect={false}
      w={250}
    />
  );
}
