import type { OfferTerms } from './contract';

/** The end-date placeholder an offer's terms hold. */
export const OFFER_END_DATE_PLACEHOLDER = '{end_date}';

/** The terms with their end-date placeholder filled (002 section 3). */
export function fillOfferTerms(terms: OfferTerms, endDate: string): OfferTerms {
  return {
    title: terms.title,
    content: terms.content.map((line) => line.split(OFFER_END_DATE_PLACEHOLDER).join(endDate)),
  };
}
