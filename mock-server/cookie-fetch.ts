/** A fetch with a cookie jar, for Node callers of the mock gateway (a browser keeps cookies itself). */
export function cookieFetch(): typeof fetch & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (jar.size > 0) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value.join('=') === '') jar.delete(name);
      else jar.set(name, value.join('='));
    }
    return response;
  };
  return Object.assign(wrapped, { jar });
}
