// One circuit breaker per upstream host role, so that a dead host costs a page nothing instead of a
// 30 s time-out per call. Only signs that the host itself is down count: refused or reset connections,
// time-outs and 502/503/504. Closed: calls pass. After `failures` such failures in a row it opens: calls
// fail at once for `openMs`. Then one probe call passes (half-open); its success closes the circuit, its
// failure opens it again.
import { logger } from "~/utils/log.server";
import { metrics } from "~/utils/metrics.server";

type BreakerState = { failures: number; openUntil: number; probing: boolean };

export type BreakerPolicy = { failures: number; openMs: number };

/** 0 closed, 1 open, 2 half-open (one probe call out): what operators see of a breaker (metrics). */
export type BreakerGauge = 0 | 1 | 2;

export class CircuitBreakers {
  private states = new Map<string, BreakerState>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onChange: (key: string, state: BreakerGauge) => void = () => {},
  ) {}

  private state(key: string): BreakerState {
    let state = this.states.get(key);
    if (!state) {
      state = { failures: 0, openUntil: 0, probing: false };
      this.states.set(key, state);
    }
    return state;
  }

  /** Whether a call may go out now; false means "fail fast". */
  allow(key: string): boolean {
    const state = this.state(key);
    if (state.openUntil === 0) return true;
    if (this.now() < state.openUntil || state.probing) return false;
    state.probing = true;
    this.onChange(key, 2);
    return true;
  }

  succeeded(key: string): void {
    const state = this.state(key);
    if (state.openUntil !== 0) {
      logger.info("upstream_circuit_closed", { role: key });
      this.onChange(key, 0);
    }
    state.failures = 0;
    state.openUntil = 0;
    state.probing = false;
  }

  failed(key: string, policy: BreakerPolicy): void {
    const state = this.state(key);
    state.failures += 1;
    // Calls that were already under way when the circuit opened neither reopen it nor log again.
    const open = state.openUntil !== 0 && !state.probing;
    if (state.probing || (!open && state.failures >= policy.failures)) {
      if (!state.probing) logger.warn("upstream_circuit_open", { role: key, failures: state.failures, openMs: policy.openMs });
      state.openUntil = this.now() + policy.openMs;
      state.probing = false;
      this.onChange(key, 1);
    }
  }

  /** The call ended without telling anything about the host (the user went away): let another probe go. */
  abandoned(key: string): void {
    const state = this.state(key);
    if (state.probing) this.onChange(key, 1);
    state.probing = false;
  }

  /** Forgets every state (tests). */
  reset(): void {
    this.states.clear();
  }

  isOpen(key: string): boolean {
    const state = this.states.get(key);
    return Boolean(state && state.openUntil !== 0 && (this.now() < state.openUntil || state.probing));
  }
}

/** Statuses by which a host says it is down, as opposed to one endpoint's own error. */
export const HOST_DOWN_STATUSES = new Set([502, 503, 504]);

export const breakers = new CircuitBreakers(Date.now, (role, state) => metrics.breakerState.set({ role }, state));
