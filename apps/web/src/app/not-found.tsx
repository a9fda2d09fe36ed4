import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path outside the route table (spec 000 section 2). */
export function NotFound() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text c="dimmed">Page Not Found</Text>
        <Button component={Link} to="/">
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}
