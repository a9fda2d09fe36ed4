import { describe, expect, it } from 'vitest';
import { companySignInUrl, readCompanyArrival } from './company-sign-in';

describe('company sign-in', () => {
  it('starts at the server with the chosen role and the remembered location', () => {
    expect(companySignInUrl('team leader', '/activity?tab=break')).toBe(
      '/api/company-sign-in/start?role=team+leader&return_to=%2Factivity%3Ftab%3Dbreak',
    );
    expect(companySignInUrl('cet', null)).toBe('/api/company-sign-in/start?role=cet');
  });

  it.each([
    [
      '#company_signed_in=1&return_to=%2Factivity',
      { signedIn: true, error: null, returnTo: '/activity' },
    ],
    [
      '#company_error=You%20are%20not%20Authorised%20User!',
      { signedIn: false, error: 'You are not Authorised User!', returnTo: null },
    ],
    ['', { signedIn: false, error: null, returnTo: null }],
  ])('reads the fragment %j', (hash, arrival) => {
    expect(readCompanyArrival(hash)).toEqual(arrival);
  });
});
