import { fromWireRupees, parsePaise } from '@backoffice/domain/core/money';
import {
  amountInWords,
  percentText,
  priceQuotationLine,
  QUOTATION_MESSAGES,
  quotationTotals,
  supplyKind,
  ZDiscountPercent,
  ZQuotationLineRequest,
  type PricedQuotationLine,
  type QuotationAnswer,
  type QuotationTotals,
  type TGenerateQuotationRequestInput,
} from '@backoffice/domain/quotations';

/** A line of the quotation being written: the item, its price when picked, quantity, discount. */
export interface DraftLine {
  item_sku: string;
  item_name: string;
  /** The catalogue's GST-inclusive unit price, paise. */
  unit_price_paise: number;
  item_mrp_paise: number;
  item_quantity: number;
  /** The discount as typed ('12.5'); empty is none. */
  discount: string;
}

/** What the picker hands over: the checked item and the quantity chosen. */
export interface PickedProduct {
  availability: {
    item_sku: string;
    item_full_name: string;
    item_price: { price: number; mrp: number };
  };
  item_quantity: number;
}

/** A picked item as a line without discount. */
export function draftLineOf(picked: PickedProduct): DraftLine {
  const { availability } = picked;
  return {
    item_sku: availability.item_sku,
    item_name: availability.item_full_name,
    unit_price_paise: fromWireRupees(availability.item_price.price),
    item_mrp_paise: fromWireRupees(availability.item_price.mrp),
    item_quantity: picked.item_quantity,
    discount: '',
  };
}

/** Adds a line; the same item again replaces its line (a quotation holds an item once). */
export function withLine(lines: readonly DraftLine[], line: DraftLine): DraftLine[] {
  const at = lines.findIndex((l) => l.item_sku === line.item_sku);
  if (at === -1) return [...lines, line];
  return lines.map((l, i) => (i === at ? line : l));
}

/** A quotation's lines as the form starts them when it is modified. */
export function draftLinesOf(quotation: QuotationAnswer): DraftLine[] {
  return quotation.lines.map((line) => ({
    item_sku: line.item_sku,
    item_name: line.item_name,
    unit_price_paise: fromWireRupees(line.unit_price),
    item_mrp_paise: fromWireRupees(line.item_mrp),
    item_quantity: line.item_quantity,
    discount: line.discount_percent === 0 ? '' : String(line.discount_percent),
  }));
}

/**
 * What is wrong with a line, by the domain's rules: its quantity, its discount's form (two digits
 * and a decimal), and the caller's discount limit. Null when nothing is.
 */
export function lineProblem(line: DraftLine, discountLimitBp: number): string | null {
  const parsed = ZQuotationLineRequest.safeParse({
    item_sku: line.item_sku,
    item_quantity: line.item_quantity,
    discount_percent: line.discount,
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? QUOTATION_MESSAGES.discountInvalid;
  if (parsed.data.discount_bp > discountLimitBp) {
    return QUOTATION_MESSAGES.discountOverLimit(percentText(discountLimitBp));
  }
  return null;
}

/** A line's discount in basis points, 0 while it is not a valid discount. */
function discountBp(line: DraftLine): number {
  const parsed = ZDiscountPercent.safeParse(line.discount);
  return parsed.success ? parsed.data : 0;
}

/** A line priced by the domain (as the server will price it). */
export function pricedLine(line: DraftLine): PricedQuotationLine {
  return priceQuotationLine({
    unit_price_paise: line.unit_price_paise,
    item_quantity: line.item_quantity,
    discount_bp: discountBp(line),
  });
}

/** The live totals of the draft: the tax split by the place of supply, the total in words. */
export interface DraftTotals {
  totals: QuotationTotals;
  words: string;
}

/**
 * Prices the draft as the server will: each line, the delivery charges (GST-inclusive), and the
 * tax split intra-state (CGST and SGST) or inter-state (IGST) from the dispatch state and the
 * delivery state.
 */
export function draftTotals(
  lines: readonly DraftLine[],
  deliveryChargesPaise: number,
  dispatchState: string,
  deliveryState: string,
): DraftTotals {
  const totals = quotationTotals(
    lines.map(pricedLine),
    deliveryChargesPaise,
    supplyKind(dispatchState, deliveryState),
  );
  return { totals, words: amountInWords(totals.grand_total_paise) };
}

/** The delivery, validity and terms of the form. */
export interface DraftTerms {
  delivery_address: string;
  delivery_pincode: string;
  /** Rupees as typed; empty is none. */
  delivery_charges: string;
  validity_days: number;
  terms: string;
}

/** The body of generate (with the lead) and of modify (with the version read). */
export function quotationBody(
  lines: readonly DraftLine[],
  terms: DraftTerms,
): Omit<TGenerateQuotationRequestInput, 'lead_id'> {
  return {
    lines: lines.map((l) => ({
      item_sku: l.item_sku,
      item_quantity: l.item_quantity,
      discount_percent: l.discount.trim(),
    })),
    delivery_address: terms.delivery_address.trim() || null,
    delivery_pincode: terms.delivery_pincode.trim(),
    delivery_charges: terms.delivery_charges.trim() || null,
    validity_days: terms.validity_days,
    terms: terms.terms.trim() || null,
  };
}

/** Delivery charges as typed, in paise (0 while empty or not an amount). */
export function chargesPaise(typed: string): number {
  return parsePaise(typed.trim()) ?? 0;
}
