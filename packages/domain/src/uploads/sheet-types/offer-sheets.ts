import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { codeCell, lastDayCell, optionalCell, textCell } from './automation-cells';
import { AUTOMATION_MESSAGES as A } from './automation-messages';

/**
 * The five sheets of /offer-automation (002 section 9). Each row is one coupon or reward that
 * stands alone, so every one of them applies its valid rows and answers the others.
 */

/** The longest partner name and reward description kept. */
export const REWARD_PARTNER_MAX_LENGTH = 100;
export const REWARD_DESCRIPTION_MAX_LENGTH = 300;

const COUPON_CODE = { key: 'coupon_code', header: 'Coupon Code', required: true } as const;
const REWARD_CODE = { key: 'reward_code', header: 'Reward Code', required: true } as const;

export const ACTIVATE_OFFER_COLUMNS = [
  COUPON_CODE,
  { key: 'valid_until', header: 'Valid Until', required: false },
] as const satisfies readonly SheetColumn[];

/** One row of the activate offer sheet: the coupon, and the last day it holds when given. */
export const ZActivateOfferRow = z.object({
  coupon_code: codeCell(COUPON_CODE.header),
  valid_until: optionalCell(lastDayCell('Valid Until')),
});
export type ActivateOfferRow = z.output<typeof ZActivateOfferRow>;

export const ACTIVATE_OFFER_SHEET = defineSheetType<ActivateOfferRow>({
  key: 'activate_offer_sheet',
  label: 'Activate Offer Sheet',
  description:
    'Switches existing coupons on, each until the last day given in Valid Until when there is one.',
  columns: ACTIVATE_OFFER_COLUMNS,
  rowSchema: ZActivateOfferRow,
  applyMode: 'valid-rows-only',
  sampleRows: [{ coupon_code: 'PAUSED5', valid_until: '31/12/2030' }, { coupon_code: 'FLAT500' }],
});

export const DEACTIVATE_OFFER_COLUMNS = [COUPON_CODE] as const satisfies readonly SheetColumn[];

/** One row of the deactivate offer sheet: the coupon to switch off. */
export const ZDeactivateOfferRow = z.object({ coupon_code: codeCell(COUPON_CODE.header) });
export type DeactivateOfferRow = z.output<typeof ZDeactivateOfferRow>;

export const DEACTIVATE_OFFER_SHEET = defineSheetType<DeactivateOfferRow>({
  key: 'deactivate_offer_sheet',
  label: 'Deactivate Offer Sheet',
  description: 'Switches existing coupons off: orders can no longer apply them.',
  columns: DEACTIVATE_OFFER_COLUMNS,
  rowSchema: ZDeactivateOfferRow,
  applyMode: 'valid-rows-only',
  sampleRows: [{ coupon_code: 'LIMITED50' }],
});

export const ACTIVATE_REWARDS_COLUMNS = [
  REWARD_CODE,
  { key: 'partner', header: 'Partner', required: true },
  { key: 'description', header: 'Description', required: true },
  { key: 'valid_until', header: 'Valid Until', required: true },
] as const satisfies readonly SheetColumn[];

/** One row of the activate rewards sheet: a partnership reward, added or updated, and on. */
export const ZActivateRewardsRow = z.object({
  reward_code: codeCell(REWARD_CODE.header),
  partner: textCell('Partner', REWARD_PARTNER_MAX_LENGTH),
  description: textCell('Description', REWARD_DESCRIPTION_MAX_LENGTH),
  valid_until: lastDayCell('Valid Until'),
});
export type ActivateRewardsRow = z.output<typeof ZActivateRewardsRow>;

export const ACTIVATE_REWARDS_SHEET = defineSheetType<ActivateRewardsRow>({
  key: 'activate_rewards_sheet',
  label: 'Activate Rewards Sheet',
  description:
    'Adds partnership rewards or updates them by their code, and switches them on until the last day given.',
  columns: ACTIVATE_REWARDS_COLUMNS,
  rowSchema: ZActivateRewardsRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      reward_code: 'SPAWELL500',
      partner: 'Spa Well',
      description: '₹500 off a spa day with every mattress',
      valid_until: '31/12/2030',
    },
    {
      reward_code: 'GYMFIT3M',
      partner: 'GymFit',
      description: 'Three months of gym membership free',
      valid_until: '30/06/2030',
    },
  ],
});

export const DEACTIVATE_REWARDS_COLUMNS = [REWARD_CODE] as const satisfies readonly SheetColumn[];

/** One row of the deactivate rewards sheet: the reward to switch off. */
export const ZDeactivateRewardsRow = z.object({ reward_code: codeCell(REWARD_CODE.header) });
export type DeactivateRewardsRow = z.output<typeof ZDeactivateRewardsRow>;

export const DEACTIVATE_REWARDS_SHEET = defineSheetType<DeactivateRewardsRow>({
  key: 'deactivate_rewards_sheet',
  label: 'Deactivate Rewards Sheet',
  description: 'Switches partnership rewards off by their code.',
  columns: DEACTIVATE_REWARDS_COLUMNS,
  rowSchema: ZDeactivateRewardsRow,
  applyMode: 'valid-rows-only',
  sampleRows: [{ reward_code: 'COFFEE100' }],
});

export const CREATE_UNIQUE_REWARDS_COLUMNS = [
  REWARD_CODE,
  { key: 'unique_code', header: 'Unique Code', required: true },
] as const satisfies readonly SheetColumn[];

/** One row of the create unique rewards sheet: a one-time code of a reward. */
export const ZCreateUniqueRewardsRow = z.object({
  reward_code: codeCell(REWARD_CODE.header),
  unique_code: codeCell('Unique Code'),
});
export type CreateUniqueRewardsRow = z.output<typeof ZCreateUniqueRewardsRow>;

export const CREATE_UNIQUE_REWARDS_SHEET = defineSheetType<CreateUniqueRewardsRow>({
  key: 'create_unique_rewards_sheet',
  label: 'Create Unique Rewards Sheet',
  description:
    'Adds one-time codes to a partnership reward; a code that exists already is refused.',
  columns: CREATE_UNIQUE_REWARDS_COLUMNS,
  rowSchema: ZCreateUniqueRewardsRow,
  applyMode: 'valid-rows-only',
  // Each code is a reward a customer can redeem: a code is added once.
  additive: {
    keyHeaders: ['Unique Code'],
    keyOf: (row) => [row.unique_code],
    repeated: (row) => A.uniqueCodeExists(row.unique_code),
  },
  sampleRows: [
    { reward_code: 'COFFEE100', unique_code: 'COFFEE-7Q2K9X' },
    { reward_code: 'COFFEE100', unique_code: 'COFFEE-M4T8ZP' },
  ],
});
