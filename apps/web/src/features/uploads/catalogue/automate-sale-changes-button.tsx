import { Button, Group, Text } from '@mantine/core';
import { useConfirm } from '@/components/ui';
import { showUploadToast } from '../components/upload-toast';
import { useAutomateSaleChanges } from './automate-sale-changes';

/**
 * Automate Sale Changes on the price automation screen: after a confirmation, applies the
 * scheduled prices whose start has come and restores those whose sale has ended, and tells the
 * counts in a toast.
 */
export function AutomateSaleChangesButton() {
  const confirm = useConfirm();
  const automate = useAutomateSaleChanges();
  const run = async () => {
    const sure = await confirm(
      'Apply the scheduled prices whose sale has started and restore the prices of the sales that have ended?',
      { title: 'Automate sale changes', confirmLabel: 'Automate' },
    );
    if (!sure) return;
    automate.mutate(undefined, {
      onSuccess: (answer) => showUploadToast('success', answer.message),
    });
  };
  return (
    <Group gap="sm">
      <Button variant="light" loading={automate.isPending} onClick={() => void run()}>
        Automate sale changes
      </Button>
      <Text size="sm" c="dimmed">
        Scheduled prices start and end when this runs.
      </Text>
    </Group>
  );
}
