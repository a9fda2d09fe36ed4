/**
 * GST of quotations. The catalogue carries no tax rate: furniture and mattresses are taxed at
 * 18 %, so every line is (docs/quotations.md). Prices are inclusive of GST, as the catalogue's
 * selling prices are; the taxable value is taken out of them.
 */
export const GST_RATE_PERCENT = 18;

/**
 * How the tax is split: CGST and SGST halves when the goods stay in the retailer's dispatch state
 * (intra-state supply), IGST when they cross into another state.
 */
export type SupplyKind = 'intra' | 'inter';

/** A state name compared without case, spaces or '&' against 'and'. */
function stateKey(state: string): string {
  return state
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

/** Intra-state when the place of supply (the delivery state) is the dispatch state. */
export function supplyKind(dispatchState: string, placeOfSupply: string): SupplyKind {
  return stateKey(dispatchState) === stateKey(placeOfSupply) ? 'intra' : 'inter';
}

/** The taxable value inside a GST-inclusive amount, to the nearest paisa. */
export function taxableOf(inclusivePaise: number, ratePercent: number = GST_RATE_PERCENT): number {
  return Math.round((inclusivePaise * 100) / (100 + ratePercent));
}

/** The tax heads of an amount of tax: CGST gets the lower half when a paisa is left over. */
export interface TaxSplit {
  kind: SupplyKind;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

/** Splits an amount of tax by the kind of supply. */
export function splitTax(taxPaise: number, kind: SupplyKind): TaxSplit {
  if (kind === 'inter') return { kind, cgst_paise: 0, sgst_paise: 0, igst_paise: taxPaise };
  const cgst = Math.floor(taxPaise / 2);
  return { kind, cgst_paise: cgst, sgst_paise: taxPaise - cgst, igst_paise: 0 };
}
