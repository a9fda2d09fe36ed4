import { z } from 'zod';
import { ZRupeesToPaise } from '../core/validation/amount';
import { idParam, wireNumber } from '../core/validation/wire-number';
import { RETURN_MESSAGES } from './messages';
import { ZReturnDay } from './return-days';

/** COD challans (001 sections 5 and 9): at most 5 images of at most 5 MB each. */
export const CHALLAN_LIMITS = { maxImages: 5, maxImageBytes: 5 * 1024 * 1024 } as const;

/** The image types a challan photo may be. */
export const CHALLAN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the challan calls say (001 section 5, and ours where it is silent). */
export const CHALLAN_MESSAGES = {
  required: 'Required!',
  imageTooLarge: 'Image size should be less than 5 MB!',
  tooManyImages: 'Only 5 Images are allowed!',
  notAnImage: 'Only JPEG, PNG or WebP images are allowed',
  uploaded: 'Challan Uploaded Successfully!',
  amountPositive: 'Amount should be greater than 0',
  noChallans: 'No Challans Found!',
  codSheetNotFound: 'No such COD sheet',
  creditHistoryNotFound: RETURN_MESSAGES.creditHistoryNotFound,
} as const;

/** Base64 text of at most 5 MB of bytes: 4 characters per 3 bytes, rounded up. */
const BASE64_MAX = Math.ceil(CHALLAN_LIMITS.maxImageBytes / 3) * 4;

/** The bytes a base64 text decodes to (padding excluded). */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** One challan photo as the upload sends it. */
export const ZChallanImage = z.object({
  file_name: z.string().trim().min(1, CHALLAN_MESSAGES.required).max(200),
  content_type: z.enum(CHALLAN_IMAGE_TYPES, { error: CHALLAN_MESSAGES.notAnImage }),
  data: z
    .string()
    // Checked before the pattern so an oversized image is refused without reading it.
    .max(BASE64_MAX, CHALLAN_MESSAGES.imageTooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Not a base64 image')
    .refine((d) => d.length % 4 === 0, 'Not a base64 image')
    .refine((d) => d.length > 0, CHALLAN_MESSAGES.required)
    .refine((d) => base64Bytes(d) <= CHALLAN_LIMITS.maxImageBytes, CHALLAN_MESSAGES.imageTooLarge),
});
export type TChallanImage = z.infer<typeof ZChallanImage>;

/** POST returns/cod-challans/: the challan upload (cod_sheet_id, attachments, amount, deposited_date). */
export const ZChallanUploadRequest = z.object({
  cod_sheet_id: idParam('Choose a COD sheet'),
  amount: ZRupeesToPaise.refine((p) => p > 0, CHALLAN_MESSAGES.amountPositive),
  deposited_date: ZReturnDay,
  attachments: z
    .array(ZChallanImage, { error: CHALLAN_MESSAGES.required })
    .min(1, CHALLAN_MESSAGES.required)
    .max(CHALLAN_LIMITS.maxImages, CHALLAN_MESSAGES.tooManyImages),
});
export type TChallanUploadRequest = z.infer<typeof ZChallanUploadRequest>;

/** ?cod_sheet_id= of the challan view. */
export const ZChallanQuery = z.object({ cod_sheet_id: idParam('Choose a COD sheet') });

/**
 * Why the photos chosen for a challan cannot be sent (001 section 5), or null: none is required,
 * more than 5 is 'Only 5 Images are allowed!', one over 5 MB 'Image size should be less than 5
 * MB!', one not JPEG, PNG or WebP is refused. The upload form checks what the server checks.
 */
export function challanImagesRefusal(
  images: readonly { size: number; type: string }[],
): string | null {
  if (images.length === 0) return CHALLAN_MESSAGES.required;
  if (images.length > CHALLAN_LIMITS.maxImages) return CHALLAN_MESSAGES.tooManyImages;
  if (images.some((i) => i.size > CHALLAN_LIMITS.maxImageBytes)) {
    return CHALLAN_MESSAGES.imageTooLarge;
  }
  const types: readonly string[] = CHALLAN_IMAGE_TYPES;
  if (images.some((i) => !types.includes(i.type))) return CHALLAN_MESSAGES.notAnImage;
  return null;
}

/** ?cart_pid= of the order page's COD challans popup: the cart's COD sheet rows. */
export const ZCodSheetRowsQuery = z.object({ cart_pid: idParam('Give a valid cart') });

/**
 * A COD sheet row of a cart (designed: the `cod_remittances` row, cash the courier collected on
 * delivery and remitted under a reference): the id a challan is uploaded against.
 */
export const ZCodSheetRow = z.object({
  cod_sheet_id: z.number().int(),
  reference: z.string().max(100),
  docket_number: z.string().max(100),
  /** Rupees with 2 decimals. */
  amount: z.number(),
  collected_on: z.string().max(10),
  challans: z.number().int(),
});
export type CodSheetRow = z.infer<typeof ZCodSheetRow>;
export const ZCodSheetRowsResponse = z.object({ results: z.array(ZCodSheetRow) });
export type CodSheetRowsResponse = z.infer<typeof ZCodSheetRowsResponse>;

/** :challan_id and :index of a challan photo. */
export const ZChallanAttachmentParams = z.object({
  challan_id: idParam('Give a valid id'),
  index: wireNumber(
    z
      .number({ error: 'Give a valid index' })
      .int()
      .min(0)
      .max(CHALLAN_LIMITS.maxImages - 1),
  ),
});

/** The address the view opens a challan's photo at. */
export const challanAttachmentPath = (challanId: number, index: number) =>
  `/api/returns/cod-challans/${challanId}/attachments/${index}`;
