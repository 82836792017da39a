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
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' } as const;
    expect(loadConfig({ ...production, SIMULATED_PAYMENTS: 'true' }).SIMULATED_PAYMENTS).toBe(true);
    expect(loadConfig({ ...production, ...keys }).RAZORPAY_KEY_ID).toBe('rzp_live_x');
    expect(loadConfig({}).NODE_ENV).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).SIMULATED_PAYMENTS).toBe(false);
  });
});

describe('proxy and rate-limit configuration', () => {
  it('trusts no proxy by default, even with PUBLIC_URL', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count as a check on the hop, and a list of proxy addresses as given', () => {
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
    const trust = hops as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else with one line naming TRUST_PROXY', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'nginx', '1.2.3.4,', '1.2.3/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
  });

  it('scales the request limits by RATE_LIMIT_SCALE, 1 by default', () => {
    expect(loadConfig({}).RATE_LIMIT_SCALE).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '50' }).RATE_LIMIT_SCALE).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: 'lots' })).toThrow(/RATE_LIMIT_SCALE/);
  });
});

describe('seller configuration', () => {
  it('takes STORE_STATE only as an Indian state or union territory, however it is written', () => {
    expect(loadConfig({}).STORE_STATE).toBe('Tamil Nadu');
    expect(loadConfig({ STORE_STATE: 'karnataka' }).STORE_STATE).toBe('karnataka');
    for (const bad of ['Tamil Nad', 'California', '33']) {
      expect(() => loadConfig({ STORE_STATE: bad }), bad).toThrow(/^Invalid configuration: STORE_STATE /);
    }
  });
});

describe('public address', () => {
  const production = { NODE_ENV: 'production', SIMULATED_PAYMENTS: 'true' } as const;

  it('is required with NODE_ENV=production, in one line naming PUBLIC_URL', () => {
    try {
      loadConfig(production);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toMatch(/^Invalid configuration: PUBLIC_URL /);
    }
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example/' }).publicOrigin).toBe(
      'https://shop.example',
    );
  });

  it('may be left out without NODE_ENV=production (npm start: links to http://localhost:PORT)', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).publicOrigin).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).publicOrigin).toBeUndefined();
  });
});

describe('password hash cost', () => {
  const production = {
    NODE_ENV: 'production',
    SIMULATED_PAYMENTS: 'true',
    PUBLIC_URL: 'https://shop.example',
  } as const;

  it('is the production cost by default, and may be lowered only outside production', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig(production).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '10' })).toThrow(
      /^Invalid configuration: PASSWORD_HASH_COST must be at least 15 with NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '16' }).PASSWORD_HASH_COST).toBe(16);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(
      /^Invalid configuration: PASSWORD_HASH_COST /,
    );
  });
});

describe('delivery promise', () => {
  it('has defaults: 2 dispatch days, a 14:00 cut-off, no holidays, 2–3 days inside the state, 4–7 elsewhere', () => {
    const c = loadConfig({});
    expect(c.DISPATCH_DAYS).toBe(2);
    expect(c.DISPATCH_CUTOFF_HOUR).toBe(14);
    expect(c.DISPATCH_HOLIDAYS).toEqual([]);
    expect(c.TRANSIT_DAYS_IN_STATE).toEqual({ min: 2, max: 3 });
    expect(c.TRANSIT_DAYS_ELSEWHERE).toEqual({ min: 4, max: 7 });
  });

  it('reads holidays as a comma list of real dates and transit as days or a range', () => {
    const c = loadConfig({ DISPATCH_HOLIDAYS: '2025-10-20, 2025-12-25,', TRANSIT_DAYS_IN_STATE: '1' });
    expect(c.DISPATCH_HOLIDAYS).toEqual(['2025-10-20', '2025-12-25']);
    expect(c.TRANSIT_DAYS_IN_STATE).toEqual({ min: 1, max: 1 });
    for (const bad of ['2025-02-30', '2025-13-01', '20/10/2025', '2025-10-20,tomorrow'])
      expect(() => loadConfig({ DISPATCH_HOLIDAYS: bad }), bad).toThrow(
        /^Invalid configuration: DISPATCH_HOLIDAYS /,
      );
    for (const bad of ['7-4', 'x', '2-99', '-1'])
      expect(() => loadConfig({ TRANSIT_DAYS_ELSEWHERE: bad }), bad).toThrow(
        /^Invalid configuration: TRANSIT_DAYS_ELSEWHERE /,
      );
    expect(() => loadConfig({ DISPATCH_CUTOFF_HOUR: '25' })).toThrow(/DISPATCH_CUTOFF_HOUR/);
    expect(() => loadConfig({ DISPATCH_DAYS: '1.5' })).toThrow(/DISPATCH_DAYS/);
  });
});

describe('cache lifetime', () => {
  it('is 5 minutes by default, and never under a minute', () => {
    expect(loadConfig({}).CACHE_SECONDS).toBe(300);
    expect(loadConfig({ CACHE_SECONDS: '60' }).CACHE_SECONDS).toBe(60);
    for (const bad of ['59', '5', '0', '1.5', 'soon', '86401'])
      expect(() => loadConfig({ CACHE_SECONDS: bad }), bad).toThrow(
        /^Invalid configuration: CACHE_SECONDS must be a whole number of seconds from 60 to 86400/,
      );
  });
});
