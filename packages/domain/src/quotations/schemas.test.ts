import { describe, expect, it } from 'vitest';
import { addLeadDefaults, ZAddLeadRequest, ZLeadSearchQuery } from './lead-schemas';
import {
  ZDiscountPercent,
  ZGenerateQuotationRequest,
  ZPlaceQuotationOrderRequest,
} from './quotation-schemas';
import { DEFAULT_QUOTATION_TERMS, isQuotationExpired, validUntilDay } from './validity';

const lead = {
  name: 'Asha Rao',
  mobile_number: '9876543210',
  email_id: '',
  expected_closure_date: '2026-12-01',
  lead_type: 1,
  customer_segment: 2,
  comments: '',
};

/** The first message of a failed parse, by field. */
function messageOf(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error?.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('Add Lead (002 section 5)', () => {
  it('accepts a lead and normalises it', () => {
    const parsed = ZAddLeadRequest.parse({ ...lead, email_id: ' Asha@Example.COM ' });
    expect(parsed).toMatchObject({ email_id: 'asha@example.com', comments: null, lead_type: 1 });
  });

  it.each([
    [{ name: '' }, 'name', 'Customer Name is Required!'],
    [{ mobile_number: '' }, 'mobile_number', 'Mobile Number Required!'],
    [{ mobile_number: '98765' }, 'mobile_number', 'Invalid Mobile Number!'],
    [{ mobile_number: '98765432101' }, 'mobile_number', 'Invalid Mobile Number!'],
    [{ email_id: 'asha@' }, 'email_id', 'Invalid Email Id!'],
    [{ expected_closure_date: '' }, 'expected_closure_date', 'Expected Closure Date is Required!'],
    [{ lead_type: undefined }, 'lead_type', 'Lead Type is Required!'],
    [{ lead_type: 4 }, 'lead_type', 'Pick a lead type from the list'],
    [{ customer_segment: undefined }, 'customer_segment', 'Customer Segment is Required!'],
    [{ customer_segment: 99 }, 'customer_segment', 'Pick a customer segment from the list'],
  ])('%j: %s says %s', (change, field, message) => {
    expect(messageOf(ZAddLeadRequest, { ...lead, ...change })).toContainEqual([field, message]);
  });

  it('starts the popup with today (India) and Outbound', () => {
    const defaults = addLeadDefaults(new Date('2026-11-26T20:00:00Z'));
    expect(defaults.expected_closure_date).toBe('2026-11-27');
    expect(defaults.lead_type).toBe(1);
  });

  it('lower-cases the search and reads an empty one as none', () => {
    expect(ZLeadSearchQuery.parse({ search: ' Asha@X.COM ' }).search).toBe('asha@x.com');
    expect(ZLeadSearchQuery.parse({ search: '  ' }).search).toBeNull();
    expect(ZLeadSearchQuery.parse({}).limit).toBe(20);
  });
});

describe('quotation requests', () => {
  it.each([
    ['', 0],
    [0, 0],
    ['10', 1000],
    [12.5, 1250],
    ['99.9', 9990],
  ])('discount %j is %i bp', (typed, bp) => {
    expect(ZDiscountPercent.parse(typed)).toBe(bp);
  });

  it.each([['100'], ['12.55'], ['-1'], ['abc']])('refuses the discount %j', (typed) => {
    expect(ZDiscountPercent.safeParse(typed).success).toBe(false);
  });

  it('defaults the validity and terms, and refuses a repeated product', () => {
    const body = {
      lead_id: 1,
      lines: [{ item_sku: 'SKU-1', item_quantity: 2, discount_percent: '5' }],
      delivery_pincode: '560001',
    };
    expect(ZGenerateQuotationRequest.parse(body)).toMatchObject({
      validity_days: 15,
      terms: DEFAULT_QUOTATION_TERMS,
      delivery_charges: 0,
      lines: [{ item_sku: 'SKU-1', item_quantity: 2, discount_bp: 500 }],
    });
    const repeated = { ...body, lines: [...body.lines, ...body.lines] };
    expect(messageOf(ZGenerateQuotationRequest, repeated)).toContainEqual([
      'lines.1.item_sku',
      'This product is already in the quotation',
    ]);
    expect(messageOf(ZGenerateQuotationRequest, { ...body, validity_days: 91 })).toContainEqual([
      'validity_days',
      'Validity must be between 1 and 90 days',
    ]);
  });

  it('refuses a quotation id that is not one', () => {
    const result = ZPlaceQuotationOrderRequest.safeParse({ quotation_random_id: 'ORDER1' });
    expect(result.success).toBe(false);
  });
});

describe('validity', () => {
  it('counts the day of making as the first day, in India', () => {
    expect(validUntilDay(new Date('2026-11-26T05:00:00Z'), 15)).toBe('2026-12-10');
    expect(validUntilDay(new Date('2026-11-26T20:00:00Z'), 1)).toBe('2026-11-27');
  });

  it.each([
    ['2026-12-10', '2026-12-10T18:00:00Z', false],
    ['2026-12-10', '2026-12-10T18:31:00Z', true],
    ['2026-12-10', '2026-11-30T00:00:00Z', false],
  ])('valid until %s, at %s: expired %s', (until, now, expired) => {
    expect(isQuotationExpired(until, new Date(now))).toBe(expired);
  });
});
