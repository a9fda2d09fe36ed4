import {
  discountLimitBp,
  isLeadQuotable,
  percentText,
  QUOTATION_MESSAGES,
  type LeadStatus,
  type QuotationAnswer,
} from '@backoffice/domain/quotations';
import { Alert, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingState, PageHeader } from '@/components/ui';
import { useLead } from '@/features/quotations/api/get-lead';
import { useQuotation } from '@/features/quotations/api/get-quotation';
import { useQuotationSettings } from '@/features/quotations/api/get-quotation-settings';
import { quotationScreens } from '@/features/quotations/components/paths';
import { QuotationSummary } from '@/features/quotations/components/quotation-summary';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { QuotationEditor } from './components/quotation-editor';
import type { QuotationPicker } from './quotation-picker';

/** ?type=1 modifies the quotation of the address (002 section 2). */
const MODIFY_TYPE = '1';

/** Why the lead's quotation cannot be written: an order placed, ACQUIRED, or a LOST lead. */
function refusalOf(status: LeadStatus, orderRandomId: string | null): string {
  if (orderRandomId) return QUOTATION_MESSAGES.hasOrder;
  if (status === 'ACQUIRED') return QUOTATION_MESSAGES.acquired;
  return `This lead is ${status}: it takes no quotations until it is reopened.`;
}

/**
 * /generate-quotation/:leadId (a new quotation), /generate-quotation/:leadId/:quotationId?type=1
 * (modify it) and, without type=1, the saved quotation with its PDF and what may follow.
 */
export function GenerateQuotationScreen({ ProductPicker }: { ProductPicker: QuotationPicker }) {
  const params = useParams<{ leadId: string; quotationId?: string }>();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const leadId = Number(params.leadId);
  const quotationId = params.quotationId;
  const modifying = quotationId !== undefined && query.get('type') === MODIFY_TYPE;
  const lead = useLead(leadId);
  const settings = useQuotationSettings();
  const quotation = useQuotation(quotationId);
  const { user } = useCurrentUser();
  const limitBp = user ? discountLimitBp(user) : 0;
  const title = modifying ? 'Modify Quotation' : 'Generate Quotation';
  const back = lead.data ? quotationScreens.search(lead.data.lead.mobile_number) : '/quotation';

  const header = (
    <PageHeader title={quotationId ? `${title} ${quotationId}` : title} back={back}>
      {lead.data && (
        <Text size="sm" c="dimmed">
          Lead {lead.data.lead.id} · {lead.data.lead.name} · {lead.data.lead.mobile_number} ·{' '}
          {lead.data.lead.lead_status} · discount up to {percentText(limitBp)}%
        </Text>
      )}
    </PageHeader>
  );
  const failed = [lead, settings, quotation].find((q) => q.isError);
  if (failed?.error) {
    return (
      <>
        {header}
        <ErrorState message={failed.error.message} onRetry={() => void failed.refetch()} />
      </>
    );
  }
  if (!lead.data || !settings.data || (quotationId && !quotation.data)) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }

  const saved = (answer: QuotationAnswer) =>
    void navigate(quotationScreens.view(answer.lead_id, answer.quotation_random_id), {
      replace: true,
    });
  const shown = quotation.data;
  let content;
  if (shown && !modifying) {
    content = <QuotationSummary quotation={shown} />;
  } else if (!isLeadQuotable(lead.data.lead.lead_status) || (shown && !shown.can_modify)) {
    content = (
      <Stack gap="md">
        <Alert color="orange">
          {refusalOf(lead.data.lead.lead_status, shown?.order_random_id ?? null)}
        </Alert>
        {shown && <QuotationSummary quotation={shown} />}
      </Stack>
    );
  } else {
    content = (
      <QuotationEditor
        key={shown?.quotation_random_id ?? 'new'}
        leadId={leadId}
        settings={settings.data}
        quotation={shown}
        discountLimitBp={limitBp}
        ProductPicker={ProductPicker}
        onSaved={saved}
      />
    );
  }
  return (
    <>
      {header}
      {content}
    </>
  );
}
