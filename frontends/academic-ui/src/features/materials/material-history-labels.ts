import type { AuditFieldChange } from '@treina/contracts';
import { describeFields, type DescribedChange } from '@treina/ui-kit';

/** A material history change in the material form's words. */
export function describeMaterialChange(change: AuditFieldChange): DescribedChange {
  return describeFields({ nome_material: ['Nome do Material'], url: ['URL'] }, change);
}
