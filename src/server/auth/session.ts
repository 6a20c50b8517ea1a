import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  avatarUrl: string | null;
  role: 'user' | 'admin';
  is_admin: boolean;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

export async function getSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  const u = session.user;
  const role = u.role === 'admin' ? 'admin' : 'user';
  return {
    id: u.id,
    email: u.email,
    username: u.username ?? u.name,
    avatarUrl: u.image ?? null,
    role,
    is_admin: Boolean(u.isAdmin) || role === 'admin',
  };
}
