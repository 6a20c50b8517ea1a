import crypto from 'node:crypto';

/** Weak validator from the serialised body: equal JSON means an equal representation. */
export function weakEtag(body: string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): "W/" prefixes are ignored; "*" matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}
