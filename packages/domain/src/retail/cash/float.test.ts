import { describe, expect, it } from 'vitest';
import {
  agentFloatButtons,
  agentFloatNext,
  FLOAT_STATUSES,
  managerFloatButtons,
  managerFloatNext,
  type AgentFloatAction,
  type FloatStatus,
  type ManagerFloatAction,
} from './float';

describe('the float: which buttons each side sees', () => {
  // status, agent [accept, reject, deposit], manager [issue, accept, reject, deposit]
  it.each([
    ['not_issued', [false, false, false], [true, false, false, false]],
    ['issued', [true, true, false], [false, false, false, false]],
    ['accepted', [false, false, true], [false, false, false, true]],
    ['rejected', [false, false, false], [true, false, false, false]],
    ['deposited', [false, false, false], [false, true, true, false]],
    ['returned', [false, false, false], [true, false, false, false]],
  ] as const)('a %s float shows the agent %j and the manager %j', (status, agent, manager) => {
    expect(agentFloatButtons(status)).toEqual({
      accept_button: agent[0],
      reject_button: agent[1],
      deposit_button: agent[2],
    });
    expect(managerFloatButtons(status)).toEqual({
      issue_button: manager[0],
      accept_button: manager[1],
      reject_button: manager[2],
      deposit_button: manager[3],
    });
  });

  it('covers every status', () => {
    expect(FLOAT_STATUSES).toHaveLength(6);
  });
});

describe('the float: where each action leads', () => {
  it.each([
    ['issued', 'accept', 'accepted'],
    ['issued', 'reject', 'rejected'],
    ['accepted', 'deposit', 'deposited'],
    ['issued', 'deposit', null],
    ['accepted', 'accept', null],
    ['deposited', 'deposit', null],
    ['returned', 'accept', null],
  ] as const)('an agent on a %s float who presses %s leads to %s', (status, action, next) => {
    expect(agentFloatNext(status as FloatStatus, action as AgentFloatAction)).toBe(next);
  });

  it.each([
    ['not_issued', 'issue', 'issued'],
    ['rejected', 'issue', 'issued'],
    ['returned', 'issue', 'issued'],
    ['issued', 'issue', null],
    ['accepted', 'issue', null],
    ['deposited', 'accept', 'returned'],
    ['deposited', 'reject', 'accepted'],
    ['accepted', 'deposit', 'returned'],
    ['issued', 'accept', null],
    ['accepted', 'reject', null],
  ] as const)('a manager on a %s float who presses %s leads to %s', (status, action, next) => {
    expect(managerFloatNext(status as FloatStatus, action as ManagerFloatAction)).toBe(next);
  });
});
