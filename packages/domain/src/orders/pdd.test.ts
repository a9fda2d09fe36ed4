import { describe, expect, it } from 'vitest';
import { pddBreakdown } from './pdd';

const PLACED = '2026-11-10T06:00:00.000Z';

describe('the PDD breakdown (001 section 4)', () => {
  it('plans each stage from the order time and delivery on the promised date', () => {
    expect(
      pddBreakdown({
        created_at: PLACED,
        promised_date: '2026-11-18',
        confirmed_at: '2026-11-10T08:00:00.000Z',
        invoiced_at: '2026-11-12T10:00:00.000Z',
        docketed_at: null,
        delivered_at: null,
      }),
    ).toEqual([
      {
        label: 'Order Confirmation',
        predicted: '2026-11-11T06:00:00.000Z',
        actual: '2026-11-10T08:00:00.000Z',
      },
      {
        label: 'Invoicing',
        predicted: '2026-11-12T06:00:00.000Z',
        actual: '2026-11-12T10:00:00.000Z',
      },
      { label: 'Dispatch', predicted: '2026-11-13T06:00:00.000Z', actual: null },
      { label: 'Delivery', predicted: '2026-11-18T00:00:00.000Z', actual: null },
    ]);
  });

  it.each([
    [
      '2026-11-12',
      [
        '2026-11-11T06:00:00.000Z',
        '2026-11-12T00:00:00.000Z',
        '2026-11-12T00:00:00.000Z',
        '2026-11-12T00:00:00.000Z',
      ],
    ],
    [
      null,
      ['2026-11-11T06:00:00.000Z', '2026-11-12T06:00:00.000Z', '2026-11-13T06:00:00.000Z', null],
    ],
  ])('with promised date %s plans %j', (promised_date, predicted) => {
    const rows = pddBreakdown({
      created_at: PLACED,
      promised_date,
      confirmed_at: null,
      invoiced_at: null,
      docketed_at: null,
      delivered_at: null,
    });
    expect(rows.map((r) => r.predicted)).toEqual(predicted);
  });
});
