import { BASIS_POINTS } from './discounts';
import { GST_RATE_PERCENT, splitTax, taxableOf, type SupplyKind, type TaxSplit } from './tax';

/** A line to price: the catalogue's GST-inclusive unit price, how many, and its discount. */
export interface QuotationLineInput {
  unit_price_paise: number;
  item_quantity: number;
  discount_bp: number;
}

/** A priced line: every amount in paise. */
export interface PricedQuotationLine {
  gross_paise: number;
  discount_paise: number;
  /** What the customer pays for the line, GST included. */
  net_paise: number;
  /** The quoted unit price after the discount, GST included (what an order is placed at). */
  quoted_unit_price_paise: number;
  taxable_paise: number;
  tax_paise: number;
  gst_rate_percent: number;
}

/** A quotation's totals: the lines, then delivery, both GST-inclusive. */
export interface QuotationTotals {
  gross_paise: number;
  discount_paise: number;
  delivery_charges_paise: number;
  taxable_paise: number;
  tax_paise: number;
  tax: TaxSplit;
  grand_total_paise: number;
}

/**
 * Prices one line. The discount is taken off the unit price (rounded to the paisa), so that the
 * quoted unit price times the quantity is exactly the line's net: an order placed at the quoted
 * unit price costs what the quotation says.
 */
export function priceQuotationLine(line: QuotationLineInput): PricedQuotationLine {
  const unitDiscount = Math.round((line.unit_price_paise * line.discount_bp) / BASIS_POINTS);
  const quoted = line.unit_price_paise - unitDiscount;
  const gross = line.unit_price_paise * line.item_quantity;
  const net = quoted * line.item_quantity;
  const taxable = taxableOf(net);
  return {
    gross_paise: gross,
    discount_paise: gross - net,
    net_paise: net,
    quoted_unit_price_paise: quoted,
    taxable_paise: taxable,
    tax_paise: net - taxable,
    gst_rate_percent: GST_RATE_PERCENT,
  };
}

/**
 * The totals of a quotation: the lines and the delivery charges (GST-inclusive at the same
 * rate), the tax split by the kind of supply.
 */
export function quotationTotals(
  lines: readonly PricedQuotationLine[],
  deliveryChargesPaise: number,
  kind: SupplyKind,
): QuotationTotals {
  const sum = (pick: (l: PricedQuotationLine) => number) =>
    lines.reduce((total, l) => total + pick(l), 0);
  const deliveryTaxable = taxableOf(deliveryChargesPaise);
  const taxable = sum((l) => l.taxable_paise) + deliveryTaxable;
  const tax = sum((l) => l.tax_paise) + (deliveryChargesPaise - deliveryTaxable);
  return {
    gross_paise: sum((l) => l.gross_paise),
    discount_paise: sum((l) => l.discount_paise),
    delivery_charges_paise: deliveryChargesPaise,
    taxable_paise: taxable,
    tax_paise: tax,
    tax: splitTax(tax, kind),
    grand_total_paise: sum((l) => l.net_paise) + deliveryChargesPaise,
  };
}

/** A quotation's totals as a quotation keeps them: the tax split as three amounts. */
export function flatQuotationTotals(totals: QuotationTotals) {
  return {
    delivery_charges_paise: totals.delivery_charges_paise,
    gross_paise: totals.gross_paise,
    discount_paise: totals.discount_paise,
    taxable_paise: totals.taxable_paise,
    tax_paise: totals.tax_paise,
    cgst_paise: totals.tax.cgst_paise,
    sgst_paise: totals.tax.sgst_paise,
    igst_paise: totals.tax.igst_paise,
    grand_total_paise: totals.grand_total_paise,
  };
}
