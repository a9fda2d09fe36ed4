import {
  ZGenerateQuotationRequest,
  type QuotationAnswer,
  type QuotationSettingsAnswer,
} from '@backoffice/domain/quotations';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePincodeCheck } from '@/components/address-form';
import { usePopup } from '@/components/ui';
import { useSaveQuotation } from '@/features/quotations/api/save-quotation';
import type { QuotationPicker } from '../quotation-picker';
import {
  chargesPaise,
  draftLineOf,
  draftLinesOf,
  draftTotals,
  lineProblem,
  quotationBody,
  withLine,
  type DraftLine,
  type DraftTerms,
} from '../quotation-draft';
import { DeliveryTermsFields } from './delivery-terms-fields';
import { QuotationLines } from './quotation-lines';
import { QuotationTotalsPanel } from './quotation-totals-panel';

type TermErrors = Partial<Record<keyof DraftTerms | 'lines', string>>;

/** The form's starting terms: the quotation's when modifying, else the settings' defaults. */
function startingTerms(settings: QuotationSettingsAnswer, quotation?: QuotationAnswer): DraftTerms {
  if (!quotation) {
    return {
      delivery_address: '',
      delivery_pincode: '',
      delivery_charges: '',
      validity_days: settings.validity_days.default,
      terms: settings.default_terms,
    };
  }
  const charges = quotation.totals.delivery_charges;
  return {
    delivery_address: quotation.delivery_address ?? '',
    delivery_pincode: quotation.delivery_pincode,
    delivery_charges: charges === 0 ? '' : String(charges),
    validity_days: quotation.validity_days,
    terms: quotation.terms,
  };
}

/** The domain schema's refusals of the delivery and terms fields, by field. */
function termErrorsOf(body: unknown): TermErrors | null {
  const parsed = ZGenerateQuotationRequest.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

interface QuotationEditorProps {
  leadId: number;
  settings: QuotationSettingsAnswer;
  /** The quotation being modified (?type=1); none for a new one. */
  quotation?: QuotationAnswer;
  discountLimitBp: number;
  ProductPicker: QuotationPicker;
  onSaved: (quotation: QuotationAnswer) => void;
}

/**
 * The quotation form: products through the catalogue's picker, quantities and discounts within
 * the role's limit, delivery, validity and terms, and the live totals and tax split from the
 * domain's functions. Generate (or Modify) sends it with its Idempotency-Key.
 */
export function QuotationEditor({
  leadId,
  settings,
  quotation,
  discountLimitBp,
  ProductPicker,
  onSaved,
}: QuotationEditorProps) {
  const [lines, setLines] = useState<DraftLine[]>(() => (quotation ? draftLinesOf(quotation) : []));
  const [terms, setTerms] = useState(() => startingTerms(settings, quotation));
  const [errors, setErrors] = useState<TermErrors>({});
  const pincode = usePincodeCheck(terms.delivery_pincode);
  const save = useSaveQuotation();
  const popup = usePopup();
  const deliveryState = pincode.details?.state ?? null;
  const preview = draftTotals(
    lines,
    chargesPaise(terms.delivery_charges),
    settings.dispatch_state,
    deliveryState ?? settings.dispatch_state,
  );
  const linesOk = lines.length > 0 && lines.every((l) => lineProblem(l, discountLimitBp) === null);

  const addProduct = () =>
    popup.open(
      (close) => (
        <ProductPicker
          submitLabel="Add to quotation"
          onSubmit={(item) => {
            setLines((current) => withLine(current, draftLineOf(item)));
            close();
          }}
        />
      ),
      { title: 'Add Product', size: 'xl' },
    );

  const submit = () => {
    const body = quotationBody(lines, terms);
    const refused = termErrorsOf({ lead_id: leadId, ...body });
    setErrors(refused ?? {});
    if (refused || !linesOk) return;
    save.mutate(
      quotation
        ? {
            kind: 'modify',
            quotationRandomId: quotation.quotation_random_id,
            body: { ...body, version: quotation.version },
          }
        : { kind: 'generate', body: { lead_id: leadId, ...body } },
      { onSuccess: (answer) => onSaved(answer.quotation) },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Products">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>Products</Title>
            <Button leftSection={<IconPlus size={16} />} onClick={addProduct}>
              Add Product
            </Button>
          </Group>
          <QuotationLines lines={lines} onChange={setLines} discountLimitBp={discountLimitBp} />
          {errors.lines && <Alert color="red">{errors.lines}</Alert>}
        </Stack>
      </Paper>
      <DeliveryTermsFields
        value={terms}
        onChange={(change) => setTerms((current) => ({ ...current, ...change }))}
        pincode={pincode}
        validity={settings.validity_days}
        errors={errors}
      />
      <QuotationTotalsPanel
        preview={preview}
        deliveryState={deliveryState}
        dispatchState={settings.dispatch_state}
      />
      <Group justify="flex-end">
        <Button size="md" onClick={submit} disabled={!linesOk} loading={save.isPending}>
          {quotation ? 'Modify Quotation' : 'Generate Quotation'}
        </Button>
      </Group>
    </Stack>
  );
}
