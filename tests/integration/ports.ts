// Ports of the servers the integration tests start. With E2E_PORT_BASE set (engineers sharing one machine
// each have their own, as for the e2e servers) a test takes E2E_PORT_BASE + 260 + its offset, offsets being
// even so that the embedded upstream has the next port (warm-up.test.ts has + 250); without it, a random
// even port in the test's own range, as before.
export function testPort(offset: number, fallback: number, spread: number): number {
  const base = Number(process.env.E2E_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return base + 260 + offset;
  return fallback + Math.floor(Math.random() * (spread / 2)) * 2;
}
