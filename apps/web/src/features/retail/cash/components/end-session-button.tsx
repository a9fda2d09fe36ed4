import { Button } from '@mantine/core';
import {
  useRetailSessionAction,
  type RetailSessionAction,
} from '@/features/retail/cash/api/retail-session';

/** The cash reports' End Session button (spec 002 section 7). */
export function EndSessionButton({
  action,
}: {
  action: Extract<RetailSessionAction, `${string}-end`>;
}) {
  const session = useRetailSessionAction();
  return (
    <Button
      color="red"
      variant="light"
      loading={session.isPending}
      onClick={() => session.mutate(action)}
    >
      End Session
    </Button>
  );
}
