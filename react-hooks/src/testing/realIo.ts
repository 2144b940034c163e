/**
 * Waits, on `setImmediate` (which the tests' fake timers leave alone), until `done()` holds: real network answers
 * keep arriving while `setTimeout` is faked. Fails after about 2 000 turns of the event loop.
 */
export const until = async (done: () => boolean): Promise<void> => {
  for (let i = 0; i < 2000 && !done(); i++) await new Promise((resolve) => setImmediate(resolve))
  // One more turn lets the callbacks that follow the answer (timers set in `finally`) run.
  await new Promise((resolve) => setImmediate(resolve))
  if (!done()) throw new Error('timed out waiting for the real server')
}
