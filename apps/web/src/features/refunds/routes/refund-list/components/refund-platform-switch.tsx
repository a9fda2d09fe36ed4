import { refundPlatformSlug, type RefundCategory } from '@backoffice/domain/refunds';
import { SegmentedControl } from '@mantine/core';
import { useBrand } from '@/lib/session/get-console-config';

interface RefundPlatformSwitchProps {
  category: RefundCategory;
  /** The platform segment of the address. */
  value: string;
  onChange: (platform: string) => void;
}

/**
 * The platforms of a category: {product}, and Affiliate for return orders, RTS refunds and
 * carpenter refunds (001 section 3). A category with one platform shows no switch.
 */
export function RefundPlatformSwitch({ category, value, onChange }: RefundPlatformSwitchProps) {
  const brand = useBrand();
  if (category.platforms.length < 2) return null;
  return (
    <SegmentedControl
      aria-label="Platform"
      value={value}
      onChange={onChange}
      data={category.platforms.map((kind) => ({
        value: refundPlatformSlug(kind, brand),
        label: kind === 'product' ? brand.name : 'Affiliate',
      }))}
    />
  );
}
