import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('payments configuration', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };

  it('refuses production without Razorpay keys, naming the three variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', SIMULATED_PAYMENTS: 'false' });
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'SIMULATED_PAYMENTS']) {
        expect(message).toContain(name);
      }
    }
  });

  it('runs the simulated gateway in production only when asked, and always without NODE_ENV (npm start)', () => {
    expect(loadConfig({ NODE_ENV: 'production', SIMULATED_PAYMENTS: 'true' }).SIMULATED_PAYMENTS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).RAZORPAY_KEY_ID).toBe('rzp_live_x');
    expect(loadConfig({}).NODE_ENV).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).SIMULATED_PAYMENTS).toBe(false);
  });
});
