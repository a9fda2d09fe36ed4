/** A cookie remembered by the test browser (host-only: the test provider has one origin). */
interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** The little of a browser the test provider's sign-in needs: cookies by path, manual redirects. */
export class TestBrowser {
  readonly #cookies: Cookie[] = [];

  /** One request without following redirects; remembers the cookies it sets. */
  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers = new Headers();
    const cookie = this.#cookiesFor(url);
    if (cookie) headers.set('cookie', cookie);
    if (init.form) headers.set('content-type', 'application/x-www-form-urlencoded');

    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) this.#remember(header, url);
    const location = response.headers.get('location');
    return { response, location: location ? new URL(location, url) : undefined };
  }

  #cookiesFor(url: URL): string {
    return this.#cookies
      .filter(({ path }) => url.pathname === path || url.pathname.startsWith(withSlash(path)))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  #remember(header: string, url: URL): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    let path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) {
        expired = true;
      }
    }

    const index = this.#cookies.findIndex((c) => c.name === name && c.path === path);
    if (index >= 0) this.#cookies.splice(index, 1);
    if (!expired) this.#cookies.push({ name, value, path });
  }
}

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
