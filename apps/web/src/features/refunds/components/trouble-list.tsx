import type { TTroubleResolutionResponse } from '@backoffice/domain/refunds';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** The refund's troubles as sentences, newest first: raised, and resolved when it was. */
export function TroubleList({ query }: { query: UseQueryResult<TTroubleResolutionResponse> }) {
  return (
    <QueryView
      query={query}
      isEmpty={(data) => data.results.length === 0}
      emptyText="No troubles on this refund."
    >
      {(data) => (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.results.map((t) => (
            <li key={t.id}>
              <Text size="sm">
                {`${formatDateTime(t.raised_at)}: ${t.raised_by?.name ?? 'The system'} marked it as trouble: ${t.trouble_reason_label}${t.comments ? ` (${t.comments})` : ''}.`}
              </Text>
              {t.resolved_at !== null && (
                <Text size="sm" c="dimmed">
                  {`${formatDateTime(t.resolved_at)}: ${t.resolved_by?.name ?? 'The system'} resolved it: ${t.resolution_details ?? ''}`}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
