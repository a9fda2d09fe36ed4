import { Badge, Group, Stack, Title } from '@mantine/core';
import { useShippingLabelHistory } from '../api/get-shipping-label-history';
import { ChildLabel } from './child-label';
import { QueryView } from '@/components/ui';

/** A cart's shipping labels between warehouses: each mid label, its child labels and their transit. */
export function ShippingLabelHistoryPopup({ cartPid }: { cartPid: number }) {
  const history = useShippingLabelHistory(cartPid);
  return (
    <QueryView
      query={history}
      isEmpty={(data) => data.results.length === 0}
      emptyText="No Shipping Label History Found..."
    >
      {({ results }) => (
        <Stack gap="lg">
          {results.map((mid) => (
            <Stack key={mid.mid_shipping_label} gap="xs" component="section">
              <Group gap="xs">
                <Title order={4}>Mid Shipping Label {mid.mid_shipping_label}</Title>
                <Badge variant="light">{mid.status}</Badge>
              </Group>
              {mid.child_shipping_labels.map((child) => (
                <ChildLabel key={child.shipping_labels_info.child_shipping_label} label={child} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
