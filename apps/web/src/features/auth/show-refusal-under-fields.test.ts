import { describe, expect, it, vi } from 'vitest';
import type { FormControls } from '@/components/form/use-form';
import { showRefusalUnderFields } from './show-refusal-under-fields';

type Values = { code: string; newPassword: string };

function controls(): FormControls<Values> {
  return { setValues: vi.fn(), setFieldError: vi.fn(), succeed: vi.fn(), fail: vi.fn() };
}

const refusal = (fieldErrors: Record<string, string[]>) => ({
  data: { code: 'BAD_REQUEST', zodError: { formErrors: [], fieldErrors } },
});

describe('showRefusalUnderFields', () => {
  it('puts each problem under the field it names', () => {
    const form = controls();
    const shown = showRefusalUnderFields(refusal({ code: ['Invalid MFA code'] }), form, [
      'code',
      'newPassword',
    ]);
    expect(shown).toBe(true);
    expect(form.setFieldError).toHaveBeenCalledWith('code', 'Invalid MFA code');
    expect(form.setFieldError).toHaveBeenCalledTimes(1);
  });

  it('leaves a problem about a field the form does not have to the caller', () => {
    const form = controls();
    expect(showRefusalUnderFields(refusal({ username: ['No'] }), form, ['code'])).toBe(false);
    expect(showRefusalUnderFields(new Error('offline'), form, ['code'])).toBe(false);
    expect(form.setFieldError).not.toHaveBeenCalled();
  });
});
