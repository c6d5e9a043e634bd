import type { PipeTransform, Type } from '@nestjs/common';
import { ApiException } from './api-error.js';
import { createValidationPipe } from './validation.pipe.js';

/**
 * A JSON list body, `@Body(new BodyListPipe(ItemDto, max))`: each item validated like a DTO body
 * (unknown fields refused, Portuguese messages naming the item's position). The OpenAPI document
 * reads `item` to describe the body as a list of it.
 */
export class BodyListPipe<T extends object> implements PipeTransform<unknown, Promise<T[]>> {
  private readonly validation = createValidationPipe();

  constructor(
    readonly item: Type<T>,
    readonly maxItems: number,
  ) {}

  async transform(value: unknown): Promise<T[]> {
    if (!Array.isArray(value)) throw new ApiException(400, 'O corpo da requisição deve ser uma lista JSON.');
    if (value.length > this.maxItems) throw new ApiException(400, `A lista pode ter no máximo ${this.maxItems} itens.`);
    const items: T[] = [];
    for (const [index, item] of value.entries()) {
      try {
        items.push((await this.validation.transform(item, { type: 'body', metatype: this.item })) as T);
      } catch (error) {
        if (!(error instanceof ApiException)) throw error;
        const body = error.getResponse() as { statusMsg: string; errors?: Array<{ field: string; message: string }> };
        const errors = body.errors?.map((problem) => ({ ...problem, field: `[${index}].${problem.field}` }));
        throw new ApiException(400, `Item ${index + 1} da lista: ${body.statusMsg}`, errors);
      }
    }
    return items;
  }
}
