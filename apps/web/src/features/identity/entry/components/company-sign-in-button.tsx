import { Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useConsoleConfig } from '@/lib/session/get-console-config';
import { startCompanySignIn } from '../api/company-sign-in';

interface CompanySignInButtonProps {
  /** The sign-in role the company account is checked against. */
  role: string;
  /** Where to go after signing in (the remembered location), if anywhere. */
  returnTo: string | null;
}

const COMPANY_SIGN_IN_UNAVAILABLE = 'Company sign-in is not configured';

/** "Continue with google": the company-account sign-in (spec 000 section 2). */
export function CompanySignInButton({ role, returnTo }: CompanySignInButtonProps) {
  const config = useConsoleConfig();
  const configured = config.data?.company_sign_in.configured === true;
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        disabled={!configured}
        aria-describedby={configured ? undefined : 'company-sign-in-unavailable'}
        onClick={() => startCompanySignIn(role, returnTo)}
      >
        Continue with google
      </Button>
      {config.data && !configured && (
        <Text id="company-sign-in-unavailable" size="xs" c="dimmed" ta="center">
          {COMPANY_SIGN_IN_UNAVAILABLE}
        </Text>
      )}
    </Stack>
  );
}
