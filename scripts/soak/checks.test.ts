// The soak's fault windows (scripts/soak/checks.ts): which 5xx answers belong to a fault.
import { describe, expect, it } from 'vitest';
import { inWindow } from './checks';
import { SETTLE_MS, type FaultWindow } from './faults';

const restart: FaultWindow = { name: 'PostgreSQL restart', start: 12_003, end: 12_679, readyAfterMs: 314 };

describe('soak fault windows', () => {
  it('count a request sent just before the fault and answered during it as the fault’s', () => {
    // The 2-minute soak's one "5xx outside the fault windows": a checkout sent 40 ms before the restart.
    expect(inWindow({ t: 11_963, ms: 89.7 }, [restart])).toBe(true);
  });

  it('count requests sent in the window or its settling time, and not those answered before or sent after', () => {
    expect(inWindow({ t: 12_500, ms: 5 }, [restart])).toBe(true);
    expect(inWindow({ t: restart.end + SETTLE_MS, ms: 5 }, [restart])).toBe(true);
    expect(inWindow({ t: 11_000, ms: 900 }, [restart])).toBe(false);
    expect(inWindow({ t: restart.end + SETTLE_MS + 1, ms: 5 }, [restart])).toBe(false);
  });
});
