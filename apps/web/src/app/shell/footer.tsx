import { Anchor, Container, Group, Text } from '@mantine/core';
import { usePopup } from '@/components/ui';

/** Footer pages of spec 000 section 1; their texts are not part of the spec. */
const FOOTER_PAGES = ['Privacy', 'Terms', 'Payment/Returns & Refunds', 'Contact Us'] as const;

/**
 * The footer. Each page opens a small notice instead of a made-up policy text: the company's
 * own wording has not been provided.
 */
export function Footer({ brandName }: { brandName: string }) {
  const popup = usePopup();
  const open = (page: string) =>
    popup.open(() => <Text>This page is not available yet.</Text>, { title: page });
  return (
    <Container component="footer" size="xl" py="lg" mt="xl">
      <Group justify="space-between" gap="sm">
        <Group component="nav" aria-label="Footer" gap="md">
          {FOOTER_PAGES.map((page) => (
            <Anchor
              key={page}
              component="button"
              type="button"
              size="sm"
              c="dimmed"
              onClick={() => open(page)}
            >
              {page}
            </Anchor>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {brandName}
        </Text>
      </Group>
    </Container>
  );
}
