import {
  CATALOGUE_SPINNER_DELAY_MS,
  NOT_SERVICEABLE_MESSAGE,
  typesQuantity,
  type AvailabilityResponse,
} from '@backoffice/domain/sales/catalogue';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { ErrorState } from '@/components/ui';
import { AvailabilityPanel } from './availability-panel';
import { ChoiceFields } from './choice-fields';
import type { PickedItem } from './picked-item';
import { useProductPicker, type InitialItem } from './use-product-picker';

export interface ProductPickerProps {
  /** Start from a cart's item (cart edit): its SKU and size text, broken down by the catalogue. */
  initialItem?: InitialItem;
  /** The delivery pincode: serviceability and payment modes (none: both modes, no check). */
  pincode?: string;
  /** The cart being changed: the check answers the difference to pay or refund. */
  cartPid?: number;
  /** Type the quantity instead of choosing it; by default, for the quick-commerce roles. */
  typeQuantity?: boolean;
  /** Ask the customer's price too (Submit stays off while it is empty). */
  askCustomerPrice?: boolean;
  /** Every answer of Check Availability (its result is null where the pincode is not served). */
  onAvailability?: (answer: AvailabilityResponse) => void;
  /** Shows Submit under a checked item, and hands it over. */
  onSubmit?: (item: PickedItem) => void;
  submitLabel?: string;
  /** How long the spinner stays after a catalogue call (1 s, 001 section 9). */
  spinnerDelayMs?: number;
}

/**
 * The product picker (001 sections 2 and 4): product, model, size and properties, then Check
 * Availability showing stock, quantity, price and the optional customer price. Status is
 * loading, ready or done (data-status); a check answered without an item says the pincode is
 * not serviceable.
 */
export function ProductPicker({
  spinnerDelayMs = CATALOGUE_SPINNER_DELAY_MS,
  submitLabel = 'Submit',
  askCustomerPrice = false,
  ...props
}: ProductPickerProps) {
  const { user } = useCurrentUser();
  const typeQuantity = props.typeQuantity ?? (user !== undefined && typesQuantity(user));
  const picker = useProductPicker({ ...props, spinnerDelayMs });
  if (picker.loadError) {
    return <ErrorState message={picker.loadError.message} onRetry={picker.retryLoad} />;
  }
  const result = picker.answer?.result;
  return (
    <Stack gap="md" data-status={picker.status} aria-label="Product picker" role="group">
      {picker.customisedSize && (
        <Text size="sm" c="dimmed">
          The cart’s size is not one the model offers: the item’s own size is chosen.
        </Text>
      )}
      <ChoiceFields picker={picker} />
      <Group gap="sm">
        <Button onClick={picker.checkAvailability} disabled={!picker.canCheck}>
          Check Availability
        </Button>
        {picker.status === 'loading' && <Loader size="sm" aria-label="Loading" />}
      </Group>
      {picker.notServiceable && (
        <Alert color="orange" title={NOT_SERVICEABLE_MESSAGE}>
          Choose another delivery pincode, or another item.
        </Alert>
      )}
      {result && picker.productData && (
        <AvailabilityPanel
          key={`${result.item_sku}-${result.item_quantity}`}
          availability={result}
          productData={picker.productData}
          typeQuantity={typeQuantity}
          askCustomerPrice={askCustomerPrice}
          onSubmit={props.onSubmit}
          submitLabel={submitLabel}
        />
      )}
    </Stack>
  );
}
