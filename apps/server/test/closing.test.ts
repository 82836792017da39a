import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness';

// A process being stopped (a deploy, a restart) stops listening, then finishes what it already has. A
// request whose bytes were already arriving when it began to close is answered like any other, with
// the shop's headers. Fastify's default answered it with a bare 503 of its own (no request id, no
// security headers), which nginx hands to the shopper: it retries only failures to connect. Seen in
// the deployment test under load as a response through nginx without X-Request-Id.
describe('a server that is stopping', () => {
  it('answers a request that was arriving when it began to close', async () => {
    const t = await startTestApp('pglite');
    const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('end', resolve));

    // The request has begun (its first line is in), its headers are not complete.
    socket.write('GET /api/health/live HTTP/1.1\r\n');
    await sleep(200);
    const closing = t.close();
    socket.write('Host: localhost\r\n\r\n');
    await ended;
    await closing;

    const [head] = response.split('\r\n\r\n');
    const lines = head!.split('\r\n');
    expect(lines[0]).toBe('HTTP/1.1 200 OK');
    expect(lines.some((l) => /^x-request-id: [0-9a-f-]{36}$/i.test(l))).toBe(true);
    expect(lines.some((l) => /^content-security-policy: default-src 'self'/i.test(l))).toBe(true);
  });
});
