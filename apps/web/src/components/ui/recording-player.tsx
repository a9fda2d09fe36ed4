/** A call recording: fetched with the session's token on Play, then played in the page. */
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { API_BASE, apiBlob } from '@/lib/api/api-client';

export interface RecordingPlayerProps {
  /** The API path of the recording, as the call details give it (`/api/call-recordings/1/`). */
  url: string;
  /** What the Play button is read out as, e.g. "Play recording of call 3". */
  label: string;
}

export function RecordingPlayer({ url, label }: RecordingPlayerProps) {
  const [source, setSource] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  if (source) {
    return (
      <audio
        controls
        autoPlay
        src={source}
        aria-label={label}
        // As wide as its table cell allows, so the player never widens the table.
        style={{ height: 32, width: 220, maxWidth: '100%' }}
      />
    );
  }
  const play = async () => {
    setLoading(true);
    try {
      const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
      setSource(URL.createObjectURL(await apiBlob(path)));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Tooltip label="Play recording">
      <ActionIcon variant="light" aria-label={label} onClick={() => void play()} disabled={loading}>
        {loading ? <Loader size={14} /> : <IconPlayerPlay size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
