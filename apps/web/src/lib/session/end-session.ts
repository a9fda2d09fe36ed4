import { clearLoginStack } from './login-stack';
import { forgetSignIn } from './sign-in-store';

/**
 * Logout actions (spec 000 section 4): forget the sign-in and the login stack (the server
 * clears the session cookie). The app reacts to the sign-in going away by clearing its cache
 * and going home.
 */
export function endSession(): void {
  clearLoginStack();
  forgetSignIn();
}
