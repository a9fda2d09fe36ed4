/** Confirmation dialog on the popup host: useConfirm() asks a question and resolves true or false. */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { usePopup } from './popup-host';

export interface ConfirmOptions {
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ConfirmDialogProps {
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Stack gap="lg">
      <Text>{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </Group>
    </Stack>
  );
}

/** Returns confirm(message, options): true when confirmed; false when cancelled, dismissed or replaced. */
export function useConfirm(): (message: ReactNode, options?: ConfirmOptions) => Promise<boolean> {
  const popup = usePopup();
  return useCallback(
    (message, { title = 'Are you sure?', confirmLabel = 'Confirm', cancelLabel = 'Cancel' } = {}) =>
      new Promise<boolean>((resolve) => {
        popup.open(
          (close) => (
            <ConfirmDialog
              message={message}
              confirmLabel={confirmLabel}
              cancelLabel={cancelLabel}
              onConfirm={() => {
                resolve(true);
                close();
              }}
              onCancel={close}
            />
          ),
          // A promise settles once: after a confirm this later false is ignored.
          { title, size: 'sm', onClose: () => resolve(false) },
        );
      }),
    [popup],
  );
}
