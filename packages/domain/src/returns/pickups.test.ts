import { describe, expect, it } from 'vitest';
import { ZChallanUploadRequest, CHALLAN_MESSAGES } from './challans';
import { PICKUP_MESSAGES, pickupDateRefusal, ZChangePickupDate } from './pickups';
import { indiaDay } from './return-days';
import { isLostDateAllowed } from './schemas';

describe('pickup and lost dates', () => {
  it.each([
    ['2026-11-25', '2026-11-26', PICKUP_MESSAGES.dateBeforeToday],
    ['2026-11-26', '2026-11-26', null],
    ['2026-11-27', '2026-11-26', null],
  ])('a pickup on %s, today %s: %s', (day, today, refusal) => {
    expect(pickupDateRefusal(day, today)).toBe(refusal);
  });

  it.each([
    ['2026-11-27', '2026-11-26', false],
    ['2026-11-26', '2026-11-26', true],
    ['2026-11-01', '2026-11-26', true],
  ])('lost on %s, today %s: allowed %s', (day, today, allowed) => {
    expect(isLostDateAllowed(day, today)).toBe(allowed);
  });

  it('reads today in India', () => {
    expect(indiaDay(new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
    expect(indiaDay(new Date('2026-11-26T18:31:00Z'))).toBe('2026-11-27');
  });

  it.each([
    [{ pickup_date: '26-11-2026' }, 'Enter a date as YYYY-MM-DD'],
    [{ pickup_date: '' }, 'Required!'],
    [{ action: 'move' }, 'Choose schedule, change or reschedule'],
  ])('refuses %o', (change, message) => {
    const parsed = ZChangePickupDate.safeParse({
      request_id: 1,
      version: 1,
      action: 'schedule',
      pickup_date: '2026-12-01',
      ...change,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('challan upload', () => {
  const image = { file_name: 'a.jpg', content_type: 'image/jpeg', data: 'AAAA' };
  const upload = {
    cod_sheet_id: 1,
    amount: '100.50',
    deposited_date: '2026-11-20',
    attachments: [image],
  };

  it('reads the amount as paise', () => {
    expect(ZChallanUploadRequest.parse(upload).amount).toBe(10_050);
  });

  it.each([
    [{ attachments: Array.from({ length: 6 }, () => image) }, CHALLAN_MESSAGES.tooManyImages],
    [{ attachments: [] }, CHALLAN_MESSAGES.required],
    [{ attachments: [{ ...image, data: 'A'.repeat(7_000_004) }] }, CHALLAN_MESSAGES.imageTooLarge],
    [{ deposited_date: '' }, 'Required!'],
    [{ amount: '0' }, CHALLAN_MESSAGES.amountPositive],
    [{ attachments: [{ ...image, content_type: 'application/pdf' }] }, CHALLAN_MESSAGES.notAnImage],
  ])('refuses %#', (change, message) => {
    const parsed = ZChallanUploadRequest.safeParse({ ...upload, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});
