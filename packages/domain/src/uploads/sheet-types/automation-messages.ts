/** The row messages of the offer and catalogue automation sheets (docs/uploads.md). */
export const AUTOMATION_MESSAGES = {
  code: (column: string) =>
    `${column} must be 2 to 32 letters, digits, - or _, starting with a letter or digit`,
  tooLong: (column: string, max: number) => `${column} should not exceed ${max} characters`,
  date: (column: string) => `${column} must be a date written dd/MM/yyyy`,
  dateTime: (column: string) => `${column} must be a date and time written dd/MM/yyyy HH:mm`,
  rupees: (column: string) => `${column} must be an amount in rupees with at most 2 decimals`,
  positive: (column: string) => `${column} must be more than 0`,
  sellingAboveMrp: 'Selling Price should not be more than MRP',
  endsBeforeStarts: 'Sale Ends must be after Sale Starts',
  // What the data refuses, answered by the appliers.
  couponNotFound: (code: string) => `Coupon ${code} does not exist`,
  rewardNotFound: (code: string) => `Reward ${code} does not exist`,
  uniqueCodeExists: (code: string) => `Unique code ${code} already exists`,
  skuNotFound: (sku: string) => `SKU ${sku} does not exist`,
  validUntilPassed: 'Valid Until has passed',
  validUntilBeforeStart: 'Valid Until must be after the coupon starts',
  saleEndsPassed: 'Sale Ends has passed',
} as const;
