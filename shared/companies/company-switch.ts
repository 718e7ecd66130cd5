/** Switching the company one acts for, by typing its account name. */
import * as z from 'zod/mini';

export const switchCompanySchema = z.strictObject({
  account: z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(120, { error: 'form.tooLong' })),
});

/** A company and the companies below it, as the switcher lists them. */
export interface CompanyNode {
  companyId: string;
  name: string;
  active: boolean;
  children: CompanyNode[];
}

export const companyNodeSchema: z.ZodMiniType<CompanyNode> = z.strictObject({
  companyId: z.string(),
  name: z.string(),
  active: z.boolean(),
  get children() {
    return z.array(companyNodeSchema);
  },
});
