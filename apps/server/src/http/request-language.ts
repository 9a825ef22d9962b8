import type { FastifyRequest } from 'fastify';
import { isLanguage, pickLanguage, type Language } from '@rahti/domain';
import { requireAuth, type AuthContext } from './access';

/**
 * The language to answer in: the app sends its current UI language as Accept-Language; without
 * one, the signed-in user's saved language; otherwise English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (header) {
    const base = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
    const picked = pickLanguage(header);
    if (picked !== 'en' || /\ben\b/i.test(header)) return picked;
  }
  return request.auth?.language ?? 'en';
}

/**
 * The signed-in caller, speaking this request's language rather than their saved one: for
 * services that answer in words (statuses, fetch results, checks).
 */
export function callerInRequestLanguage(request: FastifyRequest): AuthContext {
  return { ...requireAuth(request.auth), language: requestLanguage(request) };
}
