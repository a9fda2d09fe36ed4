/** What the order page's writes answer: the server's message is the toast the user sees. */
export interface WriteAnswer {
  success: true;
  message: string;
}
