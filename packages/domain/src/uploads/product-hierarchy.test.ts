import { describe, expect, it } from 'vitest';
import {
  HIERARCHY_MESSAGES,
  ZApproveHierarchyRequest,
  ZHierarchyRequestQuery,
} from './product-hierarchy';
import { saleChangesMessage } from './sale-changes';

describe('the product hierarchy calls', () => {
  it.each([
    [{ request_id: '12' }, { request_id: 12 }],
    [{ request_id: 'abc' }, HIERARCHY_MESSAGES.requestNotFound],
    [{ request_id: '0' }, HIERARCHY_MESSAGES.requestNotFound],
    [{ request_id: '1.5' }, HIERARCHY_MESSAGES.requestNotFound],
    [{ request_id: '0x10' }, HIERARCHY_MESSAGES.requestNotFound],
    [{ request_id: '2147483648' }, HIERARCHY_MESSAGES.requestNotFound],
  ])('fetch reads %j', (query, expected) => {
    const read = ZHierarchyRequestQuery.safeParse(query);
    if (typeof expected === 'string') expect(read.error?.issues[0]?.message).toBe(expected);
    else expect(read.data).toEqual(expected);
  });

  it('approve takes an empty list (every pending row) or approval ids', () => {
    expect(ZApproveHierarchyRequest.parse({ request_id: 3, approval_ids: [] })).toEqual({
      request_id: 3,
      approval_ids: [],
    });
    expect(ZApproveHierarchyRequest.safeParse({ request_id: 3, approval_ids: [-1] }).success).toBe(
      false,
    );
  });

  it('names the approvals that are not in the request', () => {
    expect(HIERARCHY_MESSAGES.notInRequest([5, 6])).toBe(
      'These approvals are not in this request: 5, 6',
    );
  });
});

describe('the sale changes sentence', () => {
  it.each([
    [0, 0, 'No sale changes were due'],
    [1, 0, '1 sale change applied, 0 reverted'],
    [2, 1, '2 sale changes applied, 1 reverted'],
  ])('%i applied and %i reverted: %j', (applied, reverted, sentence) => {
    expect(saleChangesMessage(applied, reverted)).toBe(sentence);
  });
});
