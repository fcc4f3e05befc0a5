// Small HTTP helpers shared by the proofs.

/** fetch with a bound, reading the body: { status, headers, text } (status 0 = no answer). */
export async function get(url, init = {}, timeoutMs = 10_000) {
  try {
    const res = await fetch(url, {
      redirect: 'manual',
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } catch (error) {
    return { status: 0, headers: new Headers(), text: String(error) };
  }
}

/** Calls attempt every 50 ms until done(result) or withinMs has passed; returns the last result. */
export async function pollUntil(attempt, done, withinMs) {
  const deadline = Date.now() + Math.max(0, withinMs);
  for (;;) {
    const result = await attempt();
    if (done(result) || Date.now() >= deadline) return result;
    await new Promise((r) => setTimeout(r, 50));
  }
}
