/** Sample rate of the sandbox's recordings: telephone quality. */
const SAMPLE_RATE = 8_000;
/** Length of a sandbox recording, seconds: a short sample stands for the whole conversation. */
const SECONDS = 3;

/** A small deterministic hash of a text (FNV-1a), to vary the tones per call. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A short WAV (PCM, 16-bit mono, 8 kHz) the sandbox serves as a call's recording: two voices
 * taking turns, their pitches drawn from the reference so each call sounds its own.
 */
export function sandboxRecordingWav(reference: string): Buffer {
  const h = hash(reference);
  const voices = [180 + (h % 120), 260 + ((h >>> 8) % 160)];
  const samples = SAMPLE_RATE * SECONDS;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const turn = Math.floor(t * 2) % 2;
    const voice = voices[turn] ?? 200;
    // Syllables: the loudness rises and falls four times a second.
    const envelope = 0.5 - 0.5 * Math.cos(2 * Math.PI * 4 * t);
    const sample = Math.sin(2 * Math.PI * voice * t) * envelope * 0.4;
    data.writeInt16LE(Math.round(sample * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
