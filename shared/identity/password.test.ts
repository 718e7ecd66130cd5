import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { acceptInvitationSchema } from '../team/team';
import { resetPasswordSchema } from './password-reset';
import { changePasswordSchema } from './profile';

const issuesOf = (schema: Parameters<typeof safeParse>[0], input: unknown) => {
  const parsed = safeParse(schema, input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('a new password and its confirmation', () => {
  const password = 'Correct-Horse-42';
  const forms = [
    [changePasswordSchema, { current_password: 'Old-Horse-41' }],
    [resetPasswordSchema, { reset_token: 'a'.repeat(43), email: 'someone@example.test' }],
    [acceptInvitationSchema, { token: 't'.repeat(40) }],
  ] as const;

  it('refuses a confirmation that differs, on the confirmation, in every form that sets a password', () => {
    for (const [schema, rest] of forms) {
      expect(issuesOf(schema, { ...rest, password, password_confirmation: 'Correct-Horse-43' })).toEqual([
        ['password_confirmation', 'password.mismatch'],
      ]);
    }
  });

  it('takes the same password twice, or no confirmation at all', () => {
    for (const [schema, rest] of forms) {
      expect(issuesOf(schema, { ...rest, password, password_confirmation: password })).toEqual([]);
      expect(issuesOf(schema, { ...rest, password })).toEqual([]);
    }
  });
});
