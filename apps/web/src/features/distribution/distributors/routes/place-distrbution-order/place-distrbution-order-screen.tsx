import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import {
  DISTRIBUTION_COMMENT_MAX,
  DISTRIBUTION_MESSAGES,
  type DistributionOrderAnswer,
  type DistributionPaymentMode,
} from '@backoffice/domain/distribution';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ErrorState, LoadingState, PageHeader, usePopup } from '@/components/ui';
import { formatPaise } from '@/lib/format';
import { useDistributor } from '@/features/distribution/distributors/api/get-distributor';
import { usePlaceDistributionOrder } from '@/features/distribution/distributors/api/place-distribution-order';
import { AddProductPopup } from './components/add-product-popup';
import { DistributorChoice } from './components/distributor-choice';
import { DistributorSummary } from './components/distributor-summary';
import { OrderLinesTable } from './components/order-lines-table';
import { PaymentModeChoice } from './components/payment-mode-choice';
import { PlacedOrderBanner } from './components/placed-order-banner';
import { addLine, creditCovers, orderTotalPaise, type DistributionLine } from './order-lines';
import type { ProductPickerSlot } from './product-picker-slot';

/**
 * /place-distrbution-order (Distribution Manager): choose an active distributor, add products
 * with the catalogue's picker at distributor prices (the dealer customer price beside them),
 * ship and bill to the distributor, pay by dealer credit or COD where toggled, and place with
 * the submission's Idempotency-Key; the placed order links to Universal Search.
 */
export function PlaceDistrbutionOrderScreen({
  ProductPicker,
}: {
  ProductPicker: ProductPickerSlot;
}) {
  const [code, setCode] = useState<string | null>(null);
  const [lines, setLines] = useState<DistributionLine[]>([]);
  const [mode, setMode] = useState<DistributionPaymentMode>('CREDIT');
  const [comments, setComments] = useState('');
  const [placed, setPlaced] = useState<DistributionOrderAnswer | null>(null);
  const distributor = useDistributor(code);
  const place = usePlaceDistributionOrder();
  const popup = usePopup();
  const d = distributor.data?.distributor;
  const totalPaise = orderTotalPaise(lines);
  const creditProblem =
    d && !creditCovers(d.available_credit, totalPaise)
      ? DISTRIBUTION_MESSAGES.overdrawn(
          formatPaise(fromWireRupees(d.available_credit)),
          formatPaise(totalPaise),
        )
      : null;
  const codBlocked = mode === 'COD' && d !== undefined && !d.is_cod_enabled;
  const removeLine = useCallback(
    (sku: string) => setLines((current) => current.filter((l) => l.item_sku !== sku)),
    [],
  );
  const choose = (next: string | null) => {
    setCode(next);
    setMode('CREDIT');
  };
  const addProduct = () => {
    if (!d) return;
    popup.open(
      (close) => (
        <AddProductPopup
          ProductPicker={ProductPicker}
          pincode={d.pincode}
          close={close}
          onAdd={(line) => {
            const next = addLine(lines, line);
            if ('error' in next) notifications.show({ color: 'red', message: next.error });
            else setLines(next.lines);
          }}
        />
      ),
      { title: 'Add Product', size: 'xl' },
    );
  };
  const submit = () => {
    if (!d) return;
    place.mutate(
      {
        distributor_code: d.distributor_code,
        lines: lines.map(({ item_sku, item_quantity }) => ({ item_sku, item_quantity })),
        payment_mode: mode,
        total_payable: toWireRupees(totalPaise),
        comments: comments.trim() || null,
      },
      { onSuccess: setPlaced },
    );
  };
  const startAgain = () => {
    setPlaced(null);
    setLines([]);
    setComments('');
    setCode(null);
  };

  return (
    <>
      <PageHeader title="Place Distribution Order" />
      <Stack gap="md" maw={1100}>
        {placed && <PlacedOrderBanner placed={placed} onNext={startAgain} />}
        <DistributorChoice value={code} onChange={choose} />
        {code !== null && distributor.isPending && <LoadingState />}
        {distributor.isError && (
          <ErrorState
            message={distributor.error.message}
            onRetry={() => void distributor.refetch()}
          />
        )}
        {d && !placed && (
          <>
            <DistributorSummary d={d} />
            <Group justify="space-between">
              <Text fw={600}>Products</Text>
              <Button leftSection={<IconPlus size={16} />} variant="light" onClick={addProduct}>
                Add Product
              </Button>
            </Group>
            <OrderLinesTable lines={lines} onRemove={removeLine} />
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start">
                  <PaymentModeChoice
                    value={mode}
                    onChange={setMode}
                    codEnabled={d.is_cod_enabled}
                    creditProblem={creditProblem}
                  />
                  <div>
                    <Text size="xs" c="dimmed" ta="right">
                      Total payable
                    </Text>
                    <Text fw={700} size="lg" aria-label="Total payable">
                      {formatPaise(totalPaise)}
                    </Text>
                  </div>
                </Group>
                <Textarea
                  label="Comments"
                  autosize
                  minRows={2}
                  maxLength={DISTRIBUTION_COMMENT_MAX}
                  value={comments}
                  onChange={(event) => setComments(event.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Button
                    onClick={submit}
                    loading={place.isPending}
                    disabled={
                      lines.length === 0 ||
                      codBlocked ||
                      (mode === 'CREDIT' && creditProblem !== null)
                    }
                  >
                    Place Order
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
    </>
  );
}
