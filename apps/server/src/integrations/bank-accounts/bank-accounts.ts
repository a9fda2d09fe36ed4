/** The bank account to check: the account number and IFSC, and the name the customer gave. */
export interface BankAccountQuery {
  account_number: string;
  ifsc: string;
  holder_name: string;
}

/**
 * What the bank says of an account: valid (the name matches), open under another name, or no
 * such account. `registered_name` is the name the bank holds, null for no account.
 */
export interface BankAccountVerification {
  status: 'valid' | 'name_mismatch' | 'invalid_account';
  registered_name: string | null;
  /** The verification service's id of the check. */
  reference: string;
}

/**
 * The bank-account verification service (a penny-drop check): refunds to a bank account are
 * verified before they are paid. Throws ProviderError when the service cannot answer; an
 * invalid account or a name mismatch is an answer, not a failure.
 */
export interface BankAccountVerifier {
  verify(query: BankAccountQuery): Promise<BankAccountVerification>;
}
