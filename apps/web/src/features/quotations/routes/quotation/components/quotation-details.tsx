import { showsQuoteActions, type Lead, type LeadQuotation } from '@backoffice/domain/quotations';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadQuotationButton } from '@/features/quotations/components/download-quotation-button';
import { quotationScreens } from '@/features/quotations/components/paths';

/**
 * The lead's quotations in the order the cell shows them: the one an order was placed from
 * first (002 section 2), then the rest, newest first as the server sends them.
 */
export function quotationsInCellOrder(quotations: readonly LeadQuotation[]): LeadQuotation[] {
  const ordered = quotations.filter((q) => q.order_random_id !== null);
  return [...ordered, ...quotations.filter((q) => q.order_random_id === null)];
}

/** How many quotations the cell shows before Show More. */
export const QUOTATIONS_SHOWN = 1;

function QuotationEntry({ lead, quotation }: { lead: Lead; quotation: LeadQuotation }) {
  const quotable = showsQuoteActions(lead.lead_status);
  return (
    <Group gap={8} aria-label={`Quotation ${quotation.quotation_random_id}`}>
      <Group gap={6} wrap="nowrap">
        <Text span size="xs" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {quotation.quotation_random_id}
        </Text>
        <DownloadQuotationButton
          leadId={lead.id}
          quotationRandomId={quotation.quotation_random_id}
        />
      </Group>
      {quotation.order_random_id ? (
        <Anchor
          component={Link}
          to={quotationScreens.orderSearch(quotation.order_random_id)}
          size="xs"
          fw={600}
        >
          {quotation.order_random_id}
        </Anchor>
      ) : (
        quotable && (
          <>
            <Anchor
              component={Link}
              to={quotationScreens.modify(lead.id, quotation.quotation_random_id)}
              size="xs"
            >
              Modify Quote
            </Anchor>
            {quotation.is_expired ? (
              <Text span size="xs" c="dimmed">
                Expired
              </Text>
            ) : (
              <Anchor
                component={Link}
                to={quotationScreens.placeOrder(lead.id, quotation.quotation_random_id)}
                size="xs"
              >
                Place Order
              </Anchor>
            )}
          </>
        )
      )}
    </Group>
  );
}

/**
 * The Quotation Details cell (002 section 2): the quotation that has an order (linked to Order
 * Search), each quotation's download badge, Modify Quote links (not for ACQUIRED leads), and
 * Show More / Show Less past the first.
 */
export function QuotationDetails({ lead }: { lead: Lead }) {
  const [expanded, setExpanded] = useState(false);
  const quotations = quotationsInCellOrder(lead.quotation_data);
  if (quotations.length === 0) {
    return (
      <Text span size="xs" c="dimmed">
        No quotation yet
      </Text>
    );
  }
  const shown = expanded ? quotations : quotations.slice(0, QUOTATIONS_SHOWN);
  const more = quotations.length - QUOTATIONS_SHOWN;
  return (
    <Stack gap={4} py={4}>
      {shown.map((quotation) => (
        <QuotationEntry key={quotation.quotation_random_id} lead={lead} quotation={quotation} />
      ))}
      {more > 0 && (
        <Anchor component="button" type="button" size="xs" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show Less' : `Show More (${more})`}
        </Anchor>
      )}
    </Stack>
  );
}
