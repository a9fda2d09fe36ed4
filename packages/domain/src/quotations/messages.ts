/** The messages of leads and quotations: the spec's text where it gives one (002 section 5). */
export const LEAD_MESSAGES = {
  nameRequired: 'Customer Name is Required!',
  mobileRequired: 'Mobile Number Required!',
  mobileInvalid: 'Invalid Mobile Number!',
  emailInvalid: 'Invalid Email Id!',
  /** On submit, the required fields say '{label} is Required!'. */
  required: (label: string) => `${label} is Required!`,
  expectedClosureInvalid: 'Enter the expected closure date as YYYY-MM-DD',
  leadTypeUnknown: 'Pick a lead type from the list',
  segmentUnknown: 'Pick a customer segment from the list',
  tooLong: (label: string, n: number) => `${label} should not exceed ${n}`,
  added: 'Lead added successfully.',
  statusChanged: 'Lead status updated.',
  leadNotFound: 'Lead not found',
  statusNotAllowed: (from: string, to: string) => `A ${from} lead cannot be marked ${to}`,
  duplicateMobile: 'A lead with this mobile number is already open',
} as const;

/** The messages of generating, modifying and ordering from a quotation. */
export const QUOTATION_MESSAGES = {
  linesRequired: 'Add at least one product',
  tooManyLines: (n: number) => `A quotation holds at most ${n} products`,
  lineRepeated: 'This product is already in the quotation',
  discountInvalid: 'Enter a discount of at most 2 digits and 1 decimal',
  discountOverLimit: (limit: string) => `Your discount limit is ${limit}%`,
  validityInvalid: (min: number, max: number) => `Validity must be between ${min} and ${max} days`,
  termsRequired: 'Terms are Required!',
  quotationNotFound: 'Quotation not found',
  acquired: 'This lead is ACQUIRED: its quotations cannot be changed',
  lost: 'This lead is LOST: reopen it before quoting',
  notOwner: 'Only the lead owner or a pod leader may work this lead',
  hasOrder: 'An order was already placed from this quotation',
  expired: (validUntil: string) =>
    `This quotation expired on ${validUntil}; generate a new quotation to place an order`,
  generated: 'Quotation generated successfully.',
  modified: 'Quotation modified successfully.',
  placed: 'Order placed from the quotation.',
  totalMismatch: 'The quotation total has changed; reload the quotation',
  deliveryChargesInvalid: 'Enter delivery charges with at most 2 decimals',
  downloadConfirm: 'Are you sure want to download this Quotation?',
} as const;
