import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { Authenticated, type AuthenticatedUser, CurrentUser, Public, RequirePermission } from '@treina/nest-platform';
import type { Request, Response } from 'express';
import { RegisterUserDto } from '../user/dto/register-user.dto.js';
import { UserCommands } from '../user/user.commands.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UserCommands,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { user, token } = await this.auth.login(dto.username, dto.password, request.ip ?? null);
    setSessionCookie(request, response, token);
    return user;
  }

  /** Always clears the cookie; when the session was still valid it is ended for good. */
  @Get('logout')
  @Public({ identifySession: true })
  async logout(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (user) await this.auth.logout(user);
    clearSessionCookie(request, response);
    return { status: true };
  }

  @Get('me')
  @Authenticated({ duringPasswordChange: true })
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.auth.sessionUser(user.id_usuario);
  }

  /** Creates a user (Usuários > Novo Usuário); answers a list whose first item is the new user. */
  @Post('register')
  @RequirePermission('user_create')
  async register(@Body() dto: RegisterUserDto, @CurrentUser() actor: AuthenticatedUser) {
    return [await this.users.register(dto, actor)];
  }
}
