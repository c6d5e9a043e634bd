import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyPermission, UserType } from '@treina/contracts';
import { type AuthenticatedUser, forbidden } from '@treina/nest-platform';

// Every visibility and permission rule of academic, by name. A rule the database also applies has
// its SQL form beside it (`sql`, over the aliases its parameters name); test/access.e2e-spec.ts
// holds each predicate and its SQL to the same answers. Route permissions are the controllers'
// @RequirePermission; docs/rules.md lists where each rule is enforced.

/** A student's account (type 6): sees only what the rules below give a student. */
export const isStudent = (user: Pick<AuthenticatedUser, 'id_tipo_usuario'>) => user.id_tipo_usuario === UserType.ALUNO;

const ALLOW_STUDENTS = 'academic:allow-students';

/** The endpoint serves students too; the rules below narrow what they see. */
export const AllowStudents = () => SetMetadata(ALLOW_STUDENTS, true);

/**
 * Every academic endpoint is staff-only unless it says @AllowStudents(): a student gets 403 whatever
 * permissions the account holds. Runs after the global auth guard, so the user is known.
 */
@Injectable()
export class StaffOnlyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user || !isStudent(user)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_STUDENTS, [context.getHandler(), context.getClass()])) return true;
    throw forbidden();
  }
}

/** What the rules read of an entry (`inscricao`). */
export interface EntryAccess {
  id_turma: number;
  id_aluno: number;
  libera_conteudo: boolean;
}

/** What the rules read of a material link: a material's file shown in a training (`material` with `treinamento_material`). */
export interface MaterialFileAccess {
  chave_arquivo: string;
  id_treinamento: number;
}

/** A student sees a class only through an entry of their own that releases content. */
export const studentSeesClass = {
  holds: (entries: readonly EntryAccess[], classId: number, studentId: number): boolean =>
    entries.some((entry) => entry.id_turma === classId && entry.id_aluno === studentId && entry.libera_conteudo),
  /** Over the class `classAlias` (`turma`), for the student bound as `:<studentParam>`. */
  sql: (classAlias: string, studentParam: string): string =>
    `EXISTS (SELECT 1 FROM inscricao own WHERE own.id_turma = ${classAlias}.id AND own.id_aluno = :${studentParam} AND own.libera_conteudo)`,
};

/** Of a class's entries a student sees only their own: no classmates, nor how many seats they take. */
export const studentSeesEntry = {
  holds: (entry: Pick<EntryAccess, 'id_aluno'>, studentId: number): boolean => entry.id_aluno === studentId,
  /** Over the entry `entryAlias` (`inscricao`), for the student bound as `:<studentParam>`. */
  sql: (entryAlias: string, studentParam: string): string => `${entryAlias}.id_aluno = :${studentParam}`,
};

/** A student reads a material's file only when the material is shown in the training of a class the student sees. */
export const studentReadsMaterialFile = {
  holds: (
    world: {
      materials: readonly MaterialFileAccess[];
      classes: ReadonlyArray<{ id: number; id_treinamento: number }>;
      entries: readonly EntryAccess[];
    },
    key: string,
    studentId: number,
  ): boolean =>
    world.materials.some(
      (material) =>
        material.chave_arquivo === key &&
        world.classes.some(
          (klass) => klass.id_treinamento === material.id_treinamento && studentSeesClass.holds(world.entries, klass.id, studentId),
        ),
    ),
  /** For the file key bound as `:<keyParam>` and the student bound as `:<studentParam>`. */
  sql: (keyParam: string, studentParam: string): string =>
    `EXISTS (SELECT 1 FROM material m
               INNER JOIN treinamento_material tm ON tm.id_material = m.id
               INNER JOIN turma t ON t.id_treinamento = tm.id_treinamento
              WHERE m.chave_arquivo = :${keyParam} AND ${studentSeesClass.sql('t', studentParam)})`,
};

/** Staff who may open material files: whoever sees materials, trainings or classes. */
const MATERIAL_VIEWERS = ['material', 'training', 'class'];

/** Staff open a material's file with a materials, trainings or classes permission, a student's document with the students permission; a student never opens a document. */
export function staffReadsFile(permissions: readonly string[], category: 'material' | 'documento'): boolean {
  return category === 'material' ? hasAnyPermission(permissions, MATERIAL_VIEWERS) : hasAnyPermission(permissions, ['student']);
}

/** A student downloads only their own certificates; staff (with the classes permission, on the route) any. */
export function mayDownloadCertificate(user: Pick<AuthenticatedUser, 'id_tipo_usuario' | 'id_aluno'>, studentId: number): boolean {
  return !isStudent(user) || user.id_aluno === studentId;
}

/** An instructor (type 4) sees and changes only the sessions of classes they teach; other staff, any class's. */
export const seesClassSessions = {
  holds: (user: Pick<AuthenticatedUser, 'id_tipo_usuario' | 'id_usuario'>, klass: { id_instrutor: number | null }): boolean =>
    user.id_tipo_usuario !== UserType.INSTRUTOR || klass.id_instrutor === user.id_usuario,
  /** Over the class `classAlias` (`turma`), for the user type bound as `:<typeParam>` and the user as `:<userParam>`. */
  sql: (classAlias: string, typeParam: string, userParam: string): string =>
    `(:${typeParam} <> ${UserType.INSTRUTOR} OR ${classAlias}.id_instrutor = :${userParam})`,
};

/** An instructor records the attendance of the classes they teach; other staff of any class, with the classes' update permission. */
export const recordsAttendance = {
  holds: (
    user: Pick<AuthenticatedUser, 'id_tipo_usuario' | 'id_usuario' | 'permissions'>,
    klass: { id_instrutor: number | null },
  ): boolean =>
    seesClassSessions.holds(user, klass) &&
    (klass.id_instrutor === user.id_usuario || hasAnyPermission(user.permissions, ['class_update'])),
};
