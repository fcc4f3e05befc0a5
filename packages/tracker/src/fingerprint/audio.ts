/** Audio fingerprint sentinels (docs/product.md#limits-and-constants). */
export const AUDIO_UNSUPPORTED_BROWSER = -1;
export const AUDIO_UNSUPPORTED = -2;
export const AUDIO_TIMEOUT = -3;
export const AUDIO_TIMEOUT_MS = 5000;

type AudioWindow = Window & {
  OfflineAudioContext?: typeof OfflineAudioContext;
  webkitOfflineAudioContext?: typeof OfflineAudioContext;
};

/**
 * Renders a compressed triangle wave offline and sums a slice of the samples: the result differs
 * with the audio stack (hardware, OS, browser build). Sentinels instead of a value: -2 no offline
 * audio at all, -1 a browser known to suspend offline rendering without a user gesture (iOS
 * WebKit — it would only ever time out), -3 rendering timed out (~5 s) or stayed suspended.
 */
export function audioFingerprint(win: Window, timeoutMs = AUDIO_TIMEOUT_MS): Promise<number> {
  const Context =
    (win as AudioWindow).OfflineAudioContext ?? (win as AudioWindow).webkitOfflineAudioContext;
  if (!Context) return Promise.resolve(AUDIO_UNSUPPORTED);
  if (/iPhone|iPad|iPod/.test(win.navigator.userAgent))
    return Promise.resolve(AUDIO_UNSUPPORTED_BROWSER);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(AUDIO_TIMEOUT), timeoutMs);
    const finish = (value: number) => {
      clearTimeout(timer);
      resolve(value);
    };
    try {
      const context = new Context(1, 5000, 44100);
      const oscillator = context.createOscillator();
      oscillator.type = 'triangle';
      oscillator.frequency.value = 10000;
      const compressor = context.createDynamicsCompressor();
      compressor.threshold.value = -50;
      compressor.knee.value = 40;
      compressor.ratio.value = 12;
      compressor.attack.value = 0;
      compressor.release.value = 0.25;
      oscillator.connect(compressor);
      compressor.connect(context.destination);
      oscillator.start(0);
      context.startRendering().then(
        (buffer) => {
          const samples = buffer.getChannelData(0);
          let sum = 0;
          for (let i = 4500; i < samples.length; i++) sum += Math.abs(samples[i]);
          finish(Math.round(sum * 1e6) / 1e6);
        },
        () => finish(AUDIO_UNSUPPORTED),
      );
    } catch {
      finish(AUDIO_UNSUPPORTED);
    }
  });
}
