/**
 * Why a confirmation cannot be built, in the user's language (issue 38): the protocol's problem
 * (src/protocol/signing/rules.ts) said from the catalogue, a row by its label in that language. zh-CN
 * says what the protocol's problemMessage says (tests/unit/signing/problem-text.test.ts).
 */
import type { SigningEntry } from '@/api/generated/signing.ts';
import { i18n } from '@/i18n/index.ts';
import type { SigningProblem } from '@/protocol/signing/rules.ts';

export function signingProblemText(problem: SigningProblem, entry?: SigningEntry): string {
  switch (problem.problem) {
    case 'notSigned':
      return i18n.t('signing.problem.notSigned', { operation: problem.operationId });
    case 'noServiceCode': {
      const by = entry && 'by' in entry.serviceCode ? entry.serviceCode.by : problem.field;
      return by ? i18n.t('signing.problem.noServiceCodeBy', { field: by }) : i18n.t('signing.problem.noServiceCode');
    }
    case 'missingField':
      return i18n.t('signing.problem.missingField', { label: i18n.term(problem.label), field: problem.field });
    case 'badValue':
      return i18n.t('signing.problem.badValue', { label: i18n.term(problem.label), field: problem.field });
    case 'foreignField':
      return i18n.t('signing.problem.foreignField', { fields: problem.fields.join(i18n.t('signing.problem.separator')) });
    case 'badLanguage':
      return i18n.t('signing.problem.badLanguage', { language: problem.language });
  }
}
