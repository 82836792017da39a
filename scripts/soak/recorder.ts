// Every request the soak makes: when (ms since the start), its route group, status (0: no answer),
// time taken and whether a 503 said when to come back (Retry-After).
export interface Sample {
  t: number;
  group: string;
  status: number;
  ms: number;
  retryAfter: boolean;
  /** A 5xx answer's message (what failed). */
  note?: string;
}

export class Recorder {
  samples: Sample[] = [];
  started = Date.now();
  now = () => Date.now() - this.started;
  /** Starts the clock and the record again (after the set-up). */
  restart() {
    this.samples = [];
    this.started = Date.now();
  }
  add(s: Sample) {
    this.samples.push(s);
  }
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** As long as nginx waits for a process (proxy_read_timeout 60 s), and a little more. */
const TIMEOUT_MS = 65_000;

/** One shopper's (or the admin's) HTTP session through nginx: its cookie, every request recorded. */
export class Session {
  cookie = '';
  constructor(
    readonly base: string,
    /** Where its requests are recorded (the set-up's sessions are handed to the run's recorder). */
    public recorder: Recorder,
  ) {}

  async request(
    group: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const init: RequestInit = { method, headers: { ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) };
    const h = init.headers as Record<string, string>;
    if (this.cookie) h.cookie = this.cookie;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const t = this.recorder.now();
    const start = performance.now();
    try {
      const res = await fetch(this.base + path, init);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('resham_session='));
      if (setCookie) {
        const value = setCookie.split(';')[0]!;
        this.cookie = value === 'resham_session=' ? '' : value;
      }
      const type = res.headers.get('content-type') ?? '';
      const raw = type.includes('json') ? await res.text() : Buffer.from(await res.arrayBuffer());
      let parsed: unknown = raw;
      if (typeof raw === 'string') {
        try {
          parsed = JSON.parse(raw);
        } catch {
          // not JSON after all
        }
      }
      const message = (parsed as { message?: unknown } | null)?.message;
      this.recorder.add({
        t,
        group,
        status: res.status,
        ms: performance.now() - start,
        retryAfter: /^\d+$/.test(res.headers.get('retry-after') ?? ''),
        ...(res.status >= 500
          ? { note: typeof message === 'string' ? message.slice(0, 120) : `${method} ${path}` }
          : {}),
      });
      return { status: res.status, body: parsed, headers: res.headers };
    } catch {
      this.recorder.add({
        t,
        group,
        status: 0,
        ms: performance.now() - start,
        retryAfter: false,
        note: `${method} ${path}`,
      });
      return { status: 0, body: null, headers: new Headers() };
    }
  }

  get(group: string, path: string) {
    return this.request(group, 'GET', path);
  }
  post(group: string, path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request(group, 'POST', path, body, headers);
  }
  put(group: string, path: string, body: unknown = {}) {
    return this.request(group, 'PUT', path, body);
  }
  delete(group: string, path: string) {
    return this.request(group, 'DELETE', path);
  }
}
