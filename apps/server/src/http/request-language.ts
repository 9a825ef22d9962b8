import type { FastifyRequest } from 'fastify';
import { isLanguage, pickLanguage, type Language } from '@rahti/domain';

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
