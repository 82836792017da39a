import { Client, type HttpResult } from './harness';

/**
 * A Client that keeps every cookie the server sets (the session, a guest's cart, a guest order's
 * token), like one browser: an empty value or Max-Age=0 forgets it.
 */
export class BrowserClient extends Client {
  readonly jar = new Map<string, string>();

  override async request<T = Record<string, any>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const init: RequestInit = { method, headers: { ...headers, ...(cookie ? { cookie } : {}) } };
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, init);
    for (const set of res.headers.getSetCookie()) {
      const [pair, ...attrs] = set.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const gone =
        !value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (gone) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    this.cookie = this.jar.has('resham_session') ? `resham_session=${this.jar.get('resham_session')}` : '';
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
}
