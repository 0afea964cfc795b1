// Ports of the servers the integration tests start. With E2E_PORT_BASE set (engineers sharing one machine
// each have their own, as for the e2e servers) a test takes E2E_PORT_BASE + 260 + its offset, offsets being
// even so that the embedded upstream has the next port (warm-up.test.ts has + 250); without it, a random
// even port in the test's own range, as before.

/**
 * Ports Node's fetch refuses to connect to (the Fetch standard's "bad ports", those above 1024): a server on
 * one never "comes up" for a test that asks it with fetch (the nginx test drew 5060 once).
 */
const FETCH_BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** A random `from + k × step` (k below `choices`) whose `width` ports from it are all ones fetch connects to. */
export function randomPortBase(from: number, step: number, choices: number, width: number): number {
  for (;;) {
    const base = from + Math.floor(Math.random() * choices) * step;
    if (Array.from({ length: width }, (_, index) => base + index).every((port) => !FETCH_BAD_PORTS.has(port))) return base;
  }
}

/** A port an engineer's E2E_PORT_BASE chose: refused by name when fetch would never connect to it (6666 from a base
 * of 6400 once cost a search: the test only said its server "did not come up"). */
function chosen(port: number): number {
  if (FETCH_BAD_PORTS.has(port))
    throw new Error(`E2E_PORT_BASE=${process.env.E2E_PORT_BASE} puts a test server on port ${port}, which fetch refuses: choose another base`);
  return port;
}

export function testPort(offset: number, fallback: number, spread: number): number {
  const base = Number(process.env.E2E_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return chosen(base + 260 + offset);
  return randomPortBase(fallback, 2, spread / 2, 2);
}

/** `count` consecutive ports for a test of several processes: E2E_PORT_BASE + 260 + offset and on, or a random
 * run of them from `fallback` within `spread`. */
export function testPorts(offset: number, count: number, fallback: number, spread: number): number[] {
  const base = Number(process.env.E2E_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return Array.from({ length: count }, (_, index) => chosen(base + 260 + offset + index));
  const first = randomPortBase(fallback, count, Math.floor(spread / count), count);
  return Array.from({ length: count }, (_, index) => first + index);
}
