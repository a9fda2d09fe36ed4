import { ADDRESS_MESSAGES } from '../orders/address';

/**
 * What the distribution screens and the server say (docs/distribution.md). The spec gives 'Invalid
 * Pan Number!' and 'Credit History Not Found!'; the others follow the console's style ("{Field}
 * is Required!", "Invalid {Field}!"). The landmark, pincode and GSTIN are checked by the address
 * forms' rules (orders/address), so their texts are those rules' texts.
 */
export const DISTRIBUTION_MESSAGES = {
  nameRequired: 'Company Name is Required!',
  contactNameRequired: 'Contact Name is Required!',
  emailRequired: 'Email is Required!',
  emailInvalid: 'Invalid Email Id!',
  contactEmailInvalid: 'Invalid Contact Email Id!',
  phoneRequired: 'Phone Number is Required!',
  phoneInvalid: 'Invalid Phone Number!',
  contactPhoneInvalid: 'Invalid Contact Phone Number!',
  panRequired: 'Pan Number is Required!',
  panInvalid: 'Invalid Pan Number!',
  codeRequired: 'SAP Code is Required!',
  codeInvalid: 'SAP Code must be 3 to 20 letters, digits or -',
  addressRequired: 'Address is Required!',
  addressInvalid: 'Invalid Address!',
  billingAddressRequired: 'Billing Address is Required!',
  landmarkRequired: ADDRESS_MESSAGES.landmarkRequired,
  pincodeRequired: ADDRESS_MESSAGES.pincodeRequired,
  pincodeInvalid: ADDRESS_MESSAGES.pincodeInvalid,
  gstRequired: 'GST Number is Required!',
  gstInvalid: ADDRESS_MESSAGES.gstInvalid,
  gstOrganizationTooLong: 'GST Organization should not exceed 200',
  referredByRequired: 'Referred By is Required!',
  tooLong: (label: string, n: number) => `${label} should not exceed ${n}`,
  minimumThree: 'Minimum of 3 Characters are required!',
  remarkRequired: 'Remark is Required!',
  amountPositive: 'Enter an amount above 0',
  versionRequired: 'version is Required!',
  searchTooLong: 'Search should not exceed 100',
  // Answers of the server.
  created: 'Distributor Created Successfully!',
  updated: 'Distributor Updated Successfully!',
  activated: 'Distributor Activated!',
  disabled: 'Distributor Disabled!',
  codEnabled: 'Dealer COD Enabled!',
  codDisabled: 'Dealer COD Disabled!',
  credited: 'Credit Added Successfully!',
  verified: 'GST Number Verified!',
  creditHistoryNotFound: 'Credit History Not Found!',
  distributorNotFound: 'Distributor not found',
  codeTaken: (code: string) => `A distributor with SAP Code ${code} already exists`,
  onlyFinanceSetsStatus: 'Only FINANCE may set a distributor’s status',
  onlyFinanceSetsCreditLimit: 'Only FINANCE may set a distributor’s credit limit',
  distributorNotActive: 'Choose an active distributor',
  codNotEnabled: 'COD is not enabled for this distributor',
  noGstToVerify: 'This distributor has no GST Number to verify (NOC obtained)',
  /** The refusal of an order that would overdraw the credit (rupees as the screen shows them). */
  overdrawn: (available: string, needed: string) =>
    `Insufficient dealer credit: the order needs ${needed} but only ${available} is available`,
  alreadyReversed: 'This order’s credit has already been reversed',
  // Credit that needs a second person (credit-approval.ts).
  /** A credit above the threshold: recorded, counted once a Finance pod leader approves it. */
  creditPending: (amount: string) =>
    `Credit of ${amount} recorded: it counts once a Finance pod leader approves it`,
  /** The row answer of an uploaded credit above the threshold. */
  creditPendingRow: (amount: string) =>
    `Success: ${amount} is pending a Finance pod leader’s approval`,
  creditApproved: 'Credit Approved!',
  creditRejected: 'Credit Rejected!',
  creditNotFound: 'Pending credit not found',
  creditIdInvalid: 'Invalid credit id',
  ownCredit: 'You raised this credit: another Finance pod leader must approve it',
  creditDecided: 'This credit was already approved or rejected',
  decisionRequired: 'decision must be approve or reject',
  commentRequired: 'Comments are Required!',
} as const;
