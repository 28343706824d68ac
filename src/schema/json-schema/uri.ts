const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** Drops a trailing `#` or `#/` (Ajv's id normalisation). */
export function normalizeId(id: string): string {
  return id.replace(/#\/?$/, '');
}

/** Splits a URI into the part before `#` and the fragment (without `#`). */
export function splitFragment(uri: string): [string, string] {
  const hash = uri.indexOf('#');
  return hash < 0 ? [uri, ''] : [uri.slice(0, hash), uri.slice(hash + 1)];
}

function removeDots(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (out.length > 1) out.pop();
      continue;
    }
    out.push(segment);
  }
  return out.join('/');
}

/** Resolves a URI reference against a base URI (enough of RFC 3986 for schema ids and refs). */
export function resolveUri(base: string, ref: string): string {
  if (SCHEME.test(ref) || base === '') return ref;
  const [baseDoc] = splitFragment(base);
  if (ref.startsWith('#')) return baseDoc + ref;
  if (ref === '') return baseDoc;
  const scheme = SCHEME.exec(baseDoc)?.[0] ?? '';
  if (ref.startsWith('//')) return scheme + ref;
  const afterScheme = baseDoc.slice(scheme.length);
  const authorityEnd = afterScheme.startsWith('//') ? afterScheme.indexOf('/', 2) : 0;
  const authority = authorityEnd < 0 ? afterScheme : afterScheme.slice(0, authorityEnd);
  const path = authorityEnd < 0 ? '' : afterScheme.slice(authority.length);
  if (ref.startsWith('/')) return scheme + authority + removeDots(ref);
  const dir = path.slice(0, path.lastIndexOf('/') + 1) || '/';
  return scheme + authority + removeDots(dir + ref);
}

/** Escapes one JSON Pointer token: `~` → `~0`, `/` → `~1`. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Unescapes one JSON Pointer token: `~1` → `/`, then `~0` → `~`. */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Decodes a JSON Pointer fragment (`/a/b~1c`) into its tokens. */
export function pointerTokens(fragment: string): string[] {
  return fragment
    .split('/')
    .slice(1)
    .map((token) => unescapePointerToken(decodeURIComponent(token)));
}
