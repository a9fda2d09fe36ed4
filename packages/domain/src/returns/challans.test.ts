import { describe, expect, it } from 'vitest';
import { CHALLAN_LIMITS, CHALLAN_MESSAGES, challanImagesRefusal } from './challans';

const png = (size = 1000) => ({ size, type: 'image/png' });
const MB5 = CHALLAN_LIMITS.maxImageBytes;

describe('the photos of a COD challan', () => {
  it.each([
    ['none', [], CHALLAN_MESSAGES.required],
    ['one', [png()], null],
    ['five of 5 MB', Array.from({ length: 5 }, () => png(MB5)), null],
    ['six', Array.from({ length: 6 }, () => png()), CHALLAN_MESSAGES.tooManyImages],
    ['one over 5 MB', [png(), png(MB5 + 1)], CHALLAN_MESSAGES.imageTooLarge],
    ['a PDF', [{ size: 10, type: 'application/pdf' }], CHALLAN_MESSAGES.notAnImage],
  ])('%s: %s', (_name, images, refusal) => {
    expect(challanImagesRefusal(images)).toBe(refusal);
  });

  it('says the spec texts', () => {
    expect(CHALLAN_MESSAGES.tooManyImages).toBe('Only 5 Images are allowed!');
    expect(CHALLAN_MESSAGES.imageTooLarge).toBe('Image size should be less than 5 MB!');
  });
});
