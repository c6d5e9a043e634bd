import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ENROLMENT_SNAPSHOT_V1_SCHEMA } from '@treina/contracts';
import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { EnrolmentEntryDto } from './dto/class.dto.js';
import { AUDITED_API_NAMES, ENROLMENT_FIELDS, FORM_FIELD_NAMES } from './enrolment.columns.js';
import { EnrolmentEntity } from '../database/entities/enrolment.entity.js';

/** The columns of `inscricao` that are not an entry's fields: keys, the seller, the bookkeeping. */
const NOT_FIELDS = ['id', 'id_turma', 'id_aluno', 'id_usuario_venda', 'sequence', 'criado_em', 'atualizado_em'];

describe("an enrolment entry's fields, declared once (ENROLMENT_FIELDS)", () => {
  it('name every column of the entity that is not a key, the seller or bookkeeping, and no other', () => {
    const columns = getMetadataArgsStorage()
      .columns.filter((column) => column.target === EnrolmentEntity)
      .map((column) => column.options.name ?? column.propertyName);
    const fields = Object.values(ENROLMENT_FIELDS).map((field) => field.column);
    assert.deepEqual([...fields].sort(), columns.filter((column) => !NOT_FIELDS.includes(column)).sort());
  });

  it('are all carried by the enrolment events, with their shown names', () => {
    const carried = Object.keys(ENROLMENT_SNAPSHOT_V1_SCHEMA.properties);
    for (const field of Object.values(ENROLMENT_FIELDS)) {
      assert.ok(carried.includes(field.column), field.column);
      if ('named' in field) assert.ok(carried.includes(field.named.as), field.named.as);
    }
  });

  it("that the form sets are each validated by the form list's entry, under their API names", () => {
    const validated = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(EnrolmentEntryDto, '', true, false)
        .map((metadata) => metadata.propertyName),
    );
    for (const name of [...FORM_FIELD_NAMES, 'id_status', 'id_turma_origem'] as const) {
      const api = ENROLMENT_FIELDS[name].api;
      assert.ok(validated.has(api), api);
    }
  });

  it('record in the history every field the form sets, the status and the origin; not the times nor the cci, which the rules derive', () => {
    const derived = ['cci', 'data_hora_inclusao', 'data_hora_pagamento', 'data_hora_cancelamento'];
    const expected = Object.values(ENROLMENT_FIELDS)
      .map((field) => field.api)
      .filter((api) => !derived.includes(api));
    assert.deepEqual(AUDITED_API_NAMES, expected);
    for (const name of FORM_FIELD_NAMES) assert.ok(AUDITED_API_NAMES.includes(ENROLMENT_FIELDS[name].api), name);
  });
});
