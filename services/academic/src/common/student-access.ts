import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { UserType } from '@treina/contracts';
import { type AuthenticatedUser, forbidden } from '@treina/nest-platform';

const ALLOW_STUDENTS = 'academic:allow-students';

/** The endpoint serves students (type 6) too; the service narrows what they see. */
export const AllowStudents = () => SetMetadata(ALLOW_STUDENTS, true);

export const isStudent = (user: AuthenticatedUser) => user.id_tipo_usuario === UserType.ALUNO;

/**
 * Every academic endpoint is staff-only unless it says @AllowStudents(): a student
 * gets 403 whatever permissions someone granted the account. Runs after the global
 * auth guard (controller-level guards come after global ones), so the user is known.
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
