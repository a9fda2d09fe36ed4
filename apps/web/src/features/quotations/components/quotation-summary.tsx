import type { QuotationAnswer } from '@backoffice/domain/quotations';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@/lib/format';
import { DownloadQuotationButton } from './download-quotation-button';
import { quotationScreens } from './paths';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} aria-label={label}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * A saved quotation: its id, validity and total, the PDF, and what may follow: Modify Quote and
 * Place Order while the server allows them, or the order placed from it.
 */
export function QuotationSummary({ quotation }: { quotation: QuotationAnswer }) {
  const { lead_id: leadId, quotation_random_id: id } = quotation;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Quotation ${id}`}>
      <Stack gap="md">
        <Title order={4}>Quotation {id}</Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact
            label="Customer"
            value={`${quotation.lead_name} · ${quotation.lead_mobile_number}`}
          />
          <Fact label="Products" value={String(quotation.lines.length)} />
          <Fact label="Grand total" value={formatRupees(quotation.totals.grand_total)} />
          <Fact label="Valid until" value={formatDate(quotation.valid_until)} />
        </SimpleGrid>
        <Text size="sm" fs="italic">
          {quotation.totals.amount_in_words}
        </Text>
        {quotation.order_random_id && (
          <Alert color="green">
            Order{' '}
            <Anchor component={Link} to={quotationScreens.orderSearch(quotation.order_random_id)}>
              {quotation.order_random_id}
            </Anchor>{' '}
            was placed from this quotation.
          </Alert>
        )}
        {quotation.is_expired && !quotation.order_random_id && (
          <Alert color="orange">
            This quotation expired on {formatDate(quotation.valid_until)}: modify it to quote again.
          </Alert>
        )}
        <Group gap="sm">
          <DownloadQuotationButton leadId={leadId} quotationRandomId={id} variant="button" />
          {quotation.can_modify && (
            <Button component={Link} to={quotationScreens.modify(leadId, id)} variant="default">
              Modify Quote
            </Button>
          )}
          {quotation.can_place_order && (
            <Button component={Link} to={quotationScreens.placeOrder(leadId, id)}>
              Place Order
            </Button>
          )}
          <Button
            component={Link}
            to={quotationScreens.search(quotation.lead_mobile_number)}
            variant="subtle"
          >
            Back to leads
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
