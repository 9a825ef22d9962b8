import { PASSWORD_RULES, checkPasswordRules, type PasswordRuleCheck } from '@rahti/domain';
import { escapeHtml, type PageT } from './page-layout';

const MARKS = { pending: '•', met: '✓', unmet: '✗' } as const;
type RuleState = keyof typeof MARKS;

/**
 * Marks each rule as the person types: the rules' own patterns (from the domain) ride on the
 * list items, so the page and the server judge alike. Only changed items are rewritten, so the
 * polite live region announces just the rule whose state changed.
 */
export const PASSWORD_RULES_SCRIPT = `(function(){
var input=document.getElementById('field-password'),list=document.getElementById('password-rule-list');
if(!input||!list)return;
var marks={met:'${MARKS.met}',unmet:'${MARKS.unmet}'};
function check(){list.querySelectorAll('li').forEach(function(rule){
var state=new RegExp(rule.getAttribute('data-pattern'),rule.getAttribute('data-flags')).test(input.value)?'met':'unmet';
if(rule.getAttribute('data-state')===state)return;
rule.setAttribute('data-state',state);
rule.querySelector('.rule-mark').textContent=marks[state];
rule.querySelector('.rule-state').textContent=list.getAttribute('data-'+state);
});}
input.addEventListener('input',check);
})();`;

export interface PasswordFieldOptions {
  t: PageT;
  label: string;
  /** The rules as judged on the last submitted password; undefined before the first submit. */
  checks?: PasswordRuleCheck[] | undefined;
  error?: string | undefined;
  autofocus?: boolean;
}

/**
 * A new-password field with every rule listed beneath it, each marked met (✓) or not met (✗)
 * in symbol and words, not colour alone. Without JavaScript the marks come from the server
 * after a submit; with it they follow the typing.
 */
export function renderPasswordField(o: PasswordFieldOptions): string {
  const checks = o.checks ?? checkPasswordRules('').map((check) => ({ ...check, isMet: undefined }));
  const describedBy = ['password-rules', o.error ? 'field-password-error' : ''].filter(Boolean).join(' ');
  const items = checks
    .map((check, index) => {
      const rule = PASSWORD_RULES[index];
      const state: RuleState = check.isMet === undefined ? 'pending' : check.isMet ? 'met' : 'unmet';
      const stateText = state === 'pending' ? '' : o.t(`auth:register.rule.${state}`);
      return `<li class="rule" data-state="${state}" data-pattern="${escapeHtml(rule?.pattern.source)}" data-flags="${escapeHtml(rule?.pattern.flags)}"><span class="rule-mark" aria-hidden="true">${MARKS[state]}</span> <span class="rule-text"><span>${escapeHtml(o.t(check.message))}</span> <span class="rule-state">${escapeHtml(stateText)}</span></span></li>`;
    })
    .join('');
  return `<div class="field">
<label for="field-password">${escapeHtml(o.label)}</label>
<input id="field-password" name="password" type="password" value="" autocomplete="new-password" required${o.error ? ' aria-invalid="true"' : ''} aria-describedby="${describedBy}"${o.autofocus ? ' autofocus' : ''}>
${o.error ? `<p class="field-error" id="field-password-error">${escapeHtml(o.error)}</p>` : ''}
<div class="rules" id="password-rules">
<p class="rules-heading" id="password-rules-heading">${escapeHtml(o.t('auth:register.rule.heading'))}</p>
<ul id="password-rule-list" aria-labelledby="password-rules-heading" aria-live="polite" data-met="${escapeHtml(o.t('auth:register.rule.met'))}" data-unmet="${escapeHtml(o.t('auth:register.rule.unmet'))}">${items}</ul>
</div>
</div>`;
}
