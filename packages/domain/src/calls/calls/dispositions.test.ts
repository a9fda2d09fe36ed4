import { describe, expect, it } from 'vitest';
import {
  dispositionErrors,
  dispositionFactsOf,
  dispositionPath,
  dispositionTreeOf,
  ZCrmDispositionRequest,
  type DispositionFacts,
} from './dispositions';
import type { DispositionCategory } from './contract';

const CHOSEN: DispositionFacts = {
  category: 1,
  sub_category: 11,
  third_category: 111,
  cart_ids: [501],
  order_cart_ids: [501, 502],
  pause: false,
  break_reason: null,
};

describe('the disposition rules (001 section 5)', () => {
  it.each<[string, Partial<DispositionFacts>, Record<string, string>]>([
    ['a complete disposition', {}, {}],
    ['no category', { category: null }, { category: 'Category is Required!' }],
    ['no sub category', { sub_category: null }, { sub_category: 'Sub Category is Required!' }],
    [
      'no third category',
      { third_category: null },
      { third_category: 'Third Category is Required!' },
    ],
    [
      'nothing chosen',
      { category: null, sub_category: null, third_category: null },
      {
        category: 'Category is Required!',
        sub_category: 'Sub Category is Required!',
        third_category: 'Third Category is Required!',
      },
    ],
    [
      'no product of an order with records',
      { cart_ids: [] },
      { cart_ids: 'Please select atleast 1 product' },
    ],
    ['no product and no order', { cart_ids: [], order_cart_ids: [] }, {}],
    ['two products', { cart_ids: [501, 502] }, {}],
    [
      'a product of another order',
      { cart_ids: [501, 999] },
      { cart_ids: 'Select products of this order' },
    ],
    [
      'a product without an order',
      { cart_ids: [7], order_cart_ids: [] },
      { cart_ids: 'Select products of this order' },
    ],
    [
      'pausing without a break reason',
      { pause: true },
      { break_reason: 'Break Reason is Required!' },
    ],
    ['pausing with a break reason', { pause: true, break_reason: 3 }, {}],
    ['a break reason without pausing', { break_reason: 3 }, {}],
  ])('%s', (_name, change, expected) => {
    expect(dispositionErrors({ ...CHOSEN, ...change })).toEqual(expected);
  });

  it('reads the form: strings to ids, the break reason only when pausing', () => {
    const values = {
      category: '1',
      sub_category: '11',
      third_category: null,
      cart_ids: ['501'],
      comments: '',
      pause: false,
      break_reason: '4',
    };
    expect(dispositionFactsOf(values, [501])).toEqual({
      category: 1,
      sub_category: 11,
      third_category: null,
      cart_ids: [501],
      order_cart_ids: [501],
      pause: false,
      break_reason: null,
    });
    expect(dispositionFactsOf({ ...values, pause: true }, []).break_reason).toBe(4);
  });
});

describe('a path of the disposition tree', () => {
  const TREE: DispositionCategory[] = [
    {
      id: 1,
      name: 'Delivery',
      sub_categories: [
        { id: 11, name: 'Reschedule', third_categories: [{ id: 111, name: 'Site Not Ready' }] },
      ],
    },
    {
      id: 2,
      name: 'Complaint',
      sub_categories: [{ id: 21, name: 'Damaged Product', third_categories: [] }],
    },
  ];

  it.each([
    [
      { category: 1, sub_category: 11, third_category: 111 },
      { category: 'Delivery', sub_category: 'Reschedule', third_category: 'Site Not Ready' },
    ],
    [{ category: 2, sub_category: 11, third_category: 111 }, null],
    [{ category: 1, sub_category: 21, third_category: 111 }, null],
    [{ category: 2, sub_category: 21, third_category: 111 }, null],
    [{ category: 9, sub_category: 11, third_category: 111 }, null],
  ])('%j is %j', (ids, names) => {
    expect(dispositionPath(TREE, ids)).toEqual(names);
  });
});

describe('POST /api/crm-dispositions/ payload', () => {
  const BODY = { category: 1, sub_category: 11, third_category: 111 };

  it('fills the optional fields and the CRM source', () => {
    expect(ZCrmDispositionRequest.parse({ ...BODY, comments: '  ' })).toEqual({
      ...BODY,
      cart_ids: [],
      comments: null,
      call_details: null,
      clicked_affiliate_id: null,
      clicked_cart_id: null,
      break_reason: null,
      source: 'CRM',
    });
  });

  it.each<[string, object, string, string]>([
    ['no category', { sub_category: 1, third_category: 1 }, 'category', 'Category is Required!'],
    [
      'no sub category',
      { category: 1, third_category: 1 },
      'sub_category',
      'Sub Category is Required!',
    ],
    [
      'no third category',
      { category: 1, sub_category: 1 },
      'third_category',
      'Third Category is Required!',
    ],
    [
      'another leaf as disposition',
      { ...BODY, disposition_id: 112 },
      'disposition_id',
      'disposition_id must be the chosen third category',
    ],
    [
      'a cart without its channel',
      { ...BODY, clicked_cart_id: 5 },
      'clicked_affiliate_id',
      'clicked_affiliate_id is Required with clicked_cart_id',
    ],
    [
      'an unknown channel',
      { ...BODY, clicked_affiliate_id: 12 },
      'clicked_affiliate_id',
      'Select a valid channel',
    ],
    [
      'a zero break reason',
      { ...BODY, break_reason: 0 },
      'break_reason',
      'Select a valid break reason',
    ],
    [
      'long comments',
      { ...BODY, comments: 'x'.repeat(501) },
      'comments',
      'Comments must be at most 500 characters',
    ],
    ['another source', { ...BODY, source: 'IVR' }, 'source', 'Invalid input: expected "CRM"'],
  ])('refuses %s', (_name, body, path, message) => {
    const result = ZCrmDispositionRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path.join('.') === path)?.message).toBe(message);
  });
});

describe('the tree of the stored disposition nodes', () => {
  it('nests sub and third categories under their parents, in the given order', () => {
    expect(
      dispositionTreeOf([
        { id: 1, parent_id: null, level: 1, name: 'Delivery' },
        { id: 2, parent_id: 1, level: 2, name: 'Reschedule' },
        { id: 3, parent_id: 2, level: 3, name: 'Site Not Ready' },
        { id: 4, parent_id: 2, level: 3, name: 'Customer Unavailable' },
        { id: 5, parent_id: null, level: 1, name: 'Complaint' },
      ]),
    ).toEqual([
      {
        id: 1,
        name: 'Delivery',
        sub_categories: [
          {
            id: 2,
            name: 'Reschedule',
            third_categories: [
              { id: 3, name: 'Site Not Ready' },
              { id: 4, name: 'Customer Unavailable' },
            ],
          },
        ],
      },
      { id: 5, name: 'Complaint', sub_categories: [] },
    ]);
  });
});
