import type { Language } from '@rahti/domain';
import { languageLinks } from './page-language';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A translate function bound to the page language. */
export type PageT = (key: string, options?: Record<string, unknown>) => string;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fi: 'Suomi', sv: 'Svenska' };

// Mantine-like: blue primary (shade 8, for 4.5:1 contrast with white text), grey background,
// white card; the header stripe is the trucks' orange.
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:16px}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#212529;background:#f1f3f5;line-height:1.55}
.top{background:#364fc7;color:#fff;border-bottom:4px solid #fd7e14}
.top-inner{max-width:30rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.25rem;color:#fff;text-decoration:none}
.langs{display:flex;gap:.25rem;margin:0;padding:0;list-style:none}
.langs a{color:#fff;text-decoration:none;padding:.25rem .5rem;border-radius:4px;font-size:.875rem}
.langs a[aria-current="true"]{background:rgba(0,0,0,.28);font-weight:600;text-decoration:underline;text-underline-offset:3px}
.langs a:hover,.langs a:focus-visible{background:rgba(0,0,0,.2);outline:2px solid #fff;outline-offset:1px}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05);padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem;line-height:1.3}
h2{font-size:1rem;margin:1.5rem 0 .5rem;color:#495057}
p{margin:.5rem 0}
.field{margin-bottom:1rem}
label{display:block;font-weight:500;font-size:.875rem;margin-bottom:.25rem}
input,select{width:100%;font:inherit;font-size:1rem;padding:.5rem .75rem;border:1px solid #ced4da;border-radius:4px;background:#fff;color:inherit;min-height:2.5rem}
input:focus,select:focus{outline:2px solid #4c6ef5;outline-offset:0;border-color:#4c6ef5}
input[aria-invalid="true"],select[aria-invalid="true"]{border-color:#e03131}
.hint{font-size:.8125rem;color:#5c636a;margin-top:.25rem}
.field-error{font-size:.8125rem;color:#c92a2a;margin-top:.25rem}
.alert{border-radius:4px;padding:.75rem 1rem;margin-bottom:1rem;background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9}
.alert:empty{display:none}
.button{display:inline-block;width:100%;font:inherit;font-weight:600;font-size:1rem;padding:.625rem 1rem;border:0;border-radius:4px;background:#364fc7;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
.button:hover{background:#1864ab}
.button:focus-visible{outline:3px solid #a5d8ff;outline-offset:2px}
.rules{margin-top:.375rem;font-size:.8125rem}
.rules-heading{margin:0 0 .125rem;color:#5c636a}
.rules ul{list-style:none;margin:0;padding:0}
.rule{display:flex;gap:.375rem}
.rule-mark{flex:none;width:1em;font-weight:700;text-align:center}
.rule-state{font-weight:600;white-space:nowrap}
.rule[data-state="pending"]{color:#5c636a}
.rule[data-state="met"]{color:#2b8a3e}
.rule[data-state="unmet"]{color:#c92a2a}
.links{margin-top:1.25rem;text-align:center;font-size:.9375rem}
a{color:#364fc7}
.muted{color:#5c636a;font-size:.8125rem}
@media (max-width:30rem){main{margin:1rem auto}.card{padding:1rem}}
`;

const TRUCK_ICON = `<svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M1 4h13v11H1z"/><path d="M14 8h4l3 3v4h-7z" fill="#fd7e14" stroke="#fff"/><circle cx="5.5" cy="17.5" r="2" fill="#364fc7"/><circle cx="17.5" cy="17.5" r="2" fill="#364fc7"/></svg>`;

export interface LayoutOptions {
  language: Language;
  t: PageT;
  title: string;
  /** The page's own address; the language links repeat it with another ui_locales. */
  currentUrl: string;
  body: string;
  /** A small inline script (the self-submitting sign-out page, the password rules' live marks). */
  script?: string;
  /** The response's nonce (http/security-headers.ts): the page's inline style and script run under it alone. */
  nonce: string;
}

export function renderLayout(options: LayoutOptions): string {
  const links = languageLinks(options.currentUrl)
    .map(
      ({ language, href }) =>
        `<li><a href="${escapeHtml(href)}" lang="${language}" hreflang="${language}"${language === options.language ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[language]}</a></li>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} – Rahti</title>
<style nonce="${escapeHtml(options.nonce)}">${STYLES}</style>
</head>
<body>
<header class="top"><div class="top-inner">
<span class="brand">${TRUCK_ICON}<span>Rahti</span></span>
<nav aria-label="${escapeHtml(options.t('auth:languageSwitcher'))}"><ul class="langs">${links}</ul></nav>
</div></header>
<main><div class="card">
${options.body}
</div></main>
${options.script ? `<script nonce="${escapeHtml(options.nonce)}">${options.script}</script>` : ''}
</body>
</html>`;
}
