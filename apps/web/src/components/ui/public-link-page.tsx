import { Alert, Center, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useBrand } from '@/lib/session/get-console-config';

export interface PublicLinkPageProps {
  /** What the link is for, after the brand in the heading ("set your password"). */
  purpose: string;
  children: ReactNode;
}

/** The frame of a page opened from a link without signing in: the brand and purpose over one card. */
export function PublicLinkPage({ purpose, children }: PublicLinkPageProps) {
  const brand = useBrand();
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="md" p="xl" w={460} maw="100%">
        <Stack gap="md">
          <Title order={1} size="h3" ta="center">
            {`${brand.name}: ${purpose}`}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** What a public link's page says once its one submission is done. */
export function PublicLinkDone({ message }: { message: string }) {
  return (
    <Alert color="green" icon={<IconCircleCheck size={20} />} role="status">
      {message}
    </Alert>
  );
}
