import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@resham/shared';
import { api, apiRequest } from './api-client';
import { ApiError } from './api-error';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the session cookie and returns the body', async () => {
    const fetchMock = respond(200, { success: true, value: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ success: true, value: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with the server message and status', async () => {
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'Taken' }));
    const error = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Taken', status: 409 });
  });

  it('keeps the whole error body for answers with more fields', async () => {
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'Stock changed', currentStock: 3 }));
    const error = await api.put('/api/x', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, body: { currentStock: 3 } });
  });

  it('treats success: false as a failure even with 200', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, message: 'Nope' }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: 'Nope', status: 200 });
  });

  it('hands back a 200 body with success: false when asked to (an outcome, not an error)', async () => {
    const body = { success: false, orderStatus: 'cancelled', message: 'Refunded' };
    vi.stubGlobal('fetch', respond(200, body));
    await expect(apiRequest('/api/x', { method: 'POST', allowUnsuccessful: true })).resolves.toEqual(body);
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'Taken' }));
    await expect(apiRequest('/api/x', { method: 'POST', allowUnsuccessful: true })).rejects.toMatchObject({
      message: 'Taken',
      status: 409,
    });
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: MESSAGES.web.network, status: 0 });
  });

  it('sends no body or content type on a bodiless POST', async () => {
    const fetchMock = respond(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/api/auth/logout');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
