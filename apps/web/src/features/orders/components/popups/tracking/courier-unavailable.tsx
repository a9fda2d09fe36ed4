import { Alert, Button, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

interface CourierUnavailableProps {
  /** The courier's own page for the docket; null for a courier the console does not know. */
  docketUrl: string | null;
  /** "Something went wrong. Please click the above button." */
  message: string;
}

/** The courier could not be reached: a button to its own site, and the spec's message below it. */
export function CourierUnavailable({ docketUrl, message }: CourierUnavailableProps) {
  return (
    <Stack gap="xs">
      {docketUrl && (
        <Button
          component="a"
          href={docketUrl}
          target="_blank"
          rel="noreferrer"
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          Track on Courier Site
        </Button>
      )}
      <Alert color="red" role="alert">
        {message}
      </Alert>
    </Stack>
  );
}
