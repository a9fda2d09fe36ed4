import { describe, expect, it } from 'vitest';
import {
  CALL_STATE_IDS,
  canMoveCallState,
  callStatusLabel,
  isFinalCallState,
  isMissedCallState,
  type CallState,
} from './call-states';

describe('the call states', () => {
  it.each<[CallState, string, boolean, boolean]>([
    ['initiated', 'Initiated', false, false],
    ['agent-ringing', 'Ringing Agent', false, false],
    ['agent-connected', 'Agent Connected', false, false],
    ['customer-ringing', 'Ringing Customer', false, false],
    ['in-progress', 'In Progress', false, false],
    ['answered', 'Answered', true, false],
    ['not-answered', 'Not Answered', true, true],
    ['busy', 'Busy', true, true],
    ['agent-not-answered', 'Agent Not Answered', true, true],
    ['failed', 'Failed', true, true],
  ])('%s is "%s", final %s, missed %s', (state, label, final, missed) => {
    expect(callStatusLabel(state)).toBe(label);
    expect(isFinalCallState(state)).toBe(final);
    expect(isMissedCallState(state)).toBe(missed);
  });

  it('lists every state once', () => {
    expect(new Set(CALL_STATE_IDS).size).toBe(10);
  });

  it.each<[CallState, CallState, boolean]>([
    ['initiated', 'agent-ringing', true],
    ['initiated', 'answered', true],
    ['agent-ringing', 'agent-connected', true],
    ['customer-ringing', 'in-progress', true],
    ['in-progress', 'answered', true],
    ['customer-ringing', 'not-answered', true],
    ['in-progress', 'customer-ringing', false],
    ['agent-ringing', 'agent-ringing', false],
    ['answered', 'failed', false],
    ['not-answered', 'answered', false],
  ])('%s may move to %s: %s', (from, to, allowed) => {
    expect(canMoveCallState(from, to)).toBe(allowed);
  });
});
