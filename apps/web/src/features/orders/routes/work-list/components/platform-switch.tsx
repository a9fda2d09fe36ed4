import { OTHER_CHANNELS_PLATFORM } from '@backoffice/domain/orders';
import { SegmentedControl } from '@mantine/core';
import { useBrand } from '@/lib/session/get-console-config';

interface PlatformSwitchProps {
  platform: string;
  onChange: (platform: string) => void;
}

/** The own brand's orders or every other channel's (Affiliate). */
export function PlatformSwitch({ platform, onChange }: PlatformSwitchProps) {
  const brand = useBrand();
  return (
    <SegmentedControl
      aria-label="Platform"
      value={platform}
      onChange={onChange}
      data={[
        { value: brand.slug, label: brand.name },
        { value: OTHER_CHANNELS_PLATFORM, label: 'Affiliate' },
      ]}
    />
  );
}
