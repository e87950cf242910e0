/**
 * The sound of a voicemail or a recorded call: a WAV file made here (no audio file in the
 * repository), a soft sine tone of a given length, 8 kHz mono 16-bit PCM (the telephone's rate),
 * fading in and out so it does not click.
 */
const SAMPLE_RATE = 8000;
const TONE_HZ = 440;
const FADE_SAMPLES = 400;

const cache = new Map<number, Buffer>();

export function toneWav(seconds: number): Buffer {
  const cached = cache.get(seconds);
  if (cached) return cached;
  const samples = Math.round(seconds * SAMPLE_RATE);
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per sample frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / FADE_SAMPLES, (samples - 1 - i) / FADE_SAMPLES);
    const value = Math.sin((2 * Math.PI * TONE_HZ * i) / SAMPLE_RATE) * fade * 0.3;
    wav.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  cache.set(seconds, wav);
  return wav;
}
