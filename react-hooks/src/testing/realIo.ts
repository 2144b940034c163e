/**
 * Waits, on `setImmediate` (which the tests' fake timers leave alone), until `done()` holds: real network answers
 * keep arriving while `setTimeout` is faked. Fails after 10 s of real time.
 */
export const until = async (done: () => boolean): Promise<void> => {
  const deadline = performance.now() + 10_000
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
  // One more turn lets the callbacks that follow the answer (timers set in `finally`) run.
  await new Promise((resolve) => setImmediate(resolve))
  if (!done()) throw new Error('timed out waiting for the real server')
}
