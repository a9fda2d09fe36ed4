import type { QuotationOrderAnswer } from '@backoffice/domain/quotations';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '@/components/ui';
import { useQuotation } from '@/features/quotations/api/get-quotation';
import { quotationScreens } from '@/features/quotations/components/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { PlacementForm } from './components/placement-form';
import { QuotedLines } from './components/quoted-lines';
import { QuotedTotals } from './components/quoted-totals';
import { placementRefusal } from './order-start';
import type { PaymentFields } from './payment-fields';

function Placed({ answer }: { answer: QuotationOrderAnswer }) {
  return (
    <Alert color="green" title={answer.message}>
      <Stack gap="xs">
        <Text size="sm">
          Order{' '}
          <Anchor
            component={Link}
            to={quotationScreens.orderSearch(answer.order_random_id)}
            fw={600}
          >
            {answer.order_random_id}
          </Anchor>{' '}
          for {formatRupees(answer.total_payable)} from quotation {answer.quotation_random_id}.
        </Text>
        {answer.payment_link && (
          <Text size="sm">
            Payment link sent to the customer:{' '}
            <Anchor href={answer.payment_link} target="_blank" rel="noreferrer">
              {answer.payment_link}
            </Anchor>
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to={quotationScreens.orderSearch(answer.order_random_id)}>
            Open the order
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /order-placement-via-quotation/:leadId/:quotationId: the quotation's lines at the prices it
 * promised, the addresses and the payment; refused once the quotation has expired or has an
 * order. The order placed links to Order Search.
 */
export function OrderPlacementViaQuotationScreen({
  PaymentFields,
}: {
  PaymentFields: PaymentFields;
}) {
  const { quotationId } = useParams<{ leadId: string; quotationId: string }>();
  const quotation = useQuotation(quotationId);
  const [placed, setPlaced] = useState<QuotationOrderAnswer | null>(null);
  const data = quotation.data;
  const header = (
    <PageHeader
      title={`Order Placement via Quotation ${quotationId ?? ''}`}
      back={data ? quotationScreens.search(data.lead_mobile_number) : '/quotation'}
    >
      {data && (
        <Text size="sm" c="dimmed">
          {data.lead_name} · {data.lead_mobile_number} · valid until {formatDate(data.valid_until)}
        </Text>
      )}
    </PageHeader>
  );
  if (quotation.isError) {
    return (
      <>
        {header}
        <ErrorState message={quotation.error.message} onRetry={() => void quotation.refetch()} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  const refusal = placed ? null : placementRefusal(data);
  return (
    <>
      {header}
      <Stack gap="md">
        {placed && <Placed answer={placed} />}
        {refusal && <Alert color="orange">{refusal}</Alert>}
        <QuotedLines lines={data.lines} />
        <QuotedTotals totals={data.totals} />
        {!placed && !refusal && (
          <PlacementForm
            quotation={data}
            PaymentFields={PaymentFields}
            onPlaced={setPlaced}
            onRefused={() => void quotation.refetch()}
          />
        )}
      </Stack>
    </>
  );
}
