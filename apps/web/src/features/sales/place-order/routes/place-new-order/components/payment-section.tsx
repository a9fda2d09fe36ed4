import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CouponBox, type CouponCart } from '@/features/sales/components/coupon-box';
import { GiftCardBox, type CheckedGiftCard } from '@/features/sales/components/gift-card-box';
import { PaymentTypeFields } from '@/features/sales/components/payments';

interface PaymentSectionProps {
  /** The bill's request without the coupon; null until lines and a served pincode are in. */
  couponCart: CouponCart | null;
  couponCode: string | null;
  onCoupon: (code: string | null) => void;
  onGiftCard: (card: CheckedGiftCard | null) => void;
  vias: readonly string[];
  /** Why the chosen payment type cannot be taken (COD not served at the pincode), if so. */
  paymentRefusal: string | null;
}

/**
 * The coupon box (000 section 5), the gift card box and the payment type form of the order's
 * form (001 section 5: COD clears via and tracking id; ONLINE needs a via, and a tracking id
 * unless a payment link is sent through Juspay).
 */
export function PaymentSection(props: PaymentSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Payment">
      <Stack gap="md">
        <Title order={4}>Payment</Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            {props.couponCart ? (
              <CouponBox
                cart={props.couponCart}
                appliedCode={props.couponCode}
                onPriced={(answer) => props.onCoupon(answer.coupon_code)}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Add products and a served shipping pincode to apply a coupon.
              </Text>
            )}
          </Stack>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Gift Card
            </Text>
            <GiftCardBox onChecked={props.onGiftCard} />
          </Stack>
        </SimpleGrid>
        <Divider />
        <PaymentTypeFields vias={props.vias} typeRefusal={props.paymentRefusal} />
      </Stack>
    </Paper>
  );
}
