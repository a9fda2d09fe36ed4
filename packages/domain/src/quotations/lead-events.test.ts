import { describe, expect, it } from 'vitest';
import { leadEventSentence } from './lead-events';

describe('lead history in sentences', () => {
  it.each([
    [{ kind: 'created', by_name: 'Priya' }, 'Priya added the lead.'],
    [
      { kind: 'status_changed', by_name: 'Priya', from_status: 'NEW', to_status: 'LOST' },
      'Priya changed the status from NEW to LOST.',
    ],
    [
      {
        kind: 'order_placed',
        by_name: 'Priya',
        quotation_random_id: 'QT1',
        order_random_id: 'ORDER1',
      },
      'Priya placed order ORDER1 from quotation QT1; the lead is ACQUIRED.',
    ],
    [{ kind: 'pulled_from_crm', by_name: null }, 'The lead came from the lead CRM.'],
  ] as const)('%j', (facts, sentence) => {
    expect(leadEventSentence(facts)).toBe(sentence);
  });
});
