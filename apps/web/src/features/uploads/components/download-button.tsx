import { Anchor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../api/download-upload-file';

export interface DownloadButtonProps {
  /** The API path of the file. */
  path: string;
  fileName: string;
  children: ReactNode;
}

/** A link-like button that downloads a file of the API (a failure toasts through the handler). */
export function DownloadButton({ path, fileName, children }: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadFile(path, fileName);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={loading}
      onClick={() => void download().catch(() => undefined)}
    >
      {children}
    </Anchor>
  );
}
