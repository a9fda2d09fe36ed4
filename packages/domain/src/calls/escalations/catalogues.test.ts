import { describe, expect, it } from 'vitest';
import { ESCALATION_CHANNELS, escalationChannel } from './channels';
import { ESCALATION_REASONS, ESCALATION_SUB_REASON_IDS, reasonChoice } from './reasons';
import {
  ESCALATION_STATUS,
  ESCALATION_STATUSES,
  escalationStatus,
  isActiveEscalation,
} from './statuses';
import { HELPDESK_TICKET_STATUSES, isLinkableTicket } from './tickets';
import { WAREHOUSES, warehouse } from '../../warehouse';

describe('escalation statuses', () => {
  it.each([
    [1, 'Open', true],
    [2, 'In Progress', true],
    [3, 'Resolved', false],
    [4, 'Closed', false],
  ] as const)('%i is %s, active: %s', (id, label, active) => {
    expect(escalationStatus(id).label).toBe(label);
    expect(isActiveEscalation(id)).toBe(active);
  });

  it('hold exactly those four', () => {
    expect(ESCALATION_STATUSES.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('are named after their labels, in catalogue order', () => {
    expect(Object.entries(ESCALATION_STATUS)).toEqual(
      ESCALATION_STATUSES.map((s) => [s.label.toUpperCase().replace(' ', '_'), s.id]),
    );
  });
});

describe('escalation channels', () => {
  it('have unique ids, a name and a description each', () => {
    const ids = ESCALATION_CHANNELS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const channel of ESCALATION_CHANNELS) {
      expect(channel.channel_name.length).toBeGreaterThan(0);
      expect(channel.channel_description.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [1, 'Email to Escalation Desk'],
    [3, 'Social Media'],
    [6, 'Legal Notice'],
    [8, 'Store Visit'],
  ])('channel %i is %s', (id, name) => {
    expect(escalationChannel(id)?.channel_name).toBe(name);
  });

  it('answer undefined for an id outside the catalogue', () => {
    expect(escalationChannel(0)).toBeUndefined();
    expect(escalationChannel(99)).toBeUndefined();
  });
});

describe('escalation reasons and sub-reasons', () => {
  it('have unique reason ids and globally unique sub-reason ids, each under its reason', () => {
    const reasonIds = ESCALATION_REASONS.map((r) => r.id);
    expect(new Set(reasonIds).size).toBe(reasonIds.length);
    expect(new Set(ESCALATION_SUB_REASON_IDS).size).toBe(ESCALATION_SUB_REASON_IDS.length);
    for (const reason of ESCALATION_REASONS) {
      expect(reason.sub_reasons.length).toBeGreaterThan(0);
      for (const sub of reason.sub_reasons) {
        // A sub-reason's id starts with its reason's: 101 is under reason 1.
        expect(Math.floor(sub.id / 100)).toBe(reason.id);
      }
    }
  });

  it.each([
    [101, 'Delivery Delay', 'Promised delivery date missed', true],
    [201, 'Damaged or Wrong Product', 'Damaged in transit', true],
    [302, 'Missing Items', 'Package of a multi-box docket missing', true],
    [401, 'Installation', 'Carpenter did not visit', false],
    [501, 'Mattress Comfort and Quality', 'Sagging or body impression', false],
    [603, 'Return and Replacement', 'Return request rejected', false],
    [701, 'Refund', 'Refund not received', false],
    [901, 'Staff Behaviour', 'Delivery staff misbehaved', true],
  ])('reason_id %i is %s / %s (warehouse: %s)', (id, reason, subReason, needsWarehouse) => {
    const choice = reasonChoice(id);
    expect(choice?.reason.reason).toBe(reason);
    expect(choice?.subReason.sub_reason).toBe(subReason);
    expect(choice?.subReason.needs_warehouse).toBe(needsWarehouse);
  });

  it.each([1, 9, 100, 999, 0])('reason_id %i names no sub-reason', (id) => {
    expect(reasonChoice(id)).toBeUndefined();
  });
});

describe('warehouses', () => {
  it('are six, each with a city and a state', () => {
    expect(WAREHOUSES.map((w) => w.warehouse_name)).toEqual([
      'Bhiwandi Warehouse',
      'Hoskote Warehouse',
      'Gurugram Warehouse',
      'Sriperumbudur Warehouse',
      'Dankuni Warehouse',
      'Shamshabad Warehouse',
    ]);
    expect(warehouse(2)?.state).toBe('Karnataka');
    expect(warehouse(7)).toBeUndefined();
  });
});

describe('helpdesk ticket states', () => {
  it.each([
    ['open', true],
    ['pending', true],
    ['resolved', false],
    ['closed', false],
  ] as const)('a %s ticket is linkable: %s', (status, linkable) => {
    expect(isLinkableTicket(status)).toBe(linkable);
  });

  it('hold exactly those four', () => {
    expect(HELPDESK_TICKET_STATUSES.map((s) => s.value)).toEqual([
      'open',
      'pending',
      'resolved',
      'closed',
    ]);
  });
});
