import type { Database } from '@backoffice/db';
import type { QuotationLineRow } from '@backoffice/db/schema';
import {
  discountLimitBp,
  flatQuotationTotals,
  percentText,
  priceQuotationLine,
  quotationTotals,
  supplyKind,
  type QuotationTotals,
  type SupplyKind,
  type TGenerateQuotationRequest,
} from '@backoffice/domain/quotations';
import type { StaffCaller } from '../../../core/use-case';
import { knownPincode } from '../../lookups/index';
import { catalogueLines, listField } from '../../sales/index';
import { quotationsError } from '../quotations.errors';

/** A quotation line ready to insert (its quotation id is added by the writer). */
export type PricedLineValues = Omit<QuotationLineRow, 'id' | 'quotation_id'>;

/** A quotation priced on the server: its lines, delivery place, tax split and totals. */
export interface PricedQuotation {
  lines: PricedLineValues[];
  delivery_city: string;
  delivery_state: string;
  dispatch_state: string;
  supply_kind: SupplyKind;
  totals: QuotationTotals;
}

/** What a quotation is priced from: the lines, the delivery and its charges. */
export type QuotationTerms = Pick<
  TGenerateQuotationRequest,
  'lines' | 'delivery_pincode' | 'delivery_charges'
>;

/**
 * Prices a quotation: each product at the catalogue's price today (an unknown SKU is a 400 on
 * its line), each discount within the caller's limit (a 400 on the line's discount_percent), the
 * place of supply from the delivery pincode (a 400 on delivery_pincode when unknown), and the
 * tax split against the dispatch state.
 */
export async function priceQuotation(
  tx: Database,
  caller: StaffCaller,
  dispatchState: string,
  terms: QuotationTerms,
): Promise<PricedQuotation> {
  const limit = discountLimitBp(caller.principal);
  terms.lines.forEach((line, i) => {
    if (line.discount_bp > limit) {
      throw quotationsError('quotations.discount_over_limit', percentText(limit)).at(
        `lines.${i}.discount_percent`,
      );
    }
  });
  const catalogue = await catalogueLines(tx, terms.lines, listField('lines'));
  const place = await knownPincode(tx, 'delivery_pincode', terms.delivery_pincode);
  const kind = supplyKind(dispatchState, place.state);
  const lines = catalogue.map((item, i): PricedLineValues => {
    const discount_bp = terms.lines[i]?.discount_bp ?? 0;
    const priced = priceQuotationLine({
      unit_price_paise: item.price_paise,
      item_quantity: item.item_quantity,
      discount_bp,
    });
    return {
      position: i,
      item_sku: item.item_sku,
      item_name: item.item_full_name,
      item_quantity: item.item_quantity,
      unit_price_paise: item.price_paise,
      mrp_paise: item.mrp_paise,
      discount_bp,
      ...priced,
    };
  });
  return {
    lines,
    delivery_city: place.city,
    delivery_state: place.state,
    dispatch_state: dispatchState,
    supply_kind: kind,
    totals: quotationTotals(lines, terms.delivery_charges, kind),
  };
}

/** The quotation columns of a priced quotation's totals and tax split. */
export function totalsColumns(priced: PricedQuotation) {
  return {
    delivery_city: priced.delivery_city,
    delivery_state: priced.delivery_state,
    dispatch_state: priced.dispatch_state,
    supply_kind: priced.supply_kind,
    ...flatQuotationTotals(priced.totals),
  };
}
