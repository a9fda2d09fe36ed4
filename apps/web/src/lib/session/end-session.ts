import { clearLoginStack } from './login-stack';
import { forgetToken } from './token-store';

/**
 * Logout actions (spec 000 section 4): remove the token and the login stack. The app reacts to
 * the token going away by clearing its cache and going home.
 */
export function endSession(): void {
  clearLoginStack();
  forgetToken();
}
