// Waiting for a server a script started: plain Node, for launchers that run before tsx does.

/** Resolves once url answers anything but a refused connection (or rejects after timeoutMs). */
export async function waitForHttp(url, timeoutMs = 60_000, isUp = (status) => status > 0) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      if (isUp(res.status)) return res.status;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
